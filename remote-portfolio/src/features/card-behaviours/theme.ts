import { STORAGE_KEYS, type LocalTheme } from 'shared-contracts';

/**
 * The card's light or dark theme: this device's choice (the spec's `portfolioTheme`), kept in
 * storage, over the theme the owner saved. The app's card (`usePortfolioTheme`) and the
 * server-rendered card's script (enhance/theme) both read, flip and keep it here.
 */

/** A stored value as a theme: anything else (an old value, a hand edit) is no choice at all. */
export const asTheme = (value: string | null | undefined): LocalTheme | null =>
  value === 'light' || value === 'dark' ? value : null;

/** What the switch turns the card to. */
export const nextTheme = (theme: LocalTheme): LocalTheme => (theme === 'dark' ? 'light' : 'dark');

/** A storage event that may have changed the choice: its own key, or the whole storage cleared. */
export const changesTheme = (key: string | null) =>
  key === STORAGE_KEYS.portfolioTheme || key === null;

/** This device's choice, or null: none made, or storage refused (blocked cookies, some webviews). */
export function readTheme(win: Window): LocalTheme | null {
  try {
    return asTheme(win.localStorage.getItem(STORAGE_KEYS.portfolioTheme));
  } catch {
    return null;
  }
}

/** Keeps the choice on this device. */
export function keepTheme(win: Window, theme: LocalTheme): void {
  try {
    win.localStorage.setItem(STORAGE_KEYS.portfolioTheme, theme);
  } catch {
    // Storage refused: the switch still works for this visit.
  }
}

/**
 * Follows a choice made or cleared in another tab (the `storage` event fires only in the others);
 * answers the function that stops following.
 */
export function watchTheme(win: Window, onChange: (theme: LocalTheme | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (changesTheme(event.key)) onChange(readTheme(win));
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}
