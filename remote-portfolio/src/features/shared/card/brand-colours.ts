import type { CSSProperties } from 'react';
import {
  contrastRatio,
  hexOf,
  relativeLuminance,
  rgbOf,
  TEXT_CONTRAST,
  textColourOn,
  type Rgb,
} from 'shared-contracts';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The backgrounds the accent is read on as text or a focus ring, one per theme: the darkest of
 * the light palette's and the lightest of the dark one's (card-theme.module.css), so that it holds
 * on every surface of the card.
 */
const THEME_BACKGROUNDS = { light: '#f2f2f8', dark: '#1f1f2b' } as const;

/**
 * The colour as text on a background: itself when it reads there at 4.5:1, else mixed towards
 * black (on a light background) or white (on a dark one) by the least step that does, so a pale
 * brand still names its hue in the designation and the focus rings.
 */
export function readableOn(colour: string, background: string): string {
  const towards: Rgb = relativeLuminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const from = rgbOf(colour);
  for (let step = 0; step <= 20; step++) {
    const share = step / 20;
    const mixed = hexOf(from.map((c, i) => c + (towards[i]! - c) * share) as Rgb);
    if (contrastRatio(mixed, background) >= TEXT_CONTRAST) return mixed;
  }
  return hexOf(towards);
}

/**
 * The card's palette in its organisation's colour, as custom properties for the card's root
 * (card-theme.module.css reads them, in either theme, falling back to its own accent): inline on
 * the element, the server-rendered page needs no script or stylesheet of its own for it. None
 * for no colour, or one that is not '#rrggbb' (it goes into a style attribute).
 */
export function brandStyle(colour: string | undefined): CSSProperties | undefined {
  if (!colour || !HEX_COLOUR.test(colour)) return undefined;
  const brand = colour.toLowerCase();
  return {
    '--card-brand': brand,
    '--card-brand-on': textColourOn(brand),
    '--card-brand-text-light': readableOn(brand, THEME_BACKGROUNDS.light),
    '--card-brand-text-dark': readableOn(brand, THEME_BACKGROUNDS.dark),
  } as CSSProperties;
}
