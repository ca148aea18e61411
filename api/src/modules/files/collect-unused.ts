import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import {
  files,
  orderLines,
  orders,
  organisations,
  portfolioLeads,
  portfolioServices,
  portfolios,
  products,
} from '../../db/schema/index.js';
import { variantKey, type Storage } from '../../lib/storage/storage.js';
import { VARIANT_CONTENT_TYPES, VARIANT_WIDTHS, type VariantFormat } from './variants.js';

/**
 * Every table whose rows may name a file: cards and their services, orders (the printed card's
 * photo and logo, the products' images as sold), the catalogue and organisations (their logo). A
 * table added later that keeps file keys must be listed here, or its files would be collected.
 */
const REFERRERS: PgTable[] = [
  portfolios,
  portfolioServices,
  orders,
  orderLines,
  products,
  organisations,
];

/**
 * Columns that hold a file's key and nothing else, read as they are rather than scanned whole: a
 * contact's kept photo (issue 31), in a table of many rows with long notes.
 */
const KEY_COLUMNS: { table: PgTable; column: AnyPgColumn }[] = [
  { table: portfolioLeads, column: portfolioLeads.photoKey },
];

/**
 * Every string anywhere in those rows, not only `key` fields where the schemas put FileRefs today:
 * a key kept in any other column or shape still keeps its file. Costs one pass over the referrers
 * per batch; a false match can only keep a file, never lose one.
 */
const referencedStrings = (): SQL =>
  sql.join(
    [
      ...REFERRERS.map((table) => {
        const name = sql.identifier(getTableName(table));
        return sql`select jsonb_path_query(to_jsonb(r), 'strict $.** ? (@.type() == "string")') #>> '{}' as key from ${name} r`;
      }),
      ...KEY_COLUMNS.map(
        ({ table, column }) =>
          sql`select ${column} as key from ${table} where ${column} is not null`,
      ),
    ],
    sql` union `,
  );

export interface CollectOptions {
  /** Files younger than this are kept whatever refers to them: they may not be saved yet. */
  graceMs: number;
  /** Rows deleted per transaction. */
  batchSize?: number;
}

export interface Collected {
  /** Keys whose rows were deleted (and whose objects were, unless `failed` names them). */
  deleted: string[];
  /** Objects that could not be deleted from storage: no row names them, so none is served. */
  failed: string[];
}

const FORMATS = Object.keys(VARIANT_CONTENT_TYPES) as VariantFormat[];
const objectsOf = (key: string) => [
  key,
  ...VARIANT_WIDTHS.flatMap((width) =>
    FORMATS.map((format) => variantKey(key, Number(width), format)),
  ),
];

/**
 * A file's original and every variant made of it, locally or in the bucket: false when one of
 * them could not be deleted. Its row must be gone first, or the file could be served half-deleted.
 */
export async function deleteStoredFile(storage: Storage, key: string): Promise<boolean> {
  const removed = await Promise.allSettled(objectsOf(key).map((name) => storage.delete(name)));
  return removed.every((outcome) => outcome.status === 'fulfilled');
}

/**
 * One batch, in one transaction. Rows are deleted before their objects, so a file is either still
 * served whole or answers 404. The candidates are locked FOR UPDATE SKIP LOCKED, and only then
 * checked, by a statement that sees every save committed by that time (READ COMMITTED takes a
 * snapshot per statement):
 * - a save that read the file's row FOR SHARE (files repository `ownedBy`) and has not committed
 *   holds the row, so the file is skipped this time;
 * - a save that committed before the check is seen by it, so the file is kept;
 * - a save that reads the row after the lock waits for this transaction, then finds no row and is
 *   refused ("This image is not one of your uploads").
 */
async function collectBatch(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ key: string }>(sql`
      select ${files.key} as key from ${files}
      where ${files.createdAt} < ${cutoff}
        and ${files.key} not in (select key from (${referencedStrings()}) refs where key is not null)
      order by ${files.createdAt}
      limit ${limit}
      for update skip locked`);
    const keys = rowsOf<{ key: string }>(locked).map((row) => row.key);
    if (keys.length === 0) return [];
    const deleted = await tx.execute<{ key: string }>(sql`
      delete from ${files}
      where ${files.key} in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
        and ${files.key} not in (select key from (${referencedStrings()}) refs where key is not null)
      returning ${files.key} as key`);
    return rowsOf<{ key: string }>(deleted).map((row) => row.key);
  });
}

/**
 * Removes uploads that nothing refers to and that are older than the grace period: their rows,
 * their originals and every variant made of them, locally or in the bucket. Catalogue images
 * (no owner) are held to the same rule: kept while any product, archived or not, or any order
 * line names them.
 */
export async function collectUnusedFiles(
  db: Database,
  storage: Storage,
  { graceMs, batchSize = 100 }: CollectOptions,
): Promise<Collected> {
  const cutoff = new Date(Date.now() - graceMs);
  const result: Collected = { deleted: [], failed: [] };
  // Bounded, so one run cannot hold the timer for ever; the next run takes the rest.
  for (let batch = 0; batch < 100; batch++) {
    const keys = await collectBatch(db, cutoff, batchSize);
    for (const key of keys) {
      if (!(await deleteStoredFile(storage, key))) result.failed.push(key);
    }
    result.deleted.push(...keys);
    if (keys.length < batchSize) break;
  }
  return result;
}
