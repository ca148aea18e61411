import type pg from 'pg';
import {
  emptyTallies,
  EVENT_RETENTION_MS,
  seenEither,
  windowOf,
  type EventCounts,
  type Seen,
  type Tally,
} from './counts.js';

/** How often a replica writes what it counted: every replica's counts add up within this. */
export const EVENT_FLUSH_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/**
 * Visitors a replica holds unwritten at most (a database outage keeps them for the next write):
 * past it, new ones are dropped, so an outage under a flood of reports cannot fill the memory.
 */
export const MAX_PENDING_VISITORS = 10_000;

interface Pending extends Seen {
  name: string;
  version: string;
  window: number;
  visitor: string;
}

/**
 * The counts in PostgreSQL (table `registry_remote_visitors`, deploy/drizzle/0002), beside the
 * registry every replica shares: one row per remote, version, window and visitor, saying whether
 * they loaded it and whether it failed them. A visitor counts once whichever replicas they reach,
 * and a write repeated after an outage counts nothing twice (it only sets what was unset). A
 * replica gathers what it is told in memory and writes it in one statement a second later, so
 * the requests never wait on the database and N replicas cost N small writes a second at most.
 */
export function postgresEventCounts(
  pool: pg.Pool,
  { flushMs = EVENT_FLUSH_MS, now = () => new Date() } = {},
): EventCounts & { close(): Promise<void> } {
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;
  let closed = false;

  async function write(batch: Pending[]) {
    // One order for every writer: two replicas' upserts of the same rows cannot deadlock.
    batch.sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.version.localeCompare(b.version) ||
        a.window - b.window ||
        a.visitor.localeCompare(b.visitor),
    );
    // A row that already says as much is left alone: no dead row for every repeated report.
    await pool.query(
      `insert into registry_remote_visitors as v (name, version, window_start, visitor, loaded, failed)
       select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::boolean[], $6::boolean[])
       on conflict (name, version, window_start, visitor) do update set
         loaded = v.loaded or excluded.loaded,
         failed = v.failed or excluded.failed
       where (excluded.loaded and not v.loaded) or (excluded.failed and not v.failed)`,
      [
        batch.map((row) => row.name),
        batch.map((row) => row.version),
        batch.map((row) => new Date(row.window)),
        batch.map((row) => row.visitor),
        batch.map((row) => row.loaded),
        batch.map((row) => row.failed),
      ],
    );
  }

  /** One write at a time: a flush returns once everything counted before it is written. */
  let writing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    const run = writing.then(flushNow);
    writing = run.catch(() => {});
    return run;
  }

  async function flushNow() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length === 0) return;
    try {
      await write(batch);
    } catch (error) {
      // Kept for the next flush: a short database outage loses no counts.
      for (const row of batch) add(row.name, row.version, row.visitor, row, new Date(row.window));
      throw error;
    }
    // Counts older than a week are no canary's: each writer drops them now and then.
    const at = now();
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await pool.query('delete from registry_remote_visitors where window_start < $1', [
        new Date(windowOf(at) - EVENT_RETENTION_MS),
      ]);
    }
  }

  function add(name: string, version: string, visitor: string, seen: Seen, at = now()) {
    const window = windowOf(at);
    const key = `${name}\0${version}\0${window}\0${visitor}`;
    const row = pending.get(key);
    if (row) Object.assign(row, seenEither(row, seen));
    else if (pending.size < MAX_PENDING_VISITORS) {
      pending.set(key, {
        name,
        version,
        window,
        visitor,
        loaded: seen.loaded,
        failed: seen.failed,
      });
    }
    if (!timer && !closed) {
      timer = setTimeout(() => {
        flush().catch((error: Error) =>
          console.error('canary counts: writing to PostgreSQL failed:', error.message),
        );
      }, flushMs);
      // Counting never keeps the process alive; closing the store writes what is left.
      timer.unref();
    }
  }

  return {
    add,
    flush,
    async read(name, versions, since) {
      const found = emptyTallies(versions);
      const { rows } = await pool.query<{
        version: string;
        loads: string;
        failures: string;
        visitors: string;
      }>(
        `select version,
           count(*) filter (where loaded) as loads,
           count(*) filter (where failed) as failures,
           count(distinct visitor) as visitors
         from registry_remote_visitors
         where name = $1 and version = any($2::text[]) and window_start >= $3
         group by version`,
        [name, versions, new Date(windowOf(since))],
      );
      for (const row of rows) {
        found.set(row.version, {
          loads: Number(row.loads),
          failures: Number(row.failures),
          visitors: Number(row.visitors),
        } satisfies Tally);
      }
      return found;
    },
    async close() {
      closed = true;
      await flush().catch((error: Error) =>
        console.error('canary counts: the last write to PostgreSQL failed:', error.message),
      );
    },
  };
}
