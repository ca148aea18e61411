// What other domains (orders, personal data) and the admin's commands may use of the NFC cards.
export { normalizeNfcCode } from './codes.js';
export {
  cardsByCode,
  cardsOfOrder,
  deactivateCardsOf,
  makeMissingCards,
  moveCard,
  type NfcResolution,
} from './repository.js';
export { markCardWritten, printedDetailsOf, staffCardsOfOrder } from './staff-cards.js';
export { lockPaidCard, movePaidCard, setPaidCardStatus, switchOffPaidCards } from './paid-cards.js';
