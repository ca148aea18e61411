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

/**
 * Only keys the server makes reach a backend, so no `..`, no absolute path and no other bucket
 * prefix can be named, whatever a caller passes.
 */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
