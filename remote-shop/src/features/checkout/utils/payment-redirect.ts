/**
 * Leaving the app for the payment provider's page. One tiny object, so component tests can watch
 * the redirect (jsdom cannot navigate) and nothing else in the page touches `window.location`.
 */
export const paymentRedirect = {
  go(link: string): void {
    window.location.assign(link);
  },
};
