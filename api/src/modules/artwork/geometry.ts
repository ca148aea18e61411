/**
 * The card in print units. Sizes are given in millimetres, as the printer's spec states them, and
 * converted to points (1/72 inch) only where the PDF needs them.
 */
export const PT_PER_MM = 72 / 25.4;

export const mm = (millimetres: number): number => millimetres * PT_PER_MM;

/** ISO/IEC 7810 ID-1, the CR80 card: what is left after the cut. */
export const CARD_MM = { width: 85.6, height: 53.98 } as const;
/** Printed past the cut on every side, so a cut a little off still leaves no white edge. */
export const BLEED_MM = 3;
/** Kept clear inside the cut: text and codes stay this far from the card's edge. */
export const SAFE_MM = 3;

export const PAGE_MM = {
  width: CARD_MM.width + 2 * BLEED_MM,
  height: CARD_MM.height + 2 * BLEED_MM,
} as const;

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
