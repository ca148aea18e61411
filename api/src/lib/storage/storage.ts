import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN, PRODUCT_IMAGE_KEY_PATTERN } from 'shared-contracts';

/** Uploaded files by key: a folder on one machine, an S3-compatible bucket when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keys the server makes: a person's upload, `{folder}/{userId}/{uuid}.{jpg|png}`, or a catalogue
 * image, `products/{uuid}.{jpg|png}`. Portfolio image refs accept only the first kind (their
 * schema uses FILE_KEY_PATTERN), so a card can never name a product image.
 */
export const isFileKey = (key: unknown): key is string =>
  typeof key === 'string' && (FILE_KEY_PATTERN.test(key) || PRODUCT_IMAGE_KEY_PATTERN.test(key));

const VARIANT_PREFIX = /^variants\/[1-9][0-9]{0,3}\/(webp|jpeg|png)\//;

/**
 * Where a resized copy of a file is kept, `variants/{width}/{format}/{key}`: made by the server
 * from a key it made, and never served by that name (GET /file takes only the original's).
 */
export const variantKey = (key: string, width: number, format: 'webp' | 'jpeg' | 'png') =>
  `variants/${width}/${format}/${key}`;

const isVariantKey = (key: string) => {
  const prefix = VARIANT_PREFIX.exec(key)?.[0];
  return prefix !== undefined && isFileKey(key.slice(prefix.length));
};

/**
 * Only keys the server makes reach a backend, so no `..`, no absolute path and no other bucket
 * prefix can be named, whatever a caller passes.
 */
export function assertFileKey(key: string): void {
  if (!isFileKey(key) && !isVariantKey(key)) {
    throw new Error(`not a file key: ${JSON.stringify(key)}`);
  }
}
