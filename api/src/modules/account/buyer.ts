import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/account.js';

/** Who pays for an order, as the payment link names them. */
export interface Buyer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

/**
 * The account, its row locked until the caller's transaction ends: checkout takes it first, so
 * two submissions of one person run one after the other. Undefined for a deleted account.
 */
export async function lockAccount(tx: Queryable, userId: string): Promise<Buyer | undefined> {
  const [buyer] = await tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return buyer;
}
