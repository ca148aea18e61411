import type { Contact } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { deliveryWorkerOf } from './delivery-worker.js';
import { queueForOwner } from './repository.js';

/**
 * What other domains call when an owner gets a new contact (a visitor's, a scanned or typed one):
 * queues a `contact.created` delivery for each of the owner's webhooks, in the database only, so
 * the caller never waits on an endpoint. The delivery worker (this module) is woken to send them.
 */
export async function queueContactCreated(
  db: Database,
  userId: string,
  contact: Contact,
): Promise<void> {
  const worker = deliveryWorkerOf(db);
  const queued = await queueForOwner(
    db,
    userId,
    'contact.created',
    contact,
    worker?.clock() ?? new Date(),
  );
  // On the next turn, after the caller's answer is under way. A caller inside a transaction that
  // commits later is found by the worker's interval instead.
  if (queued > 0) setImmediate(() => worker?.wake());
}
