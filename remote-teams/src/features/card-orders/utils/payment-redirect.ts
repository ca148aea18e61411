/**
 * Leaving the app for the payment provider's page, as the shop's checkout does: one small object,
 * so a component test can watch the redirect (the test DOM cannot navigate).
 */
export const paymentRedirect = {
  go(link: string): void {
    window.location.assign(link);
  },
};
