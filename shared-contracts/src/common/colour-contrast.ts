/**
 * WCAG 2's contrast of '#rrggbb' colours: what an organisation's brand colour needs to carry text
 * (its initial on the teams screens, the buttons and the header of its members' cards, the
 * e-mail signature, the backgrounds the API draws). The browser and the API use these one copy.
 */

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

export type Rgb = [number, number, number];

export const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

export const hexOf = (rgb: Rgb) =>
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
 * 4.5:1 (at worst about 4.58, for a colour of luminance 0.18), where a softer ink would not.
 */
export function textColourOn(colour: string): '#000000' | '#ffffff' {
  return contrastRatio(colour, '#ffffff') >= contrastRatio(colour, '#000000')
    ? '#ffffff'
    : '#000000';
}

/** `share` (0 to 1) of the way from one '#rrggbb' colour to another. */
export function mixColours(from: string, to: string, share: number): string {
  const a = rgbOf(from);
  const b = rgbOf(to);
  return hexOf(a.map((c, i) => c + (b[i]! - c) * share) as Rgb);
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The card's own accent (card-theme.module.css, light theme) where no organisation colours it. */
export const DEFAULT_CARD_ACCENT = '#4f46e5';

/** The card's accent: its organisation's colour when it is '#rrggbb', else the card's own. */
export const cardAccentOf = (brandColour: string | null | undefined): string =>
  brandColour && HEX_COLOUR.test(brandColour) ? brandColour.toLowerCase() : DEFAULT_CARD_ACCENT;
