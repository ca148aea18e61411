// What other domains may use of the address book: the personal-data export reads it, onboarding
// fills the first entry.
export { addFirstAddress, toAddressBookEntry } from './repository.js';
