import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { revokedTokens } from '../../db/schema/index.js';

/** The tokens ended by logout; `authenticate` (plugins/auth.ts) joins against this table. */
export function createRevokedTokens(db: Database) {
  return {
    /** Idempotent: logging out twice with one token records it once. */
    async revoke(jti: string, expiresAt: Date) {
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
      // An expired token is refused by its signature check alone, so its row is dead weight.
      // Purging here keeps the table as small as the tokens still alive, with no timer to stop.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    },
  };
}
