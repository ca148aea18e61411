import { useCallback, useState } from 'react';
import { portfolioToasts } from 'shared-contracts';
import { useNotify, useScrollLock, useTexts } from 'web-kit';
import { writeToClipboard } from '../card-behaviours/clipboard';
import { shareOnDevice } from '../card-behaviours/share-sheet';

export interface ShareData {
  url: string;
  title: string;
  text: string;
  /** The device's share sheet handed the link on (not cancelled). */
  onShared?: () => void;
}

/**
 * Share in the app (card-behaviours/share-sheet and clipboard, as on the server-rendered card):
 * the device's own share sheet where there is one, else the card's sheet. While the sheet is open
 * the page behind does not scroll (the sheet itself keeps focus and closes on Escape). Copy Link's
 * answer is the app's toast, or an alert holding the link where the clipboard is refused.
 */
export function useShareMenu({ url, title, text, onShared }: ShareData) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const toasts = useTexts(portfolioToasts);
  const close = useCallback(() => setOpen(false), []);

  useScrollLock(open);

  const share = useCallback(async () => {
    if (await shareOnDevice(navigator, { title, text, url }, () => setOpen(true))) onShared?.();
  }, [title, text, url, onShared]);

  const copy = useCallback(async () => {
    if (await writeToClipboard(navigator, url)) {
      notify.success(toasts.linkCopied);
      setOpen(false);
    } else window.alert(`${toasts.manualCopyRequired}\n${url}`);
  }, [notify, toasts, url]);

  return { open, share, close, copyLink: copy };
}
