import {
  handleErrors,
  handleRuleError,
  normalizeHandle,
  type HandleAvailability,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { handleOwner } from './repository.js';

/**
 * What the editor shows as the person types: the same rules as PATCH /portfolio/handle, then who
 * holds it. Never a refusal: a handle that breaks a rule is an answer (`message`), not a 400.
 * `asked` is the raw query value (a repeated parameter arrives as an array: not a handle).
 */
export async function handleAvailability(
  db: Database,
  userId: string,
  asked: unknown,
): Promise<HandleAvailability> {
  const value = normalizeHandle(asked);
  const handle = typeof value === 'string' ? value : '';
  const broken = handleRuleError(value);
  if (broken) return { handle, available: false, message: broken };

  const owner = await handleOwner(db, handle);
  // The current handle or an old one: still theirs, and theirs to take back.
  if (owner === userId) return { handle, available: true, yours: true };
  if (owner !== undefined) return { handle, available: false, message: handleErrors.taken };
  return { handle, available: true };
}
