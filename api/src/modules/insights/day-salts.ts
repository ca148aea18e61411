import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { insightSalts } from '../../db/schema/index.js';
import { dayKey, newDaySalt } from './visitor.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The day's salt, shared by every replica: the first to need it inserts one, everyone reads the
 * one that won. Kept in memory per day once its transaction committed (a salt from a transaction
 * that rolled back may never have been stored).
 */
export function createDayKeys(secret: Buffer) {
  const committed = new Map<string, Buffer>();

  return {
    /** The keys of `days` within `tx`; call `commit` with them once `tx` has committed. */
    async within(tx: Tx, days: string[]): Promise<Map<string, Buffer>> {
      const keys = new Map<string, Buffer>();
      for (const day of days) {
        const known = committed.get(day);
        if (known) {
          keys.set(day, known);
          continue;
        }
        await tx
          .insert(insightSalts)
          .values({ day, salt: newDaySalt() })
          .onConflictDoNothing({ target: insightSalts.day });
        const [row] = await tx
          .select({ salt: insightSalts.salt })
          .from(insightSalts)
          .where(sql`${insightSalts.day} = ${day}`);
        if (!row) throw new Error(`no insights salt for ${day}`);
        keys.set(day, dayKey(secret, row.salt));
      }
      return keys;
    },
    commit(keys: Map<string, Buffer>, today: string) {
      for (const [day, key] of keys) committed.set(day, key);
      // Past days' salts are deleted from the database: their keys go from memory too.
      for (const day of committed.keys()) if (day < today) committed.delete(day);
    },
  };
}
