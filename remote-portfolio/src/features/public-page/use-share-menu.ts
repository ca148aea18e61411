import { useCallback, useEffect, useState } from 'react';
import { portfolioToasts } from 'shared-contracts';
import { useNotify } from 'web-kit';

// A DOMException; not an Error instance in every engine, so read its name.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

export interface ShareData {
  url: string;
  title: string;
  text: string;
  /** The device's share sheet handed the link on (not cancelled). */
  onShared?: () => void;
}

/**
 * Share in the app: the device's own share sheet where there is one (phones), else the card's
 * sheet with Copy Link and the spec's five services. A share sheet the person dismisses is not an
 * error; one that fails for another reason falls back to the card's sheet. While the sheet is
 * open the page behind does not scroll (the sheet itself keeps focus and closes on Escape).
 */
export function useShareMenu({ url, title, text, onShared }: ShareData) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const share = useCallback(async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        onShared?.();
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    setOpen(true);
  }, [title, text, url, onShared]);

  const copyLink = useCallback(async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(portfolioToasts.linkCopied);
      setOpen(false);
    } catch {
      // Insecure origins and some in-app browsers refuse the clipboard: the link is shown instead.
      window.alert(`${portfolioToasts.manualCopyRequired}\n${url}`);
    }
  }, [notify, url]);

  return { open, share, close, copyLink };
}
