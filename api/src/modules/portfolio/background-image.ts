import sharp, { type OverlayOptions } from 'sharp';
import {
  contrastRatio,
  escapeHtml,
  LOCK_SCREENS,
  mixColours,
  VIDEO_BACKGROUND_SIZE,
  type BackgroundDesign,
  type BackgroundKind,
  type LockScreen,
} from 'shared-contracts';
import { inkOn } from './background-colours.js';
import { qrPng } from './qr-image.js';

/** What a background shows of the card. */
export interface BackgroundCard {
  name: string;
  /** "Designation · Company", or what there is of it. */
  line: string;
  /** '#rrggbb': the card's accent (background-colours.ts, `accentOf`). */
  accent: string;
  /** The card's canonical URL, the one its QR route encodes. */
  url: string;
}

interface Size {
  width: number;
  height: number;
}

interface Box {
  left: number;
  top: number;
  /** The widest the text may be; a longer name is scaled down to fit, never cut. */
  maxWidth: number;
  /** Centred on `left + maxWidth / 2` rather than starting at `left`. */
  centred: boolean;
}

/** Where things go on one kind of image. */
interface Layout extends Size {
  qr: { left: number; top: number; size: number };
  name: Box & { px: number };
  line: { px: number; gap: number };
  /** The light design's band of brand colour: across the bottom, where nothing is read. */
  bandTop: number;
  /** Video runs its gradient corner to corner, a tall phone screen top to bottom. */
  gradient: { x2: number; y2: number };
}

/**
 * A video call: the person sits in the middle and the lower half, and an app that crops to 4:3
 * keeps x 240..1680. The code goes top right inside that crop (a viewer sees it above the
 * shoulder) at 360 px, quiet zone included, so its modules stay whole pixels of 8 for a card URL.
 * The image is never mirrored: only the person's own preview is, the viewers see the file as is.
 */
function videoLayout(): Layout {
  const { width, height } = VIDEO_BACKGROUND_SIZE;
  const size = 360;
  const qrLeft = 1680 - 40 - size;
  return {
    width,
    height,
    qr: { left: qrLeft, top: 80, size },
    name: { left: 280, top: 110, maxWidth: qrLeft - 60 - 280, centred: false, px: 64 },
    line: { px: 36, gap: 18 },
    bandTop: height - 120,
    gradient: { x2: 1, y2: 1 },
  };
}

/**
 * A lock screen: the clock and date take the top 35 %, the gesture bar the bottom 12 %. The code
 * is centred between them, 56 % of the width (its modules at least 40 %), under the name.
 */
function lockLayout(screen: LockScreen): Layout {
  const { width, height } = LOCK_SCREENS[screen];
  const size = Math.round(width * 0.56);
  const margin = Math.round(width * 0.08);
  return {
    width,
    height,
    qr: { left: Math.round((width - size) / 2), top: Math.round(height * 0.5), size },
    name: {
      left: margin,
      top: Math.round(height * 0.38),
      maxWidth: width - 2 * margin,
      centred: true,
      px: Math.round(width * 0.062),
    },
    line: { px: Math.round(width * 0.036), gap: Math.round(height * 0.01) },
    bandTop: Math.round(height * 0.88),
    gradient: { x2: 0, y2: 1 },
  };
}

interface Look {
  field: string;
  nameInk: string;
  lineInk: string;
}

/** The three designs: the brand colour as a field, as a soft gradient, or as a band on light. */
function design(which: BackgroundDesign, accent: string, layout: Layout): Look {
  const { width, height } = layout;
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  if (which === '1') {
    const ink = inkOn(accent);
    return {
      field: svg(`<rect width="100%" height="100%" fill="${accent}"/>`),
      nameInk: ink,
      lineInk: ink,
    };
  }
  if (which === '2') {
    const from = mixColours(accent, '#ffffff', 0.18);
    const to = mixColours(accent, '#000000', 0.45);
    const ink = inkOn(from, to);
    const { x2, y2 } = layout.gradient;
    return {
      field: svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
          `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
          `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
      ),
      nameInk: ink,
      lineInk: ink,
    };
  }
  const light = mixColours(accent, '#ffffff', 0.92);
  return {
    field: svg(
      `<rect width="100%" height="100%" fill="${light}"/>` +
        `<rect y="${layout.bandTop}" width="100%" height="${height - layout.bandTop}" fill="${accent}"/>`,
    ),
    nameInk: '#111827',
    // The brand colour names the designation where it reads as text on the light field.
    lineInk: contrastRatio(accent, light) >= 4.5 ? accent : '#374151',
  };
}

/**
 * One line of text as an image, set by Pango with fontconfig's fallback (any script a name is
 * written in, from the Noto fonts), scaled down to `maxWidth` when it is wider.
 */
async function textLine(text: string, px: number, bold: boolean, ink: string, maxWidth: number) {
  const markup = `<span foreground="${ink}">${escapeHtml(text)}</span>`;
  const font = `Noto Sans${bold ? ' Bold' : ''} ${px}`;
  const drawn = await sharp({ text: { text: markup, font, dpi: 72, rgba: true } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (drawn.info.width <= maxWidth) {
    return { input: drawn.data, width: drawn.info.width, height: drawn.info.height };
  }
  const fitted = await sharp(drawn.data)
    .resize({ width: maxWidth })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: fitted.data, width: fitted.info.width, height: fitted.info.height };
}

/** The background or wallpaper, as a PNG of exactly its layout's size. */
export async function renderBackground(
  card: BackgroundCard,
  kind: BackgroundKind,
  which: BackgroundDesign,
  screen: LockScreen,
): Promise<Buffer> {
  const layout = kind === 'video' ? videoLayout() : lockLayout(screen);
  const look = design(which, card.accent, layout);
  const { name: box, line, qr } = layout;
  const layers: OverlayOptions[] = [
    { input: await qrPng(card.url, qr.size), left: qr.left, top: qr.top },
  ];
  let top = box.top;
  const lines = [
    { text: card.name.trim(), px: box.px, bold: true, ink: look.nameInk },
    { text: card.line.trim(), px: line.px, bold: false, ink: look.lineInk },
  ];
  for (const { text, px, bold, ink } of lines) {
    if (!text) continue;
    const drawn = await textLine(text, px, bold, ink, box.maxWidth);
    const left = box.centred ? box.left + Math.round((box.maxWidth - drawn.width) / 2) : box.left;
    layers.push({ input: drawn.input, left, top });
    top += drawn.height + line.gap;
  }
  return sharp(Buffer.from(look.field))
    .composite(layers)
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** "Designation · Company", or either alone. */
export const cardLine = (designation: string, company: string): string =>
  [designation.trim(), company.trim()].filter(Boolean).join(' · ');
