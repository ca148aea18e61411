import type { LocalTheme } from 'shared-contracts';
import { enhanceTextsOf, themeSwitchLabel } from '../enhance-texts';
import { nextTheme, keepTheme, readTheme, watchTheme } from '../theme';
import type { Card } from './card';

/**
 * The theme switch: this device's choice over the theme the page was rendered in, flipped and kept
 * by the switch (both icons are in the markup and `data-theme` shows one), and followed when
 * another tab chooses or clears it.
 */
export function enhanceTheme({ root, win }: Card): void {
  const toggle = root.querySelector<HTMLElement>('[data-card-theme-toggle]');
  const rendered: LocalTheme = root.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
  const texts = enhanceTextsOf(root);
  let shown = rendered;
  const apply = (theme: LocalTheme) => {
    shown = theme;
    root.setAttribute('data-theme', theme);
    const label = themeSwitchLabel(theme, texts);
    if (!label) return;
    toggle?.setAttribute('aria-label', label);
    toggle?.setAttribute('title', label);
  };
  const stored = readTheme(win);
  if (stored) apply(stored);
  watchTheme(win, (theme) => apply(theme ?? rendered));
  if (!toggle) return;
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    apply(nextTheme(shown));
    keepTheme(win, shown);
  });
}
