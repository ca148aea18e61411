import { mkdtemp } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { copyTemplateInto } from './database.js';

/**
 * Embedded databases handed on from test app to test app in a worker. Starting PGlite is half of
 * a test app's start (half a second of CPU, a hundred apps a run); a database an app is done with
 * is emptied as the migrated template left it (every row deleted, its sequences restarted, the
 * session's locks and settings discarded) and kept open for the next app.
 *
 * The handle lent is the app's to close, as its own: closing gives it back (once). Apps that name
 * a folder of their own keep their own database there (tests of what outlives an app: restarts,
 * the command line, the lock), as do the apps of the PostgreSQL leg. The API's and deploy's test
 * apps both borrow here, each suite from its own run's template.
 */
export async function borrowEmbeddedDatabase(template: string): Promise<DatabaseHandle> {
  const kept = idle.get(template)?.pop() ?? (await openKept(template));
  let given = false;
  return {
    ...kept.handle,
    async close() {
      if (given) return;
      given = true;
      await kept.handle.db.execute(sql.raw(kept.emptying));
      // Advisory locks, settings and prepared plans a request may have left on the one session.
      await kept.handle.db.execute(sql.raw('DISCARD ALL'));
      idle.set(template, [...(idle.get(template) ?? []), kept]);
    },
  };
}

interface Kept {
  handle: DatabaseHandle;
  /** Every row of the schema deleted and every sequence restarted, as one statement. */
  emptying: string;
}

/** By template: the databases no app holds. */
const idle = new Map<string, Kept[]>();

async function openKept(template: string): Promise<Kept> {
  // Beside the run's template, whose folder the global teardown removes (a worker may be ended
  // without the chance to clean up after itself).
  const folder = await mkdtemp(join(dirname(template), 'kept-'));
  await copyTemplateInto(template, folder);
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: folder });
  const tables = await tablesOf(handle);
  // Emptying restores the template only while the template holds no rows.
  for (const table of tables) {
    const { rows } = (await handle.db.execute(
      sql.raw(`SELECT EXISTS (SELECT FROM ${table}) AS "any"`),
    )) as unknown as { rows: Array<{ any: boolean }> };
    if (rows[0]?.any) throw new Error(`the template database has rows in ${table}`);
  }
  return { handle, emptying: emptyingOf(tables, await sequencesOf(handle)) };
}

/**
 * DELETE, not TRUNCATE: a truncated table gets new files for itself and each of its indexes,
 * which cost PGlite 140 ms of CPU for the schema's tables, empty or not, at every app's end;
 * deleting the rows a test wrote takes 10-20 ms. Triggers are off while it runs (the session
 * as a replica's): a table's foreign keys and the immutable rows' guards would refuse it.
 */
function emptyingOf(tables: string[], sequences: string[]): string {
  const statements = [
    'SET LOCAL session_replication_role = replica;',
    ...tables.map((table) => `DELETE FROM ${table};`),
    ...sequences.map((sequence) => `ALTER SEQUENCE ${sequence} RESTART;`),
  ];
  return `DO $$ BEGIN ${statements.join(' ')} END $$`;
}

const tablesOf = (handle: DatabaseHandle) => namesIn(handle, 'pg_tables', 'tablename');
const sequencesOf = (handle: DatabaseHandle) => namesIn(handle, 'pg_sequences', 'sequencename');

/** The qualified names of the app's own tables or sequences (not the migrations' bookkeeping). */
async function namesIn(
  handle: DatabaseHandle,
  view: 'pg_tables' | 'pg_sequences',
  column: 'tablename' | 'sequencename',
): Promise<string[]> {
  const { rows } = (await handle.db.execute(
    sql.raw(
      `SELECT format('%I.%I', schemaname, ${column}) AS name FROM ${view}
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1`,
    ),
  )) as unknown as { rows: Array<{ name: string }> };
  return rows.map((row) => row.name);
}
