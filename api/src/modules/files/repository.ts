import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UploadedFile } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { files, type FileRow } from '../../db/schema/files.js';

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    key: row.key,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

export function createFilesRepository(db: Pick<Database, 'select' | 'insert'>) {
  return {
    async insert(row: Omit<FileRow, 'createdAt'>) {
      const [created] = await db.insert(files).values(row).returning();
      return created!;
    },

    async findByKey(key: string) {
      const [row] = await db.select().from(files).where(eq(files.key, key));
      return row ?? null;
    },

    /**
     * The rows among `keys` that `userId` uploaded; a key of anyone else's is simply absent.
     * Locked FOR SHARE, in key order: a save that checks its images with this inside its own
     * transaction keeps them from the collection until it commits (collect-unused.ts).
     */
    async ownedBy(userId: string, keys: string[]) {
      if (keys.length === 0) return new Map<string, FileRow>();
      const rows = await db
        .select()
        .from(files)
        .where(and(eq(files.userId, userId), inArray(files.key, [...new Set(keys)])))
        .orderBy(asc(files.key))
        .for('share');
      return new Map(rows.map((row) => [row.key, row]));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;

/** The person's upload rows go. Answers their keys: deleting the stored objects is the caller's. */
export async function deleteUploadRowsOf(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.delete(files).where(eq(files.userId, userId)).returning({ key: files.key });
  return rows.map((row) => row.key);
}
