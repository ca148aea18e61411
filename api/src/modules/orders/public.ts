// What other domains (personal data) may use of the orders. Everything else is the orders' own.
export { forgetBuyer } from './forget-buyer.js';
export { withLines } from './repository.js';
export { placeBulkOrder, type BulkOrder, type PayingOrganisation } from './place-bulk-order.js';
export { checkIdempotencyKey, countLink } from './place-order.js';
export { organisationOrders } from './organisation-orders.js';
export { ORDER as ORDER_SHAPE } from './docs.js';
