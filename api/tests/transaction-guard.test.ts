import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { QueryBesideTransactionError } from '../src/db/transaction-guard.js';
import { freshDatabaseUrl } from './helpers/database.js';

const count = async (db: Database) =>
  Number(
    (
      (await db.execute(sql`SELECT count(*) AS n FROM guard_probe`)) as unknown as {
        rows: Array<{ n: number | string }>;
      }
    ).rows[0]!.n,
  );

/**
 * On the run's engine (PGlite, or the server of the PostgreSQL leg), and on an embedded database
 * in memory on either leg: the guard is each driver's, and PGlite is where the mistake would hang.
 */
describe.each([
  { engine: "the run's database", embedded: false },
  { engine: 'an embedded database', embedded: true },
])('a query on the handle inside one of its transactions, on $engine', ({ embedded }) => {
  let folder: string;
  let handle: DatabaseHandle;
  let drop = async () => {};
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tapfolio-guard-'));
    if (embedded) {
      handle = await openDatabase({ databaseUrl: 'memory://', dataDir: folder });
    } else {
      const fresh = await freshDatabaseUrl(folder);
      drop = fresh.drop;
      handle = await openDatabase({ databaseUrl: fresh.url, dataDir: folder });
    }
    await handle.db.execute(sql`CREATE TABLE guard_probe (n int)`);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('is refused at once, and the transaction is undone', async () => {
    const { db } = handle;
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_probe VALUES (1)`);
      await db.execute(sql`SELECT count(*) FROM guard_probe`);
    });
    // drizzle hands on the driver's refusal as the cause of its "Failed query".
    const error = (await attempt.catch((reason: unknown) => reason)) as Error;
    expect(error.cause ?? error).toBeInstanceOf(QueryBesideTransactionError);
    expect(await count(db)).toBe(0);
  });

  it("leaves the transaction's own queries, and other requests' beside it, to run", async () => {
    const { db } = handle;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_probe VALUES (2)`);
      entered();
      await held;
      await tx.execute(sql`INSERT INTO guard_probe VALUES (3)`);
    });
    await inside;
    // Another request's query while the transaction is open: on PGlite it waits its turn.
    const beside = count(db);
    release();
    await transaction;
    expect(await beside).toBeGreaterThanOrEqual(0);
    expect(await count(db)).toBe(2);
  });

  it('does not refuse work the transaction left running after it ended', async () => {
    const { db } = handle;
    let committed!: () => void;
    const afterwards = new Promise<void>((resolve) => (committed = resolve));
    let later!: Promise<number>;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_probe VALUES (4)`);
      // Set off inside the callback (its async context), run once the transaction is over.
      later = afterwards.then(() => count(db));
    });
    committed();
    expect(await later).toBe(3);
  });
});
