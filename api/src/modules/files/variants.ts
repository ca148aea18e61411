import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { variantKey, type Storage } from '../../lib/storage/storage.js';
import { imageWork } from './image-work.js';
import { JPEG_QUALITY, MAX_INPUT_PIXELS } from './image.js';

/**
 * The widths the card asks for (a phone's card column at 1x and 2x, and its banner on a 3x phone
 * or a 2x desktop, uploaded 1500 px wide); no others are made.
 */
export const VARIANT_WIDTHS = ['400', '800', '1600'] as const;
export type VariantFormat = 'webp' | 'jpeg' | 'png';

const WEBP_QUALITY = 80;

export const VARIANT_CONTENT_TYPES = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<VariantFormat, string>;

export const isVariantWidth = (value: unknown): value is (typeof VARIANT_WIDTHS)[number] =>
  (VARIANT_WIDTHS as readonly unknown[]).includes(value);

/** Uploads are JPEG or PNG (image.ts); a variant keeps that format unless WebP is welcome. */
export const originalFormat = (contentType: string): 'jpeg' | 'png' =>
  contentType === 'image/png' ? 'png' : 'jpeg';

/** True when Accept names image/webp with a non-zero weight (`*` ranges are not a promise). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const weight = parameters.find((p) => p.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

async function resize(input: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  // Stored originals are at most IMAGE_MAX_SIDE_PX a side with no metadata; none is added here.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  const encoder =
    format === 'webp'
      ? pipeline.webp({ quality: WEBP_QUALITY })
      : format === 'jpeg'
        ? // A PNG's transparent parts over white, not JPEG's black (a vCard's photo of a PNG).
          pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        : pipeline.png();
  return encoder.toBuffer();
}

/**
 * Resized copies of stored images, made once and kept in storage beside the originals (so every
 * instance, and S3, shares them). Concurrent requests for one missing variant share one resize;
 * resizes run through `imageWork`, so only a few at a time.
 */
export function createVariants(storage: Storage, log: FastifyBaseLogger) {
  const making = new Map<string, Promise<Buffer | null>>();

  const make = async (key: string, target: string, width: number, format: VariantFormat) => {
    const original = await storage.get(key);
    if (!original) return null;
    const input = await buffer(original);
    const data = await imageWork(() => resize(input, width, format));
    // The bytes are good whether or not they could be kept: the next request tries again.
    await storage.put(target, data, VARIANT_CONTENT_TYPES[format]).catch((error: unknown) => {
      log.warn({ err: error, key: target }, 'could not store an image variant');
    });
    return data;
  };

  return {
    /** The variant's bytes; null when the original is missing from storage. */
    async get(key: string, width: number, format: VariantFormat): Promise<Buffer | null> {
      const target = variantKey(key, width, format);
      const kept = await storage.get(target);
      if (kept) return buffer(kept);
      let made = making.get(target);
      if (!made) {
        made = make(key, target, width, format).finally(() => making.delete(target));
        making.set(target, made);
      }
      return made;
    },
  };
}
