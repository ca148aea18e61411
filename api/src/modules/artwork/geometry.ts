import {
  CARD_BLEED_MM,
  CARD_MM,
  CARD_PAGE_MM,
  CARD_SAFE_MM,
  MM_PER_PT,
  type MmBox,
} from 'shared-contracts';

/**
 * The card in print units. Sizes are given in millimetres, as the printer's spec states them (in
 * shared-contracts' card-front.ts, where the checkout's preview reads them too), and converted to
 * points (1/72 inch) only where the PDF needs them.
 */
export const PT_PER_MM = 1 / MM_PER_PT;

export const mm = (millimetres: number): number => millimetres * PT_PER_MM;

export { CARD_MM };
export const BLEED_MM = CARD_BLEED_MM;
export const SAFE_MM = CARD_SAFE_MM;
export const PAGE_MM = CARD_PAGE_MM;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page (MediaBox = BleedBox), in points. */
export const PAGE: Box = { x: 0, y: 0, width: mm(PAGE_MM.width), height: mm(PAGE_MM.height) };
/** The card after the cut (TrimBox), in points. */
export const TRIM: Box = inset(PAGE, mm(BLEED_MM));
/** Where text and codes may go, in points. */
export const SAFE: Box = inset(TRIM, mm(SAFE_MM));

export function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

/** A box of the shared composition (millimetres from the page's top) in PDF points. */
export function pdfBox(box: MmBox): Box {
  return {
    x: mm(box.x),
    y: mm(PAGE_MM.height - box.y - box.height),
    width: mm(box.width),
    height: mm(box.height),
  };
}

/** A height measured in millimetres from the page's top, as a PDF y in points. */
export const pdfY = (fromTopMm: number): number => mm(PAGE_MM.height - fromTopMm);
