import { createHash } from 'node:crypto';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import sharp from 'sharp';

/** Enough for print: a card is looked at from closer than a poster, not closer than 300 dpi. */
const PRINT_DPI = 300;

/**
 * How a picture fills its place: `cover` crops it to the place's shape (the design to the page,
 * the photo to its circle), `contain` keeps it whole within it (a logo).
 */
export type Fit = 'cover' | 'contain';

export interface Slot {
  widthMm: number;
  heightMm: number;
  fit: Fit;
}

const pixels = (millimetres: number) => Math.max(1, Math.round((millimetres / 25.4) * PRINT_DPI));

/**
 * The document's pictures, each made once per document: every card of one design shares its
 * front and back, so a batch of fifty embeds each design once.
 */
export class PdfImages {
  private readonly made = new Map<string, Promise<PDFImage>>();

  constructor(private readonly doc: PDFDocument) {}

  embed(bytes: Uint8Array, slot: Slot): Promise<PDFImage> {
    const key = `${createHash('sha256').update(bytes).digest('hex')} ${slot.widthMm} ${slot.heightMm} ${slot.fit}`;
    let image = this.made.get(key);
    if (!image) {
      image = this.make(bytes, slot);
      this.made.set(key, image);
    }
    return image;
  }

  /**
   * The picture as the card needs it, through sharp: turned upright (EXIF, which a PDF ignores),
   * in sRGB, cropped or fitted to its place at 300 dpi (a 12-megapixel phone photo would make a
   * 4 MB page of a 19 mm circle), a JPEG, or a PNG when a logo has transparency to keep.
   */
  private async make(bytes: Uint8Array, { widthMm, heightMm, fit }: Slot): Promise<PDFImage> {
    const width = pixels(widthMm);
    const height = pixels(heightMm);
    const input = sharp(bytes, { failOn: 'error' }).rotate();
    const { hasAlpha } = await input.metadata();
    const resized = input.resize(width, height, {
      fit: fit === 'cover' ? 'cover' : 'inside',
      withoutEnlargement: fit === 'contain',
    });
    if (fit === 'contain' && hasAlpha) {
      return this.doc.embedPng(await resized.png().toBuffer());
    }
    return this.doc.embedJpg(
      await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(),
    );
  }
}
