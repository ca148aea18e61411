import { nextTask } from './next-task';
import { startTheApp } from './the-app';

/**
 * Starts a page client once the page is parsed, its modules evaluated in stages, each a task of
 * its own (a tap in between is answered), then its start: the stages are the client's own imports
 * in webpack's "eager" mode, in the one file, so nothing more is fetched; only when each runs
 * differs. In one task the sign-in client held a phone's main thread
 * for 300-580 ms. Should anything fail, the app takes the page over.
 */
export function startInStages(
  client: string,
  stages: readonly (() => Promise<unknown>)[],
  start: () => Promise<void>,
) {
  const run = async () => {
    try {
      for (const stage of stages) {
        await stage();
        await nextTask();
      }
      await start();
    } catch (error: unknown) {
      console.error(`${client} could not start: the app takes it over`, error);
      startTheApp();
    }
  };
  // Added by the page once it has painted, which is as a rule after the whole screen is parsed.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => void run(), { once: true });
  } else void run();
}
