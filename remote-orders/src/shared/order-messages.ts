/**
 * What the orders screens say where the spec and shared-contracts say nothing: labels of the
 * blocks the spec lists. Price Details' words are shared-contracts' `priceDetailsTexts`.
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
  inProgress: 'In progress',
  done: 'Done',
  pending: 'Pending',
  preparingInvoice: 'Preparing the invoice...',
  preparingCreditNote: 'Preparing the credit note...',
  downloadFailed: "The file didn't download. Please try again.",
  thankYou: 'Thank you for your order!',
  shippingStep: 'Shipping',
  whatHappensNext: "Your payment is received. Here's what happens next.",
  nextSteps: [
    { title: 'Printing', text: 'We print your cards with the details you chose.' },
    { title: 'Shipping', text: 'We send them to your delivery address.' },
    { title: 'Tracking', text: 'Track Order shows each step, and when they are on the way.' },
  ],
} as const;
