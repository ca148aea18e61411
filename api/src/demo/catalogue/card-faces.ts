import { CARD_HEIGHT as H, CARD_RADIUS, CARD_WIDTH as W } from './card-size.js';
import type { CardDesign, CardLook } from './designs.js';
import { accentPaint, material } from './materials.js';
import { pseudoQrPath } from './pseudo-qr.js';
import { isDark, seededRandom, type Drawing } from './svg.js';

const PAD = 56;
const SANS = 'Noto Sans, DejaVu Sans, sans-serif';
const SERIF = 'Noto Serif, DejaVu Serif, serif';

/** Wood and metal are laser-engraved, not printed: no white panel behind their QR code. */
const lasered = (look: CardLook) => look.finish === 'wood' || look.finish === 'brushed';

/** Engraved lettering shows its cut; foil laid on an engraved card does not. */
const engraved = (look: CardLook) => !look.foil && lasered(look);

/**
 * Text as printed on the card. Engraved text gets a light lower edge, where the cut catches the
 * light, so it reads as carved rather than printed.
 */
function text(
  look: CardLook,
  x: number,
  y: number,
  content: string,
  attributes: string,
  { paint = look.ink, opacity = 1 } = {},
) {
  const edge = engraved(look)
    ? `<text x="${x}" y="${y + 1.6}" ${attributes} fill="#ffffff" fill-opacity="${0.35 * opacity}">${content}</text>`
    : '';
  return `${edge}<text x="${x}" y="${y}" ${attributes} fill="${paint}" fill-opacity="${opacity}">${content}</text>`;
}

/** The contactless symbol: four arcs growing to the right. */
export function nfcWaves(x: number, y: number, size: number, paint: string, width = 6) {
  const arcs = [0.28, 0.5, 0.72, 0.94].map((reach, i) => {
    const r = size * reach;
    const half = 0.62 + i * 0.08;
    const dy = r * Math.sin(half);
    const dx = r * Math.cos(half);
    return `<path d="M${(x + dx).toFixed(1)} ${(y - dy).toFixed(1)}A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(x + dx).toFixed(1)} ${(y + dy).toFixed(1)}"/>`;
  });
  return `<g fill="none" stroke="${paint}" stroke-width="${width}" stroke-linecap="round">${arcs.join('')}</g>`;
}

/** A placeholder logo: a hexagon around a spark, the kind of mark a small business has. */
function logoMark(x: number, y: number, size: number, paint: string) {
  const r = size / 2;
  const hexagon = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(x + r + r * Math.cos(angle)).toFixed(1)},${(y + r + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  const s = r * 0.42;
  const cx = x + r;
  const cy = y + r;
  return `<polygon points="${hexagon}" fill="none" stroke="${paint}" stroke-width="${(size * 0.08).toFixed(1)}" stroke-linejoin="round"/><path d="M${cx} ${cy - s}Q${cx} ${cy} ${cx + s} ${cy}Q${cx} ${cy} ${cx} ${cy + s}Q${cx} ${cy} ${cx - s} ${cy}Q${cx} ${cy} ${cx} ${cy - s}z" fill="${paint}"/>`;
}

/** The id of the clip path in the shape of a face drawn with `id`, for drawing on the card. */
export const faceClipId = (id: string) => `${id}-clip`;

const clip = (id: string) =>
  `<clipPath id="${faceClipId(id)}"><rect width="${W}" height="${H}" rx="${CARD_RADIUS}"/></clipPath>`;

/** A thin bright rim where the card's edge catches the light. */
const rim = () =>
  `<rect x="0.75" y="0.75" width="${W - 1.5}" height="${H - 1.5}" rx="${CARD_RADIUS}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="1.5"/>`;

/** The card's front at 0,0-W,H: logo and company, NFC waves, name and title. */
export function cardFront(design: CardDesign, id: string): Drawing {
  const { look } = design;
  const face = material(look, id, seededRandom(`${design.slug}:front`));
  const accent = accentPaint(look, id);
  const family = look.serif ? SERIF : SANS;
  const body = [
    logoMark(PAD, PAD, 68, accent.paint),
    text(
      look,
      PAD + 90,
      PAD + 44,
      'YOUR COMPANY',
      `font-family="${SANS}" font-size="22" font-weight="700" letter-spacing="5"`,
      { opacity: 0.85 },
    ),
    nfcWaves(W - PAD - 58, PAD + 34, 62, accent.paint),
    `<rect x="${PAD}" y="${H - 196}" width="56" height="5" rx="2.5" fill="${accent.paint}"/>`,
    text(
      look,
      PAD,
      H - 112,
      'Your Name',
      `font-family="${family}" font-size="66" font-weight="700"`,
      // Foil lettering shines on a dark card; on a light one the name stays in ink to be read.
      { paint: look.foil && isDark(look.colors[0]!) ? accent.paint : look.ink },
    ),
    text(
      look,
      PAD,
      H - 64,
      'Founder &amp; CEO',
      `font-family="${SANS}" font-size="27" letter-spacing="1.5"`,
      { opacity: 0.8 },
    ),
    text(
      look,
      W - PAD,
      H - 64,
      'tapfolio',
      `font-family="${SANS}" font-size="19" font-weight="700" letter-spacing="2" text-anchor="end"`,
      { opacity: 0.45 },
    ),
  ].join('');
  return {
    defs: clip(id) + face.defs + accent.defs,
    body: `<g clip-path="url(#${faceClipId(id)})">${face.body}${body}${rim()}</g>`,
  };
}

/** The card's back: a QR block on a plate (or engraved), and how to use the card. */
export function cardBack(design: CardDesign, id: string): Drawing {
  const { look } = design;
  const face = material(look, id, seededRandom(`${design.slug}:back`));
  const accent = accentPaint(look, id);
  const plate = !lasered(look);
  const qrSize = 330;
  const top = (H - qrSize) / 2;
  const qr = pseudoQrPath(seededRandom(design.slug), qrSize);
  const qrInk = plate ? '#111827' : look.ink;
  const qrBlock = `${
    plate
      ? `<rect x="${PAD - 16}" y="${top - 16}" width="${qrSize + 32}" height="${qrSize + 32}" rx="22" fill="#ffffff"/>`
      : `<path transform="translate(${PAD} ${top + 1.6})" d="${qr}" fill="#ffffff" fill-opacity="0.3"/>`
  }<path transform="translate(${PAD} ${top})" d="${qr}" fill="${qrInk}"/>`;
  const column = PAD + qrSize + 60;
  const body = [
    qrBlock,
    nfcWaves(column + 6, top + 40, 58, accent.paint),
    text(
      look,
      column,
      top + 150,
      'Tap or scan',
      `font-family="${SANS}" font-size="40" font-weight="700"`,
    ),
    text(
      look,
      column,
      top + 200,
      'to connect',
      `font-family="${SANS}" font-size="40" font-weight="700"`,
    ),
    `<rect x="${column}" y="${top + 240}" width="48" height="4" rx="2" fill="${accent.paint}"/>`,
    text(
      look,
      column,
      top + 300,
      'tapfolio.app',
      `font-family="${SANS}" font-size="27" letter-spacing="1"`,
      { opacity: 0.85 },
    ),
  ].join('');
  return {
    defs: clip(id) + face.defs + accent.defs,
    body: `<g clip-path="url(#${faceClipId(id)})">${face.body}${body}${rim()}</g>`,
  };
}
