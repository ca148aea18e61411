import {
  MARQUEE_PAUSED,
  MARQUEE_ROW,
  MARQUEE_TOGGLE,
  marqueeToggleLabel,
  marqueeToggleText,
} from '../marquee';
import { enhanceTextsOf } from '../enhance-texts';
import type { Card } from './card';

/**
 * The social marquee's Pause/Play needs script; without it the row still stops on hover, focus,
 * and for prefers-reduced-motion (CSS).
 */
export function enhanceMarquee({ root }: Card): void {
  const texts = enhanceTextsOf(root);
  root.querySelectorAll<HTMLElement>(`[${MARQUEE_TOGGLE}]`).forEach((toggle) => {
    const row = toggle.closest(`[${MARQUEE_ROW}]`);
    if (!row) return;
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const paused = !row.hasAttribute(MARQUEE_PAUSED);
      row.toggleAttribute(MARQUEE_PAUSED, paused);
      const label = marqueeToggleLabel(paused, texts);
      const text = marqueeToggleText(paused, texts);
      if (label) toggle.setAttribute('aria-label', label);
      if (text) toggle.textContent = text;
    });
  });
}
