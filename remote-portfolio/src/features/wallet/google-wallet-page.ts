/**
 * Leaving the app for Google's save page. Same tab, not a new one: the link arrives after a
 * request, when a browser may no longer count the tap as the person's and blocks a new window;
 * and on Android the page hands over to the Wallet app anyway. One tiny object, so component
 * tests can watch the navigation (jsdom cannot navigate).
 */
export const googleWalletPage = {
  open(saveUrl: string): void {
    window.location.assign(saveUrl);
  },
};
