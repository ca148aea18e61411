import type { CardDesign } from './designs.js';
import { softShadow } from './scene.js';
import { isDark, linearGradient, mix, type Drawing } from './svg.js';

const WIDTH = 420;
const HEIGHT = 860;
const SANS = 'Noto Sans, DejaVu Sans, sans-serif';

/**
 * A phone showing the Tapfolio page the card opens: a banner in the card's colours, a picture,
 * the name and the Save Contact button. Drawn at 0,0 in its own coordinates.
 */
export function phone(design: CardDesign, transform: string): Drawing {
  const { colors, accent } = design.look;
  // The page's strong colour must carry white text: a light card lends its accent instead.
  const last = colors[colors.length - 1]!;
  const brand = isDark(last) ? last : mix(accent, '#000000', 0.2);
  const screen = { x: 16, y: 16, width: WIDTH - 32, height: HEIGHT - 32 };
  const row = (y: number, width: number) =>
    `<circle cx="58" cy="${y}" r="16" fill="${mix(colors[1]!, '#ffffff', 0.75)}"/><rect x="88" y="${y - 8}" width="${width}" height="16" rx="8" fill="#e5e7eb"/>`;
  return {
    defs:
      linearGradient('phone-banner', [
        [0, colors[0]!],
        [1, brand],
      ]) +
      `<clipPath id="phone-screen"><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="44"/></clipPath>`,
    body: `<g transform="${transform}">${softShadow(18, 30, WIDTH, HEIGHT, {
      spread: 30,
      radius: 60,
      opacity: 0.35,
      layers: 12,
    })}<rect width="${WIDTH}" height="${HEIGHT}" rx="60" fill="#111827"/><rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="57" fill="none" stroke="#4b5563" stroke-width="3"/><g clip-path="url(#phone-screen)"><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" fill="#ffffff"/><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="190" fill="url(#phone-banner)"/><circle cx="${WIDTH / 2}" cy="206" r="64" fill="#ffffff"/><circle cx="${WIDTH / 2}" cy="206" r="56" fill="${mix(colors[1]!, '#ffffff', 0.55)}"/><circle cx="${WIDTH / 2}" cy="190" r="22" fill="#ffffff" fill-opacity="0.9"/><path d="M${WIDTH / 2 - 38} 248C${WIDTH / 2 - 30} 220 ${WIDTH / 2 + 30} 220 ${WIDTH / 2 + 38} 248Z" fill="#ffffff" fill-opacity="0.9"/><text x="${WIDTH / 2}" y="318" font-family="${SANS}" font-size="30" font-weight="700" text-anchor="middle" fill="#111827">Your Name</text><text x="${WIDTH / 2}" y="352" font-family="${SANS}" font-size="19" text-anchor="middle" fill="#6b7280">Founder &amp; CEO</text><rect x="48" y="384" width="${WIDTH - 96}" height="56" rx="28" fill="${brand}"/><text x="${WIDTH / 2}" y="420" font-family="${SANS}" font-size="20" font-weight="700" text-anchor="middle" fill="#ffffff">Save Contact</text>${row(490, 220)}${row(546, 180)}${row(602, 240)}${row(658, 160)}</g><rect x="${WIDTH / 2 - 50}" y="30" width="100" height="26" rx="13" fill="#111827"/></g>`,
  };
}
