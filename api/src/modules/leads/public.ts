// What other domains may use of the contacts: their DTO and exports (personal data's archive),
// and the personal API tokens' rows, kept with the contacts' tables (modules/api-tokens).
export { toContact } from './contacts-repository.js';
export { contactsVCard } from './contacts-vcard.js';
export {
  createApiTokenStore,
  hashApiToken,
  toApiToken,
  type NewApiToken,
} from './api-token-store.js';
