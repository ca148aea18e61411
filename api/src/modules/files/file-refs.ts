import { portfolioValidation, type FileRef } from 'shared-contracts';
import { fieldError } from '../../lib/http-error.js';
import type { FilesRepository } from './repository.js';

/**
 * Every image a card, a service or an organisation names must be an upload of the same person: a key that is unknown or
 * someone else's is refused on its own field. Returns how to store a ref: the key with the
 * upload's recorded name, whatever name the client sent.
 */
export async function checkFileRefs(
  files: FilesRepository,
  userId: string,
  refs: Record<string, FileRef | null | undefined>,
): Promise<(ref: FileRef | null | undefined) => FileRef | null> {
  const keys = Object.values(refs).flatMap((ref) => (ref ? [ref.key] : []));
  const owned = await files.ownedBy(userId, keys);
  for (const [field, ref] of Object.entries(refs)) {
    if (ref && !owned.has(ref.key)) throw fieldError(400, field, portfolioValidation.invalidImage);
  }
  return (ref) => {
    const row = ref ? owned.get(ref.key) : undefined;
    return row ? { key: row.key, name: row.name } : null;
  };
}
