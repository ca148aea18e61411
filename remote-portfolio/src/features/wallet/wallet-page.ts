/**
 * Leaving the app for a wallet: Google's save page, or the pass link Safari offers to add to Apple
 * Wallet (an iPhone does so only for a page it navigates to, never for a file saved by script).
 * Same tab, not a new one: the link arrives after a request, when a browser may no longer count
 * the tap as the person's and blocks a new window; on a phone the page hands over to the wallet
 * anyway, and a computer saves the pass as a download and stays here. One tiny object, so component
 * tests can watch the navigation (jsdom cannot navigate).
 */
export const walletPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
