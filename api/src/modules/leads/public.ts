// What other domains may use of the contacts: their DTO and vCard file (personal data's archive).
export { toContact } from './contacts-repository.js';
export { contactsVCard } from './contacts-vcard.js';
