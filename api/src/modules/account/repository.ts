import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Language } from 'shared-contracts';
import {
  emailLinks,
  passwordResetTokens,
  portfolios,
  users,
  type UserRow,
} from '../../db/schema/index.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type UserWithPortfolio = UserRow & { portfolioId: string | null };

export function createAccountRepository(db: Database) {
  const withPortfolio = () =>
    db
      .select({ user: users, portfolioId: portfolios.id })
      .from(users)
      .leftJoin(portfolios, eq(portfolios.userId, users.id));

  /**
   * Changes what proves the account, ends every session (the token version) and reset link; a new
   * address also ends the links mailed to the old one.
   */
  const replaceSecret = (
    id: string,
    change: { passwordHash: string } | { email: string; emailVerifiedAt: Date },
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...change, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
      if ('email' in change) {
        await tx
          .update(emailLinks)
          .set({ usedAt: new Date() })
          .where(and(eq(emailLinks.userId, id), isNull(emailLinks.usedAt)));
      }
      return row!.tokenVersion;
    });

  return {
    async findByEmail(email: string): Promise<UserWithPortfolio | undefined> {
      const [row] = await withPortfolio().where(eq(users.email, email));
      return row && { ...row.user, portfolioId: row.portfolioId };
    },

    async findById(id: string): Promise<UserWithPortfolio | undefined> {
      const [row] = await withPortfolio().where(eq(users.id, id));
      return row && { ...row.user, portfolioId: row.portfolioId };
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return !!row;
    },

    async create(user: { name: string; email: string; passwordHash: string; language: Language }) {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>) {
      await db.update(users).set(changes).where(eq(users.id, id));
    },

    /** New password, and every earlier token and unused reset link stops working. */
    replacePassword: (id: string, passwordHash: string) => replaceSecret(id, { passwordHash }),

    /**
     * New e-mail, proven by the link that was opened to make the change; as with a new password,
     * every earlier token and unused link stops working: a link mailed to the old address must not
     * open the account any more.
     */
    replaceEmail: (id: string, email: string) =>
      replaceSecret(id, { email, emailVerifiedAt: new Date() }),

    /** A random single-use token; only its hash is stored. */
    async createResetToken(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      return token;
    },

    /** Marks the token used and returns its user, if it is known, unused and unexpired. */
    async consumeResetToken(token: string): Promise<string | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
