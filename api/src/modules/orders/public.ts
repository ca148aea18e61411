// What other domains (personal data) may use of the orders. Everything else is the orders' own.
export { forgetBuyer } from './forget-buyer.js';
export { withLines } from './repository.js';
