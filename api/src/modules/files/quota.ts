import { eq, sql } from 'drizzle-orm';
import { MB } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { files, type FileRow } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { createFilesRepository } from './repository.js';

const hours = (ms: number) => {
  const count = Math.round(ms / 3_600_000);
  return count === 1 ? '1 hour' : `${count} hours`;
};

/**
 * 409, not 413: the upload itself is within every size rule (413 is about one body), and the
 * server has room (507 would blame it). What stands in the way is the state of this person's own
 * files, which they can change, and then the same request succeeds: that is a conflict. The text
 * says how long a removed picture keeps counting (the collection's grace period, uploads.ts).
 */
export const quotaExceeded = (quotaBytes: number, graceMs: number) =>
  new HttpError(
    409,
    `Your uploads have reached ${Math.round(quotaBytes / MB)} MB. Pictures you have taken off ` +
      `your card stop counting ${hours(graceMs)} later; please try again then.`,
    'UPLOAD_QUOTA_EXCEEDED',
  );

export interface UploadQuota {
  bytes: number;
  graceMs: number;
}

/**
 * What one person's uploads take: the stored originals. The 400 and 800 px variants GET /file
 * keeps beside them are the server's own cache, made only for pictures on show and at most about
 * half an original again (scripts/bench-uploads.js measures it); they are not counted.
 */
export async function usedBytes(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | null>`sum(${files.size})` })
    .from(files)
    .where(eq(files.userId, userId));
  return Number(row?.used ?? 0);
}

/** Before a byte of the body is read: someone already at the quota is refused at once. */
export async function assertRoomLeft(db: Database, userId: string, quota: UploadQuota) {
  if ((await usedBytes(db, userId)) >= quota.bytes) {
    throw quotaExceeded(quota.bytes, quota.graceMs);
  }
}

/**
 * Records an upload if it fits. Two uploads of one person at once take turns on a lock of their
 * own (not the users row, which orders lock for longer), so both cannot pass the check together.
 */
export function insertWithinQuota(db: Database, quota: UploadQuota) {
  return (row: Omit<FileRow, 'createdAt'>): Promise<FileRow> =>
    db.transaction(async (tx) => {
      const userId = row.userId!;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
      if ((await usedBytes(tx, userId)) + row.size > quota.bytes) {
        throw quotaExceeded(quota.bytes, quota.graceMs);
      }
      return createFilesRepository(tx).insert(row);
    });
}
