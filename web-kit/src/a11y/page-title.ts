import { useEffect } from 'react';
import { useTranslate } from '../i18n/use-texts';

export const APP_TITLE = 'Tapfolio';
/** The shell's polite live region (AppLayout) that says where a navigation has landed. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/** "My Cart | Tapfolio": what a browser tab, history and a screen reader call the screen. */
export const pageTitle = (title: string) => `${title} | ${APP_TITLE}`;

/**
 * Names the screen in the document title. On a navigation inside the app (the title already named
 * another screen) it also announces the new title, and, if focus was lost with the old screen,
 * puts it on the new screen's heading, so Tab continues from the top of what is now shown. A first
 * load is left to the browser, which reads the title itself.
 */
export function usePageTitle(englishTitle: string | undefined) {
  // A title given in English (a constant of the spec's) is named in the person's language; one
  // already translated (a screen's useTexts) is left as it is.
  const translate = useTranslate();
  const title = englishTitle && translate(englishTitle);
  useEffect(() => {
    if (!title) return;
    const full = pageTitle(title);
    if (document.title === full) return;
    const navigated = document.title.endsWith(` | ${APP_TITLE}`);
    document.title = full;
    if (!navigated) return;
    const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
    if (announcer) announcer.textContent = full;
    const focused = document.activeElement;
    if (!focused || focused === document.body) {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
  }, [title]);
}
