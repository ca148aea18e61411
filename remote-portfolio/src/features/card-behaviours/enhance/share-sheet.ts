import { lockScroll } from 'web-kit';
import { CARD_ACTIONS_ID, SHARE_SHEET_ID } from '../card-anchors';
import { sendInsight } from '../insights';
import { shareOnDevice } from '../share-sheet';
import type { Card } from './card';
import { keepFocusIn } from './focus-loop';

/** What the other behaviours do with the sheet: Copy Link and the QR code close it. */
export interface ShareSheetControl {
  close(): void;
}

/**
 * Share opens the device's share sheet, else the card's. Without script the card's sheet opens as
 * the URL's target (#share); a sheet opened that way is closed by leaving that target. Script adds
 * a dialog's keyboard: focus in (on Copy Link), Tab kept inside, Escape, focus back to the opener.
 */
export function enhanceShareSheet({
  root,
  doc,
  win,
  pageUrl,
  userId,
  ownerToken,
}: Card): ShareSheetControl {
  const shareControl = root.querySelector<HTMLElement>('[data-card-share]');
  const sheet = root.querySelector<HTMLElement>('[data-card-share-sheet]');
  let opener: HTMLElement | null = null;
  let unlockScroll = () => {};
  const isTarget = () => win.location.hash === `#${SHARE_SHEET_ID}`;
  const isOpen = () => Boolean(sheet?.hasAttribute('data-open')) || isTarget();

  const open = () => {
    if (!sheet || isOpen()) return;
    opener = doc.activeElement instanceof win.HTMLElement ? doc.activeElement : shareControl;
    sheet.hidden = false;
    sheet.setAttribute('data-open', '');
    shareControl?.setAttribute('aria-expanded', 'true');
    unlockScroll = lockScroll(doc.body);
    (
      sheet.querySelector<HTMLElement>('[data-card-copy-link]') ??
      sheet.querySelector<HTMLElement>('a[target], [data-card-share-close]')
    )?.focus();
  };
  const close = () => {
    if (!sheet || !isOpen()) return;
    if (isTarget()) win.location.replace(`#${CARD_ACTIONS_ID}`);
    if (!sheet.hasAttribute('data-open')) return;
    sheet.hidden = true;
    sheet.removeAttribute('data-open');
    shareControl?.setAttribute('aria-expanded', 'false');
    unlockScroll();
    opener?.focus();
  };

  shareControl?.addEventListener('click', async (event) => {
    event.preventDefault();
    const data = {
      title: shareControl.getAttribute('data-share-title') ?? undefined,
      text: shareControl.getAttribute('data-share-text') ?? undefined,
      url: pageUrl,
    };
    // The owner's own shares are not counted.
    if ((await shareOnDevice(win.navigator, data, open)) && userId && !ownerToken) {
      sendInsight(userId, { kind: 'share' });
    }
  });
  sheet?.querySelectorAll('[data-card-share-close]').forEach((control) =>
    control.addEventListener('click', (event) => {
      event.preventDefault();
      close();
    }),
  );
  // A service opens in a new tab; the sheet has done its job.
  sheet?.querySelectorAll('a[target]').forEach((link) => link.addEventListener('click', close));
  const dialog = sheet?.querySelector<HTMLElement>('[role="dialog"]');
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    else if (dialog && sheet?.hasAttribute('data-open')) keepFocusIn(dialog, event);
  });
  return { close };
}
