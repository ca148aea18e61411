/**
 * What a page's own small client is made of (remote-auth's sign-in client, remote-shop's product
 * client): the screen the gateway rendered, hydrated in place with a store like the shell's, and
 * the app started only when the visitor goes on to a screen the page does not have.
 */
export { nextTask } from './next-task';
export { preloadTheApp, startTheApp, type TheApp } from './the-app';
export { pageLanguage } from './page-language';
export { createPageClientStore } from './page-client-store';
export { hydrateScreen } from './hydrate-screen';
export { startInStages } from './start-in-stages';
