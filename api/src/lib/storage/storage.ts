import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN } from 'shared-contracts';

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
 * Only keys the server makes reach a backend: `{folder}/{uuid}/{uuid}.{jpg|png}`, so no `..`, no
 * absolute path and no other bucket prefix can be named, whatever a caller passes.
 */
export function assertFileKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
