import {
  PLACEHOLDER_IMAGE,
  portfolioToasts,
  STORAGE_KEYS,
  type LocalTheme,
} from 'shared-contracts';
import {
  CARD_ACTIONS_ID,
  DETAILS_INVALID_ID,
  DETAILS_SENT_ID,
  DETAILS_SHEET_ID,
  QR_SCREEN_ID,
  SHARE_SHEET_ID,
} from '../features/public-page/card-anchors';
import { DETAILS_FORM, enhanceDetailsForm } from '../features/public-page/details-submit';
import {
  listenForInsights,
  ownerToken,
  sendInsight,
  sendOwnerBeacon,
} from '../features/public-page/insight-beacon';
import {
  MARQUEE_PAUSED,
  MARQUEE_ROW,
  MARQUEE_TOGGLE,
  marqueeToggleLabel,
  marqueeToggleText,
} from '../features/public-page/marquee-toggle';
import { themeSwitchLabel } from '../features/public-page/theme-switch-label';
import { keepFocusIn, tabbables } from './focus-loop';

/** How long "Link copied!" stays up. */
export const TOAST_MS = 2500;

// A DOMException; not an Error instance in every engine, so read its name.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * What the server-rendered card gains once script runs, found through the data attributes the card
 * components render (see the package README): Share opens the device's share sheet or the card's,
 * Copy Link copies, the theme switch flips and remembers the theme, a broken image falls back.
 * Everything works without it as plain links; this only adds. Safe to call twice.
 */
