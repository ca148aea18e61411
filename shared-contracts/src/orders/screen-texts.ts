import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * What remote-orders' screens (Your Orders, Order Details) say where the spec and the other groups
 * say nothing: labels of the blocks the spec lists, its loading and failure states, the tracking
 * timeline's step states, the order's cards and documents, and the thank-you after paying. The
 * spec's own words are `ordersTexts` and `checkoutTexts`; Price Details' are `priceDetailsTexts`.
 */
export const orderMessages = defineTexts('orderMessages', {
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
  /** "Landmark: Near the water tank", the address's landmark line. */
  landmark: message<[landmark: string]>('Landmark: {landmark}', 'landmark'),
  /** "Qty: 2", an item's quantity. */
  quantity: message<[quantity: number]>('Qty: {quantity}', 'quantity'),
  /** "₹499 each", the price of one of an item bought more than once. */
  each: message<[price: string]>('{price} each', 'price'),
  cardsFor: message<[organisation: string]>('Cards for {organisation}', 'organisation'),
  cardCount: message<[count: number]>('{count, plural, one {# card} other {# cards}}', 'count'),
  /** A timeline step's state: shown on the step in progress, read out on the others. */
  inProgress: 'In progress',
  done: 'Done',
  pending: 'Pending',
  preparingInvoice: 'Preparing the invoice...',
  preparingCreditNote: 'Preparing the credit note...',
  downloadFailed: "The file didn't download. Please try again.",
  thankYou: 'Thank you for your order!',
  whatHappensNext: "Your payment is received. Here's what happens next.",
  /** After paying, the three steps ahead, in order. */
  nextSteps: {
    printing: {
      title: 'Printing',
      text: 'We print your cards with the details you chose.',
    },
    shipping: {
      title: 'Shipping',
      text: 'We send them to your delivery address.',
      /** The same, with the shop's delivery line ("Free delivery, usually in 5-7 days"). */
      textWithDelivery: message<[delivery: string]>(
        'We send them to your delivery address. {delivery}.',
        'delivery',
      ),
    },
    tracking: {
      title: 'Tracking',
      text: 'Track Order shows each step, and when they are on the way.',
    },
  },
});
