// What other domains may use of the catalogue. Everything else is the products' own.
export {
  availableAmong,
  availableToBuy,
  countCartAdd,
  joinForSale,
  lockForSale,
  markSold,
  saleColumns,
} from './sale.js';
