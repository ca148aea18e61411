import { displayStatus, priceDetails, type Order, type PriceDetails } from 'shared-contracts';

/** The status the screens show: the spec's case-insensitive mapping of orderStatus. */
export const orderStatusOf = (order: Pick<Order, 'orderStatus' | 'paymentStatus'>) =>
  displayStatus(order.orderStatus, order.paymentStatus);

/** The spec's item count: the sum of quantities, not of lines. */
export const itemCountOf = (order: Pick<Order, 'products'>) =>
  order.products.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);

/** The cart's Price Details arithmetic over the order's snapshot of its lines. */
export const orderPriceDetails = (order: Pick<Order, 'products'>): PriceDetails =>
  priceDetails(
    order.products.map((line) => ({
      salePrice: line.salePrice,
      actualPrice: line.product.actualPrice,
      quantity: line.quantity,
      totalAmount: line.totalPrice,
    })),
  );
