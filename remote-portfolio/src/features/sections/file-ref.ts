import type { FileRef } from 'shared-contracts';

/** Only what the portfolio keeps of an image (its key and name), or null for none. */
export const fileRef = (file: FileRef | null | undefined): FileRef | null =>
  file?.key ? { key: file.key, ...(file.name && { name: file.name }) } : null;
