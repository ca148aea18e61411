import type { FileRef } from 'shared-contracts';

/**
 * Only what a portfolio or an order keeps of an image, its key and name (a name only when it has
 * one), or null for none: the upload answer's and the stored file's other fields stay behind.
 */
export const fileRef = (file: FileRef | null | undefined): FileRef | null =>
  file?.key ? { key: file.key, ...(file.name && { name: file.name }) } : null;
