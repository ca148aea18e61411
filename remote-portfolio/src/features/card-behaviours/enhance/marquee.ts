import {
  MARQUEE_PAUSED,
  MARQUEE_ROW,
  MARQUEE_TOGGLE,
  marqueeToggleLabel,
  marqueeToggleText,
} from '../marquee';
import type { Card } from './card';

/**
 * The social marquee's Pause/Play needs script; without it the row still stops on hover, focus,
 * and for prefers-reduced-motion (CSS).
 */
export function enhanceMarquee({ root }: Card): void {
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
}
