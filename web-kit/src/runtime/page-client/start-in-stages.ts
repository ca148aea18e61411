import { PRERENDERED_SCREEN_ID } from 'shared-contracts';
import { storedSession } from '../stored-session';
import { holdEarlyActions } from './early-actions';
import { nextTask } from './next-task';
import { startTheApp } from './the-app';
import { visitorReaches } from './visitor-reaches';

/**
 * Starts a page client: its modules evaluated in stages, each a task of its own (a tap in between
 * is answered), then its start. The stages are the client's own imports in webpack's "eager" mode,
 * in the one file, so nothing more is fetched; only when each runs differs. Should anything fail,
 * the app takes the page over. Taps on buttons and choices in lists made before the screen works
 * are played again once it does (early-actions.ts).
 *
 * `whenReached`: not before the visitor first reaches for the screen (a signed-in one at once, whom
 * the client sends on). Until then the page is the server's HTML, which reads, scrolls and follows
 * its links by itself, and a phone's main thread is left to the page: run as soon as it arrived,
 * the sign-in client's start held it in three tasks of 60-240 ms at a quarter of the CPU. Not for
 * a screen that moves by itself (the product page's carousel).
 */
export function startInStages(
  client: string,
  stages: readonly (() => Promise<unknown>)[],
  start: () => Promise<void>,
  { whenReached = false }: { whenReached?: boolean } = {},
) {
  const early = holdEarlyActions();
  const run = async () => {
    try {
      if (whenReached && !storedSession.read().token) {
        await visitorReaches(document.getElementById(PRERENDERED_SCREEN_ID));
      }
      for (const stage of stages) {
        await stage();
        await nextTask();
      }
      await start();
      early.replay();
    } catch (error: unknown) {
      early.drop();
      console.error(`${client} could not start: the app takes it over`, error);
      startTheApp();
    }
  };
  // Added by the page once it has painted, which is as a rule after the whole screen is parsed.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => void run(), { once: true });
  } else void run();
}
