/**
 * What runs the screens in a browser: the HTTP client, the session kept on the phone and what
 * follows from its events, the language kept on the phone, the toasts. The shell runs every
 * screen with it; a page's own client (remote-auth's sign-in build, remote-shop's product build)
 * runs its few screens with the same, so both keep the session, the language and the toasts alike.
 */
export { createHostRequest, requestUrl } from './http';
export { networkStatus } from './network-status';
export { endSessionOnServer } from './end-session';
export { storedSession } from './stored-session';
export { addSessionListeners } from './session-listeners';
export {
  addLanguageListeners,
  loadStartingLanguage,
  showLanguage,
  startingLanguage,
} from './language';
export { showToast, screenChanged, Toasts } from './toasts';
export { findToastPlace, useToastPlace } from './toast-place';
export { carryOver, typedInto, type Typed } from './typed-fields';
export { hostStoreDefaults } from './store-defaults';
export * from './page-client';
