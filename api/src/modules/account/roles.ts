import { eq } from 'drizzle-orm';
import { backofficeErrors as e, isStaffRole, type Role } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit, type Actor } from '../audit/public.js';

export type RoleChange =
  | { ok: true; email: string; role: Role; before: Role }
  | { ok: false; status: 404 | 409 | 403; message: string };

/**
 * Gives the account with `email` a role, with its audit entry in the same transaction. A staff
 * role goes only to an account whose address is verified: otherwise whoever signed up with
 * someone else's address could be given the shop's keys. An admin cannot change their own role
 * (the last admin could lock everyone out). Taking a role away needs no verified address.
 */
export async function grantRole(
  db: Database,
  actor: Actor,
  email: string,
  role: Role,
): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, address))
      .for('update');
    if (!account) return { ok: false, status: 404, message: e.accountNotFound };
    if (actor.id && account.id === actor.id) return { ok: false, status: 403, message: e.ownRole };
    if (isStaffRole(role) && !account.verifiedAt) {
      return { ok: false, status: 409, message: e.emailNotVerified };
    }
    if (account.role !== role) {
      await tx.update(users).set({ role }).where(eq(users.id, account.id));
      await recordAudit(tx, actor, {
        action: 'role.granted',
        subject: `account ${address}`,
        subjectId: account.id,
        before: { role: account.role },
        after: { role },
      });
    }
    return { ok: true, email: address, role, before: account.role };
  });
}
