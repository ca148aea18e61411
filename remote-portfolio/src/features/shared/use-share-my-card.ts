import { useCallback } from 'react';
import { useNotify, useTranslate } from 'web-kit';
import { copyLink } from '../card-behaviours/copy-link';
import { shareOnDevice, shareText, shareTitle } from '../card-behaviours/share-sheet';

/**
 * Home's "Share my card": the device's share sheet where there is one (phones), else the link on
 * the clipboard with a toast, or, where the clipboard is refused, the link in an alert to copy by
 * hand. The same pieces as the card's own Share (card-behaviours).
 */
export function useShareMyCard(url: string | undefined, name: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(() => {
    if (!url) return;
    // Called inside the press (no await before it): the clipboard needs the person's gesture.
    const copy = () =>
      void copyLink(navigator, url).then((result) => {
        if ('toast' in result) notify.success(result.toast);
        else window.alert(`${translate(result.manualCopy)}\n${url}`);
      });
    void shareOnDevice(navigator, { title: shareTitle(name), text: shareText(name), url }, copy);
  }, [url, name, notify, translate]);
}
