import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { personalApiTokens, type PersonalApiTokenRow } from '../../db/schema/index.js';

/**
 * Personal API tokens' rows (issue 31): made, listed and revoked here; the check on each request
 * that presents one is plugins/auth.ts'.
 */

/** What is stored of a token: its SHA-256, hex. The token is random, so no salt or slow hash. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toApiToken = (row: PersonalApiTokenRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiTokenScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export interface NewApiToken {
  name: string;
  scopes: ApiTokenScope[];
  tokenHash: string;
  prefix: string;
}

export function createApiTokenRepository(db: Database) {
  const live = (userId: string, id: string) =>
    and(
      eq(personalApiTokens.id, id),
      eq(personalApiTokens.userId, userId),
      isNull(personalApiTokens.revokedAt),
    );

  return {
    /** The person's tokens not revoked, newest first. */
    async list(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .select()
        .from(personalApiTokens)
        .where(and(eq(personalApiTokens.userId, userId), isNull(personalApiTokens.revokedAt)))
        .orderBy(desc(personalApiTokens.createdAt), desc(personalApiTokens.id));
      return rows.map(toApiToken);
    },

    async add(userId: string, token: NewApiToken): Promise<ApiToken> {
      const [row] = await db
        .insert(personalApiTokens)
        .values({ userId, ...token })
        .returning();
      return toApiToken(row!);
    },

    /**
     * Revoked, not deleted: a request that presents it later is told it was revoked (401) rather
     * than meeting a token that never was. Another person's id revokes nothing, as an unknown one.
     */
    async revoke(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .update(personalApiTokens)
        .set({ revokedAt: new Date() })
        .where(live(userId, id))
        .returning({ id: personalApiTokens.id });
      return gone.length > 0;
    },
  };
}
