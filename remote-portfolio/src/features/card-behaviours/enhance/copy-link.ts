import { writeToClipboard } from '../clipboard';
import { enhanceTextsOf } from '../enhance-texts';
import type { Card } from './card';
import type { ShareSheetControl } from './share-sheet';

/** How long "Link copied!" stays up. */
export const TOAST_MS = 2500;

/**
 * Copy Link (hidden without script, which cannot copy): "Link copied!" in the card's status line,
 * in the page's language, and the sheet closes; where the clipboard is refused, the link is
 * offered selected in a prompt.
 */
export function enhanceCopyLink({ root, win, pageUrl }: Card, sheet: ShareSheetControl): void {
  const copy = root.querySelector<HTMLElement>('[data-card-copy-link]');
  const toast = root.querySelector<HTMLElement>('[data-card-toast]');
  if (!copy) return;
  const texts = enhanceTextsOf(root);
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (message: string) => {
    if (!toast) return;
    toast.textContent = message;
    toast.setAttribute('data-shown', '');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toast.removeAttribute('data-shown'), TOAST_MS);
  };
  copy.hidden = false;
  copy.addEventListener('click', async () => {
    if (await writeToClipboard(win.navigator, pageUrl)) {
      say(texts.linkCopied ?? '');
      sheet.close();
    } else win.prompt(texts.manualCopy ?? '', pageUrl);
  });
}
