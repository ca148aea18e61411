import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/account.js';

/**
 * Onboarding's side of the account, in the portfolio's transaction: the phone numbers and the
 * address the card was made with become the account's, and the account counts as onboarded.
 */
export async function completeOnboarding(
  tx: Queryable,
  userId: string,
  profile: Pick<typeof users.$inferInsert, 'phoneNumber' | 'whatsappNumber' | 'addressInfo'>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...profile, isOnboarded: true })
    .where(eq(users.id, userId));
}

/** The account's row goes; its cascades take every row that is the person's alone. */
export async function deleteAccountRow(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * The account's address is proven by a link it was mailed other than the verification link (an
 * invitation), in that link's transaction: verified from now, or since it already was.
 */
export async function markEmailVerified(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/** The address the account was made with (onboarding's), if it has one. */
export async function accountAddressOf(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ addressInfo: users.addressInfo })
    .from(users)
    .where(eq(users.id, userId));
  return row?.addressInfo ?? null;
}
