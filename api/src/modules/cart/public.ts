// What other domains may use of the cart (checkout's steps). Everything else is the cart's own.
export {
  clearCartLines,
  lockCartLines,
  restoreCartLines,
  type LockedCartLine,
} from './checkout-lines.js';
