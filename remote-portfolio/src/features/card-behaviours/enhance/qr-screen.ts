import { lockScroll } from 'web-kit';
import { CARD_ACTIONS_ID } from '../card-anchors';
import { QR_HASH } from '../qr-screen';
import type { Card } from './card';
import { keepFocusIn } from './focus-loop';
import type { ShareSheetControl } from './share-sheet';

/**
 * The QR screen follows the URL's #qr, as it does without script. Script adds what a dialog needs:
 * focus in (on Close) and back to Share, Tab kept inside, Escape, a still page behind it.
 */
export function enhanceQrScreen({ root, doc, win }: Card, sheet: ShareSheetControl): void {
  const qr = root.querySelector<HTMLElement>('[data-card-qr]');
  const shareControl = root.querySelector<HTMLElement>('[data-card-share]');
  // Only an entry this page pushed may be left with "back": a page opened at #qr has none behind.
  let pushed = false;
  let unlockScroll = () => {};
  const sync = () => {
    if (!qr) return;
    const open = win.location.hash === QR_HASH;
    if (open === qr.hasAttribute('data-open')) return;
    qr.hidden = !open;
    qr.toggleAttribute('data-open', open);
    if (open) {
      unlockScroll = lockScroll(doc.body);
      qr.querySelector<HTMLElement>('[data-card-qr-close]')?.focus();
    } else {
      pushed = false;
      unlockScroll();
      shareControl?.focus();
    }
  };
  const close = () => {
    if (!qr?.hasAttribute('data-open')) return;
    if (pushed) win.history.back();
    else win.location.replace(`#${CARD_ACTIONS_ID}`);
  };
  root.querySelector('[data-card-qr-open]')?.addEventListener('click', (event) => {
    event.preventDefault();
    sheet.close();
    // pushState, not the link's own jump: no scroll to the (fixed) screen, nothing to undo after.
    win.history.pushState(null, '', QR_HASH);
    pushed = true;
    sync();
  });
  qr?.querySelector('[data-card-qr-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  win.addEventListener('popstate', sync);
  win.addEventListener('hashchange', sync);
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    else if (qr?.hasAttribute('data-open')) keepFocusIn(qr, event);
  });
  sync();
}
