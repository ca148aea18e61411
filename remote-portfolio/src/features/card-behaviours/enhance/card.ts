import { ownerToken } from '../insights';

/**
 * The server-rendered card as its script sees it (see the package README for the attributes each
 * behaviour works through): found once, then handed to every behaviour.
 */
export interface Card {
  root: HTMLElement;
  doc: Document;
  win: Window & typeof globalThis;
  /** The link Share and Copy Link hand on. */
  pageUrl: string;
  /** Whose card it is ('' when the markup does not say). */
  userId: string;
  /** The owner's session token when the owner is looking at their own card, else null. */
  ownerToken: string | null;
}

/** The card in this document, unless there is none or its script has run already (it binds once). */
export function cardIn(doc: Document): Card | null {
  const root = doc.querySelector<HTMLElement>('[data-card-root]');
  const win = doc.defaultView;
  if (!root || !win || root.hasAttribute('data-enhanced')) return null;
  root.setAttribute('data-enhanced', '');
  const userId = root.getAttribute('data-card-user') ?? '';
  return {
    root,
    doc,
    win,
    pageUrl: root.getAttribute('data-page-url') || win.location.href,
    userId,
    ownerToken: ownerToken(win, userId),
  };
}
