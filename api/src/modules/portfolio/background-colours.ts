/**
 * The few colour sums a background needs. web-kit's colour-contrast.ts has the browser's copy of
 * the contrast rules; the API may not import web-kit, so the same WCAG 2 formulas stand here.
 */

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The card page's own accent (card-theme.module.css, light theme) when no brand colours it. */
export const DEFAULT_ACCENT = '#4f46e5';

/** The card's accent: its organisation's colour when it is '#rrggbb', as the card page reads it. */
export const accentOf = (brandColour: string | undefined | null): string =>
  brandColour && HEX_COLOUR.test(brandColour) ? brandColour.toLowerCase() : DEFAULT_ACCENT;

/** `share` of the way from one '#rrggbb' colour to another. */
export const mix = (from: string, to: string, share: number): string => {
  const a = rgbOf(from);
  const b = rgbOf(to);
  return hexOf(a.map((c, i) => c + (b[i]! - c) * share) as Rgb);
};

const luminance = (hex: string): number => {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * Black or white text across every colour it lies on (a gradient's ends): the one whose worst
 * contrast is the better.
 */
export const inkOn = (...under: string[]): '#000000' | '#ffffff' => {
  const worst = (ink: string) => Math.min(...under.map((colour) => contrastRatio(ink, colour)));
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
};
