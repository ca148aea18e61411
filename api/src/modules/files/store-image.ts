import { createHash } from 'node:crypto';
import type { UploadedFile } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import type { FileRow } from '../../db/schema/index.js';
import type { Storage } from '../../lib/storage/storage.js';
import { sanitiseFileName } from './file-name.js';
import { reencodeImage, type EncodedImage } from './image.js';
import { createFilesRepository, toUploadedFile } from './repository.js';

export interface ImageStore {
  db: Pick<Database, 'select' | 'insert'>;
  storage: Storage;
  /** Records the row; by default a plain insert (the upload routes check a quota first). */
  insertRow?: (row: Omit<FileRow, 'createdAt'>) => Promise<FileRow>;
}

export interface ImageToStore {
  data: Buffer;
  /** The uploader's name for it: kept, cleaned, as a label only. */
  filename?: string | undefined;
  /** The owner; null for images that belong to the catalogue. */
  userId: string | null;
  /** The key, made by the server once the re-encoded format is known. */
  keyFor(extension: EncodedImage['extension']): string;
}

/**
 * Checks and re-encodes an image (image.ts), stores the bytes and records the `files` row that
 * lets GET /file serve them. Uploads over HTTP and images made by code take the same way in.
 */
export async function storeImage(store: ImageStore, image: ImageToStore): Promise<UploadedFile> {
  return storeEncodedImage(store, { ...image, image: await reencodeImage(image.data) });
}

/**
 * Stores what reencodeImage made, as it is: the demo catalogue's photos, re-encoded when they
 * were drawn and kept from an earlier start (demo/catalogue/drawn-once.ts).
 */
export async function storeEncodedImage(
  { db, storage, insertRow = (row) => createFilesRepository(db).insert(row) }: ImageStore,
  { image, filename, userId, keyFor }: Omit<ImageToStore, 'data'> & { image: EncodedImage },
): Promise<UploadedFile> {
  const key = keyFor(image.extension);
  await storage.put(key, image.data, image.contentType);
  try {
    const row = await insertRow({
      key,
      userId,
      name: sanitiseFileName(filename),
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.data).digest('base64url'),
    });
    return toUploadedFile(row);
  } catch (error) {
    // Bytes no row names would never be served: do not leave them behind.
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
