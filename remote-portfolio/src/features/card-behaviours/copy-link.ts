import { portfolioToasts } from 'shared-contracts';

/**
 * Copy Link in the share sheet, for the app's card (`useShareMenu`) and the server-rendered card's
 * script (enhance/copy-link): each shows the answer its own way (the app's toaster and an alert;
 * the card's status line and a prompt holding the link).
 */
export type CopyLinkResult =
  /** The link is on the clipboard: the toast to show. */
  | { toast: string }
  /** Refused: said as the link is offered for copying by hand. */
  | { manualCopy: string };

/** Writes the card's link to the clipboard. */
export async function copyLink(nav: Navigator, url: string): Promise<CopyLinkResult> {
  try {
    // Insecure origins and some in-app browsers refuse the clipboard; a browser without one
    // throws here too.
    await nav.clipboard.writeText(url);
    return { toast: portfolioToasts.linkCopied };
  } catch {
    return { manualCopy: portfolioToasts.manualCopyRequired };
  }
}
