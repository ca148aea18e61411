// What other domains (the card's routes) may use of the personal data, beside `app.closedAccounts`.
export { cardGone } from './card-gone.js';
