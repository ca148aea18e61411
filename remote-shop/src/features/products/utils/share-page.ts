import type { shopTexts } from 'shared-contracts';

type ShareTexts = Pick<typeof shopTexts, 'shareNotSupported' | 'shareFailed'>;

// A DOMException; not an Error instance in every engine, so read its name.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * The spec's share: the device's share sheet; without one, copy the link and say so. A sheet the
 * person dismisses is no failure; anything else that goes wrong says the page could not be shared.
 */
export async function sharePage(
  { title, url }: { title: string; url: string },
  texts: ShareTexts,
): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if (!isAbort(error)) throw error;
      }
      return;
    }
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
    window.alert(texts.shareNotSupported);
  } catch {
    window.alert(texts.shareFailed);
  }
}
