import type { Contact } from 'shared-contracts';
import type { Database } from '../../db/client.js';

/**
 * What other domains call when an owner gets a new contact (a visitor's, a scanned or typed one):
 * queues a `contact.created` delivery for each of the owner's webhooks, in the database only, so
 * the caller never waits on an endpoint. The delivery worker (this module) sends them.
 */
export async function queueContactCreated(
  _db: Database,
  _userId: string,
  _contact: Contact,
): Promise<void> {
  // Built by the webhooks work of issue 31.
}
