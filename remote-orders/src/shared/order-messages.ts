/**
 * What the orders screens say where the spec and shared-contracts say nothing: labels of the
 * blocks the spec lists, and the price details' lines in the cart's words.
 */
export const orderMessages = {
  loadingList: 'Loading your orders',
  loadingDetail: 'Loading the order',
  confirmingPayment: 'Confirming your payment',
  exploreCards: 'Explore Cards',
  retry: 'Retry',
  allOrders: 'View all orders',
  ordersList: 'Orders',
  summary: 'Order summary',
  items: 'Items',
  trackOrder: 'Track Order',
  orderCode: 'Order ID',
  status: 'Status',
  orderDate: 'Order date',
  total: 'Total',
  deliveryAddress: 'Delivery Address',
  landmark: 'Landmark',
  quantity: 'Qty',
  each: 'each',
  productDiscount: 'Product Discount',
  subtotal: 'Subtotal',
  totalAmount: 'Total Amount',
  youSaved: 'You saved',
  inProgress: 'In progress',
  done: 'Done',
  pending: 'Pending',
} as const;

/** "Price (1 item)", "Price (3 items)": the cart's first price line. */
export const priceLabel = (count: number) => `Price (${count} ${count === 1 ? 'item' : 'items'})`;
