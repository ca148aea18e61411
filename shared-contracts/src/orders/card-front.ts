/**
 * Where everything on the front of a printed NFC card goes: one composition that the API's print
 * file (api/src/modules/artwork/card-front.ts, a PDF) and the checkout's preview (remote-shop's
 * card-preview, an SVG) both draw, so what the buyer sees before paying is what is printed.
 * Millimetres, measured from the top-left corner of the page, bleed included; each drawer turns
 * them into its own units (PDF points from the bottom, SVG user units). Text is set by each
 * drawer with its own shaper and shrunk to fit with `fitTextSize`.
 */

/** ISO/IEC 7810 ID-1, the CR80 card: what is left after the cut. */
export const CARD_MM = { width: 85.6, height: 53.98 } as const;
/** Printed past the cut on every side, so a cut a little off still leaves no white edge. */
export const CARD_BLEED_MM = 3;
/** Kept clear inside the cut: text and codes stay this far from the card's edge. */
export const CARD_SAFE_MM = 3;

export const CARD_PAGE_MM = {
  width: CARD_MM.width + 2 * CARD_BLEED_MM,
  height: CARD_MM.height + 2 * CARD_BLEED_MM,
} as const;

export interface MmBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The card's colours by role; each drawer maps them to its inks (CMYK) or screen colours. */
export type CardTone = 'ink' | 'muted' | 'paper';

/** Without a design the front is this deep ink blue (red, green, blue from 0 to 1). */
export const PLAIN_FRONT_RGB = [0.09, 0.16, 0.27] as const;

export interface CardTextLine {
  text: string;
  /** The line's left end and its baseline. */
  x: number;
  baseline: number;
  weight: 'regular' | 'bold';
  /** The largest size, in points; a longer text is set smaller to fit `maxWidth`. */
  maxSizePt: number;
  maxWidth: number;
  tone: CardTone;
}

export interface CardFront {
  page: MmBox;
  /** The card after the cut. */
  trim: MmBox;
  /** The design's front picture covers the page; without one, PLAIN_FRONT_RGB does. */
  design: boolean;
  /** The white band the name sits on; a little of the design shows through it. */
  band: { box: MmBox; opacity: number };
  /** The photo as a circle on a white ring. */
  photo: { cx: number; cy: number; radius: number; ring: number } | null;
  name: CardTextLine;
  designation: CardTextLine;
  /** The logo on a white chip with rounded corners, as wide as the logo leaves it. */
  logo: { chip: MmBox; radius: number; image: MmBox } | null;
}

export interface CardFrontInput {
  name: string;
  designation: string;
  /** Whether the product has a front picture. */
  design: boolean;
  photo: boolean;
  /** The logo picture's size in any unit (only its shape counts), or null for none. */
  logo: { width: number; height: number } | null;
}

const BAND_HEIGHT = 24;
/** Lets the design show through a little; the text on it stays black on near-white. */
const BAND_OPACITY = 0.92;
const PHOTO = { diameter: 19, ring: 0.8, centreFromBottom: 17, gap: 2 };
/** The largest box a logo is fitted into, whole; its chip adds a margin round it. */
export const CARD_LOGO_MAX_MM = { width: 23, height: 8 } as const;
const LOGO = { ...CARD_LOGO_MAX_MM, padding: 1.5, radius: 1.5 };
const NAME = { fromBottom: 14.5, sizePt: 13 };
const DESIGNATION = { fromBottom: 9, sizePt: 7.5 };

const inset = (box: MmBox, by: number): MmBox => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

/**
 * The front: the design over the whole page, the logo top left on a white chip, and at the
 * bottom a white band with the name (bold, up to 13 pt) and the designation, the photo a circle
 * at the band's right end (without one, the text has the band's whole width).
 */
export function composeCardFront(input: CardFrontInput): CardFront {
  const page: MmBox = { x: 0, y: 0, ...CARD_PAGE_MM };
  const trim = inset(page, CARD_BLEED_MM);
  const safe = inset(trim, CARD_SAFE_MM);
  const right = safe.x + safe.width;
  const fromBottom = (mm: number) => page.height - mm;

  let textRight = right;
  let photo: CardFront['photo'] = null;
  if (input.photo) {
    const radius = PHOTO.diameter / 2;
    photo = {
      cx: right - radius,
      cy: fromBottom(PHOTO.centreFromBottom),
      radius,
      ring: PHOTO.ring,
    };
    textRight = photo.cx - radius - PHOTO.ring - PHOTO.gap;
  }
  const maxWidth = textRight - safe.x;

  let logo: CardFront['logo'] = null;
  if (input.logo && input.logo.width > 0 && input.logo.height > 0) {
    const scale = Math.min(LOGO.width / input.logo.width, LOGO.height / input.logo.height);
    const width = input.logo.width * scale;
    const height = input.logo.height * scale;
    logo = {
      chip: {
        x: safe.x,
        y: safe.y,
        width: width + 2 * LOGO.padding,
        height: height + 2 * LOGO.padding,
      },
      radius: LOGO.radius,
      image: { x: safe.x + LOGO.padding, y: safe.y + LOGO.padding, width, height },
    };
  }

  return {
    page,
    trim,
    design: input.design,
    band: {
      box: { x: 0, y: fromBottom(BAND_HEIGHT), width: page.width, height: BAND_HEIGHT },
      opacity: input.design ? BAND_OPACITY : 1,
    },
    photo,
    name: {
      text: input.name,
      x: safe.x,
      baseline: fromBottom(NAME.fromBottom),
      weight: 'bold',
      maxSizePt: NAME.sizePt,
      maxWidth,
      tone: 'ink',
    },
    designation: {
      text: input.designation,
      x: safe.x,
      baseline: fromBottom(DESIGNATION.fromBottom),
      weight: 'regular',
      maxSizePt: DESIGNATION.sizePt,
      maxWidth,
      tone: 'muted',
    },
    logo,
  };
}

/**
 * The size a line is set at: its largest size, or smaller so that it fits. `widthPerPoint` is
 * the line's width at 1 pt, in the unit of `maxWidth` (each drawer measures with its own fonts).
 */
export function fitTextSize(maxSizePt: number, widthPerPoint: number, maxWidth: number): number {
  return widthPerPoint > 0 ? Math.min(maxSizePt, maxWidth / widthPerPoint) : maxSizePt;
}

/** Millimetres in a point (1/72 inch): a drawer in millimetres sets a size given in points. */
export const MM_PER_PT = 25.4 / 72;
