import type { OrganisationRole } from 'shared-contracts';
import { organisationErrors as e } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { membershipOf } from './repository.js';

export interface Runner {
  userId: string;
  organisationId: string;
  role: OrganisationRole;
}

/**
 * The organisation the person runs: theirs, and they its owner or an admin; refused otherwise.
 * Every route of an organisation starts here, from the person asking, so no organisation's id
 * is ever taken from a request.
 */
export async function runnerOf(tx: Queryable, userId: string): Promise<Runner> {
  const membership = await membershipOf(tx, userId);
  if (!membership) throw notFound(e.notInOne);
  if (membership.role === 'member') throw forbidden(e.adminsOnly);
  return { userId, ...membership };
}