export function enhanceCard(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-card-root]');
  const win = doc.defaultView;
  if (!root || !win || root.hasAttribute('data-enhanced')) return;
  root.setAttribute('data-enhanced', '');

  const find = <T extends Element = HTMLElement>(selector: string) =>
    root.querySelector<T>(selector);
  const pageUrl = root.getAttribute('data-page-url') || win.location.href;
  const shareControl = find('[data-card-share]');
  const sheet = find('[data-card-share-sheet]');
  const copy = find('[data-card-copy-link]');
  const themeSwitch = find('[data-card-theme-toggle]');
  const toast = find('[data-card-toast]');

  // Insights: the owner's own visit is taken back and sends nothing else; a visitor's link taps
  // and shares are counted (the view itself was counted by the server that sent the page).
  const userId = root.getAttribute('data-card-user') ?? '';
  const token = ownerToken(win, userId);
  if (token) {
    sendOwnerBeacon(userId, token);
    // "Share your details" is for visitors, not the owner looking at their own card.
    const shareDetails = find('[data-card-share-details]');
    if (shareDetails) shareDetails.hidden = true;
  } else if (userId) listenForInsights(root, userId);

  // The theme: this device's choice (the spec's `portfolioTheme`) over the one it was rendered in.
  const storedTheme = (): LocalTheme | null => {
    try {
      const value = win.localStorage.getItem(STORAGE_KEYS.portfolioTheme);
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      return null;
    }
  };
  const applyTheme = (theme: LocalTheme) => {
    root.setAttribute('data-theme', theme);
    themeSwitch?.setAttribute('aria-label', themeSwitchLabel(theme));
    themeSwitch?.setAttribute('title', themeSwitchLabel(theme));
  };
  const rendered: LocalTheme = root.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
  const stored = storedTheme();
  if (stored) applyTheme(stored);
  // Another tab chose a theme, or cleared the choice (back to the one the card was rendered in).
  win.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.portfolioTheme && event.key !== null) return;
    applyTheme(storedTheme() ?? rendered);
  });
  if (themeSwitch) {
    themeSwitch.hidden = false;
    themeSwitch.addEventListener('click', () => {
      const next: LocalTheme = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      applyTheme(next);
      try {
        win.localStorage.setItem(STORAGE_KEYS.portfolioTheme, next);
      } catch {
        // Storage refused (private mode): the switch still works for this visit.
      }
    });
  }

  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (message: string) => {
    if (!toast) return;
    toast.textContent = message;
    toast.setAttribute('data-shown', '');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toast.removeAttribute('data-shown'), TOAST_MS);
  };

  // The share sheet. Without script it opens as the URL's target (#share); a sheet opened that
  // way is closed by leaving that target.
  let opener: HTMLElement | null = null;
  let overflow = '';
  const isTarget = () => win.location.hash === `#${SHARE_SHEET_ID}`;
  const isOpen = () => Boolean(sheet?.hasAttribute('data-open')) || isTarget();
  const openSheet = () => {
    if (!sheet || isOpen()) return;
    opener = doc.activeElement instanceof win.HTMLElement ? doc.activeElement : shareControl;
    sheet.hidden = false;
    sheet.setAttribute('data-open', '');
    shareControl?.setAttribute('aria-expanded', 'true');
    overflow = doc.body.style.overflow;
    doc.body.style.overflow = 'hidden';
    (copy ?? sheet.querySelector<HTMLElement>('a[target], [data-card-share-close]'))?.focus();
  };
  const closeSheet = () => {
    if (!sheet || !isOpen()) return;
    if (isTarget()) win.location.replace(`#${CARD_ACTIONS_ID}`);
    if (!sheet.hasAttribute('data-open')) return;
    sheet.hidden = true;
    sheet.removeAttribute('data-open');
    shareControl?.setAttribute('aria-expanded', 'false');
    doc.body.style.overflow = overflow;
    opener?.focus();
  };

  shareControl?.addEventListener('click', async (event) => {
    event.preventDefault();
    const share = win.navigator.share?.bind(win.navigator);
    if (share) {
      try {
        await share({
          title: shareControl.getAttribute('data-share-title') ?? undefined,
          text: shareControl.getAttribute('data-share-text') ?? undefined,
          url: pageUrl,
        });
        if (!token && userId) sendInsight(userId, { kind: 'share' });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    openSheet();
  });
  sheet?.querySelectorAll('[data-card-share-close]').forEach((control) =>
    control.addEventListener('click', (event) => {
      event.preventDefault();
      closeSheet();
    }),
  );
  // A service opens in a new tab; the sheet has done its job.
  sheet
    ?.querySelectorAll('a[target]')
    .forEach((link) => link.addEventListener('click', closeSheet));
  const sheetDialog = sheet?.querySelector<HTMLElement>('[role="dialog"]');
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeSheet();
    else if (sheetDialog && sheet?.hasAttribute('data-open')) keepFocusIn(sheetDialog, event);
  });

  // The QR screen is a place in the history (#qr), with or without script, so the phone's back
  // button leaves it. Script adds what a dialog needs: focus in and back, Escape, a still page.
  const qr = find('[data-card-qr]');
  let qrPushed = false;
  let qrOverflow = '';
  const syncQr = () => {
    if (!qr) return;
    const open = win.location.hash === `#${QR_SCREEN_ID}`;
    if (open === qr.hasAttribute('data-open')) return;
    qr.hidden = !open;
    qr.toggleAttribute('data-open', open);
    if (open) {
      qrOverflow = doc.body.style.overflow;
      doc.body.style.overflow = 'hidden';
      qr.querySelector<HTMLElement>('[data-card-qr-close]')?.focus();
    } else {
      qrPushed = false;
      doc.body.style.overflow = qrOverflow;
      shareControl?.focus();
    }
  };
  const closeQr = () => {
    if (!qr?.hasAttribute('data-open')) return;
    // Back, when this page put #qr there; a page opened at #qr has nothing of ours behind it.
    if (qrPushed) win.history.back();
    else win.location.replace(`#${CARD_ACTIONS_ID}`);
  };
  find('[data-card-qr-open]')?.addEventListener('click', (event) => {
    event.preventDefault();
    closeSheet();
    // pushState, not the link's own jump: no scroll to the (fixed) screen, nothing to undo after.
    win.history.pushState(null, '', `#${QR_SCREEN_ID}`);
    qrPushed = true;
    syncQr();
  });
  qr?.querySelector('[data-card-qr-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    closeQr();
  });
  win.addEventListener('popstate', syncQr);
  win.addEventListener('hashchange', syncQr);
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeQr();
    else if (qr?.hasAttribute('data-open')) keepFocusIn(qr, event);
  });
  syncQr();

  // "Share your details" and its two no-script answers open as the URL's target, script or not.
  // Script adds a dialog's keyboard: focus in, Tab kept inside, Escape, focus back to the opener.
  const detailsOpener = find(`a[href="#${DETAILS_SHEET_ID}"]`);
  let hashOpener: HTMLElement | null = null;
  let openLayer: HTMLElement | null = null;
  const syncHashLayer = () => {
    const id = win.location.hash.slice(1);
    const layer = [DETAILS_SHEET_ID, DETAILS_SENT_ID, DETAILS_INVALID_ID].includes(id)
      ? doc.getElementById(id)?.querySelector<HTMLElement>('[role="dialog"]')
      : null;
    if (layer === openLayer) return;
    const closed = openLayer;
    openLayer = layer ?? null;
    if (openLayer) {
      if (!closed) {
        const active = doc.activeElement;
        hashOpener =
          active instanceof win.HTMLElement && !openLayer.contains(active) && active !== doc.body
            ? active
            : null;
      }
      const controls = tabbables(openLayer);
      (controls.find((control) => control.matches('input, textarea')) ?? controls[0])?.focus();
    } else {
      (hashOpener ?? detailsOpener)?.focus();
      hashOpener = null;
    }
  };
  win.addEventListener('hashchange', syncHashLayer);
  doc.addEventListener('keydown', (event) => {
    if (!openLayer) return;
    if (event.key === 'Escape') win.location.replace(`#${CARD_ACTIONS_ID}`);
    else keepFocusIn(openLayer, event);
  });
  syncHashLayer();

  // The social marquee's Pause/Play needs script; without it the row still stops on hover,
  // focus, and for prefers-reduced-motion (CSS).
  root.querySelectorAll<HTMLElement>(`[${MARQUEE_TOGGLE}]`).forEach((toggle) => {
    const row = toggle.closest(`[${MARQUEE_ROW}]`);
    if (!row) return;
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const paused = !row.hasAttribute(MARQUEE_PAUSED);
      row.toggleAttribute(MARQUEE_PAUSED, paused);
      toggle.setAttribute('aria-label', marqueeToggleLabel(paused));
      toggle.textContent = marqueeToggleText(paused);
    });
  });

  if (copy) {
    copy.hidden = false;
    copy.addEventListener('click', async () => {
      try {
        await win.navigator.clipboard.writeText(pageUrl);
        say(portfolioToasts.linkCopied);
        closeSheet();
      } catch {
        // Insecure origins and some in-app browsers refuse the clipboard (or have none): the link
        // is offered selected, ready to copy by hand.
        win.prompt(portfolioToasts.manualCopyRequired, pageUrl);
      }
    });
  }

  // "Share your details" posts JSON and answers in place; without script it is a form post.
  const detailsForm = find<HTMLFormElement>(`form[${DETAILS_FORM}]`);
  if (detailsForm) enhanceDetailsForm(detailsForm);

  // Broken images: the placeholder in their place; a broken profile picture hides and its initials
  // show. Some may have failed before this script ran.
  const fallBack = (image: HTMLImageElement) => {
    const kind = image.getAttribute('data-card-fallback');
    if (kind === 'hide') {
      image.hidden = true;
      const initials = image.nextElementSibling;
      if (initials instanceof win.HTMLElement) initials.hidden = false;
    } else if (kind === 'placeholder' && image.getAttribute('src') !== PLACEHOLDER_IMAGE) {
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      image.setAttribute('src', PLACEHOLDER_IMAGE);
    }
  };
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof win.HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  root.querySelectorAll<HTMLImageElement>('img[data-card-fallback]').forEach((image) => {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
  });
}
