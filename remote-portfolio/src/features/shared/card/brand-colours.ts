import type { CSSProperties } from 'react';

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The backgrounds the accent is read on as text or a focus ring, one per theme: the darkest of
 * the light palette's and the lightest of the dark one's (card-theme.module.css), so that it holds
 * on every surface of the card.
 */
const THEME_BACKGROUNDS = { light: '#f2f2f8', dark: '#1f1f2b' } as const;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white text on the colour, whichever contrasts more: one of the two always holds
 * 4.5:1 (at worst about 4.58, for a colour of luminance 0.18), where the palette's softer ink
 * would not.
 */
export function textColourOn(colour: string): '#000000' | '#ffffff' {
  return contrastRatio(colour, '#ffffff') >= contrastRatio(colour, '#000000')
    ? '#ffffff'
    : '#000000';
}

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
