import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailLinks, users } from '../../db/schema/index.js';

/** A verification or e-mail change link works for a day: long enough to find the mail. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type EmailLinkPurpose = 'verify' | 'change';

export interface OpenedEmailLink {
  userId: string;
  purpose: EmailLinkPurpose;
  email: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Links that prove an address (email_links): made, counted and opened once. */
export function createEmailLinks(db: Database) {
  return {
    /**
     * A random single-use token for `email`; only its hash is stored. An earlier unused link of
     * the same purpose stops working: only the newest change of address can be finished.
     */
    async create(userId: string, purpose: EmailLinkPurpose, email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .update(emailLinks)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(emailLinks.userId, userId),
              eq(emailLinks.purpose, purpose),
              isNull(emailLinks.usedAt),
            ),
          );
        await tx.insert(emailLinks).values({
          userId,
          purpose,
          email,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
        });
      });
      return token;
    },

    /** How many links of `purpose` the account was sent since `since`: the resend limit. */
    async sentSince(userId: string, purpose: EmailLinkPurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(emailLinks)
        .where(
          and(
            eq(emailLinks.userId, userId),
            eq(emailLinks.purpose, purpose),
            gt(emailLinks.createdAt, since),
          ),
        );
      return row?.sent ?? 0;
    },

    /** Marks the link used and answers what it proves, if it is known, unused and unexpired. */
    async open(token: string): Promise<OpenedEmailLink | undefined> {
      const [row] = await db
        .update(emailLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailLinks.tokenHash, hashToken(token)),
            isNull(emailLinks.usedAt),
            gt(emailLinks.expiresAt, new Date()),
          ),
        )
        .returning({
          userId: emailLinks.userId,
          purpose: emailLinks.purpose,
          email: emailLinks.email,
        });
      return row;
    },

    /** The account's address is proven from now on (the one it has: a verify link's match). */
    async markVerified(userId: string, email: string): Promise<boolean> {
      const changed = await db
        .update(users)
        // The first proof is the one kept.
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return changed.length > 0;
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
