import { portfolioToasts } from 'shared-contracts';
import { writeToClipboard } from './clipboard';

/**
 * Copy Link in the share sheet, for the app's card (`useShareMenu`) and Share my card: each shows
 * the answer its own way (the app's toaster and an alert). The server-rendered card's script
 * (enhance/copy-link) writes with `writeToClipboard` and says the page's own texts.
 */
export type CopyLinkResult =
  /** The link is on the clipboard: the toast to show. */
  | { toast: string }
  /** Refused: said as the link is offered for copying by hand. */
  | { manualCopy: string };

/** Writes the card's link to the clipboard; the toasts are English, which the app's toaster translates. */
export async function copyLink(nav: Navigator, url: string): Promise<CopyLinkResult> {
  return (await writeToClipboard(nav, url))
    ? { toast: portfolioToasts.linkCopied }
    : { manualCopy: portfolioToasts.manualCopyRequired };
}
