import type { HostClient, LanguageState } from 'web-kit';
import { createPageClientStore } from 'web-kit/runtime';
import { authApi } from '../api';

/**
 * The sign-in client's store: the session, the language and this remote's API (web-kit's page
 * client store), so a visitor signed in here is signed in in the app that starts after.
 */
export const createSignInStore = (language: LanguageState, host?: HostClient) =>
  createPageClientStore(authApi, language, host);
