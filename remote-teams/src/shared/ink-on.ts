/** sRGB channel to linear light, as WCAG's relative luminance has it. */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
};

/**
 * Black or white, whichever reads better on a brand colour (`#rrggbb`): an organisation picks any
 * colour, and its initial drawn on it must stay legible (WCAG's contrast of the two).
 */
export function inkOn(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
