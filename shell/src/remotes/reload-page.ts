/** A fresh page: its own module so tests can see the call (jsdom cannot navigate). */
export const reloadPage = () => window.location.reload();
