/** Orders texts, verbatim from product-spec sections 2 and 8. */
export const ordersTexts = {
  listHeading: 'Your Orders',
  detailHeading: 'Order Details',
  emptyTitle: 'No orders found',
  emptyText: "You haven't placed any orders yet.",
  listLoadFailed: 'Failed to fetch orders',
  detailLoadFailed: 'Failed to load order details',
  notFound: 'Order not found',
  paymentLinkUnavailable: 'Payment link unavailable. Please contact support.',
} as const;
