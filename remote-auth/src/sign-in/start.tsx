import { GUEST_ONLY_PATHS, PRERENDERED_SCREEN_ID } from 'shared-contracts';
import type { HostClient } from 'web-kit';
import { hydrateScreen, nextTask, pageLanguage, startTheApp, storedSession } from 'web-kit/runtime';
import { FirstScreens, isFirstScreen } from './first-screens';
import { createSignInStore } from './store';

/** A signed-in person on one of these goes on to the app (the shell's GuestOnly sends them on). */
const GUEST_ONLY = new Set<string>(GUEST_ONLY_PATHS);

/**
 * The sign-in client: the first screen the gateway rendered (login, register, forgot password)
 * is made to work where it is, by the same components hydrating it, with no shell: none of the
 * app's script runs until the visitor goes on to the app (hand-over.tsx), or arrives signed in.
 * `host` stands in for the API client in tests.
 */
export async function startSignIn({ host }: { host?: HostClient } = {}) {
  const screen = document.getElementById(PRERENDERED_SCREEN_ID);
  const { pathname } = window.location;
  const signedIn = Boolean(storedSession.read().token);
  if (!screen || !isFirstScreen(pathname) || (signedIn && GUEST_ONLY.has(pathname))) {
    return startTheApp();
  }
  const store = createSignInStore(await pageLanguage(), host);
  // The store was made in this task: the hydration is one of its own.
  await nextTask();
  // The tree server/render-auth.tsx renders.
  hydrateScreen(screen, store, (app) => <FirstScreens app={app} />);
}
