/** The app's routes for orders (the shell maps them to this remote's pages). */
export const ORDERS_PATH = '/orders';
export const PRODUCTS_PATH = '/products';

export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/**
 * The navigation state of the page that replaced Razorpay's return URL: the entry before it in
 * the browser's history is the payment page, not one of ours, so Back must not go there.
 */
export interface PaymentReturnState {
  paymentReturn: true;
}

export const isPaymentReturn = (state: unknown) =>
  (state as Partial<PaymentReturnState> | null)?.paymentReturn === true;
