import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    /** What toast-log.ts recorded of the page's toasts, oldest first. */
    __tfToasts?: string[];
  }
}

/**
 * Every toast a page showed, in order, as its words: a toast is on show for three seconds, and a
 * runner starved of the processor (the journeys share two cores with the rest of `npm test`) can
 * look too late for one that did show. Recorded in the page as each appears, visible.
 */
function recordToasts() {
  const log: string[] = [];
  window.__tfToasts = log;
  const said = new WeakMap<Element, string>();
  const look = () => {
    for (const toast of document.querySelectorAll('.tf-toast')) {
      const text = toast.textContent?.trim() ?? '';
      if (text && said.get(toast) !== text && toast.checkVisibility()) {
        said.set(toast, text);
        log.push(text);
      }
    }
  };
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

export const logToasts = (context: BrowserContext) => context.addInitScript(recordToasts);

/**
 * Whether the page showed a toast saying `text` since the last one a journey looked for: found,
 * it and those before it are taken off the log, so the same words shown again later count again.
 */
export function toastShown(page: Page, text: string): Promise<boolean> {
  return page
    .evaluate((text) => {
      const log = window.__tfToasts ?? [];
      const at = log.indexOf(text);
      if (at < 0) return false;
      log.splice(0, at + 1);
      return true;
    }, text)
    .catch(() => false);
}

/** The toasts the page showed that no journey has looked for yet. */
export const toastsNotLookedFor = (page: Page) =>
  page.evaluate(() => window.__tfToasts ?? []).catch(() => [] as string[]);
