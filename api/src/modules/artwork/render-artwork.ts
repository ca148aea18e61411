import { PDFDocument } from 'pdf-lib';
import type { ArtworkCard } from './artwork-card.js';
import { drawBack } from './card-back.js';
import { drawFront } from './card-front.js';
import { loadFonts } from './fonts.js';
import { BLEED_MM, CARD_MM, PAGE, TRIM, mm } from './geometry.js';
import { PdfImages } from './images.js';
import type { Ink } from './ink.js';
import { PdfFonts } from './pdf-fonts.js';

export type { ArtworkCard } from './artwork-card.js';
export { UnprintableTextError } from './text-runs.js';

/** A card that cannot be printed as given (a name in a script no font has, a broken picture). */
export class ArtworkError extends Error {
  constructor(
    readonly orderCode: string,
    readonly cardCode: string,
    cause: unknown,
  ) {
    super(
      `card ${cardCode} of order ${orderCode}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ArtworkError';
  }
}

/**
 * Print-ready artwork for `cards`, one PDF: two pages a card, its front then its back, each
 * 91.60 x 59.98 mm (the CR80 card and 3 mm of bleed on every side) with its TrimBox on the card's
 * edge and its BleedBox the whole page. One order's cards, or a whole print batch: fonts are
 * embedded once (subsets of the glyphs used) and each design picture once.
 */
export async function renderArtwork(cards: ArtworkCard[]): Promise<Uint8Array> {
  if (cards.length === 0) throw new RangeError('no cards to print');
  const fonts = await loadFonts();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ink: Ink = { doc, fonts, text: new PdfFonts(doc.context), images: new PdfImages(doc) };
  for (const card of cards) {
    try {
      await drawFront(ink, newPage(doc), card);
      await drawBack(ink, newPage(doc), card);
    } catch (error) {
      throw new ArtworkError(card.orderCode, card.code, error);
    }
  }
  ink.text.finish();
  const orders = [...new Set(cards.map((card) => card.orderCode))];
  doc.setTitle(
    orders.length === 1
      ? `Tapfolio card artwork, order ${orders[0]}`
      : `Tapfolio print batch, ${cards.length} cards`,
  );
  doc.setSubject([...new Set(cards.map((card) => card.productName))].join(', '));
  doc.setKeywords(orders);
  doc.setCreator('Tapfolio');
  doc.setProducer('Tapfolio (pdf-lib, HarfBuzz)');
  doc.setCreationDate(new Date());
  return doc.save();
}

function newPage(doc: PDFDocument) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.setBleedBox(PAGE.x, PAGE.y, PAGE.width, PAGE.height);
  page.setTrimBox(TRIM.x, TRIM.y, TRIM.width, TRIM.height);
  return page;
}

/** The page's geometry in millimetres, for the routes' documentation and the tests. */
export const ARTWORK_PAGE_MM = {
  card: CARD_MM,
  bleed: BLEED_MM,
  width: PAGE.width / mm(1),
  height: PAGE.height / mm(1),
} as const;
