// What other domains (the personal-data export) may use of the address book.
export { toAddressBookEntry } from './repository.js';
