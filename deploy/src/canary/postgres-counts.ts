import type pg from 'pg';
import {
  emptyTallies,
  EVENT_RETENTION_MS,
  minuteOf,
  sumInto,
  type EventCounts,
  type Tally,
} from './counts.js';

/** How often a replica writes what it counted: every replica's counts add up within this. */
export const EVENT_FLUSH_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface Pending extends Tally {
  name: string;
  version: string;
  minute: number;
}

/**
 * The counts in PostgreSQL (table `registry_remote_events`, deploy/drizzle/0001), beside the
 * registry every replica shares. A replica adds up what it is told in memory and writes it in one
 * statement a second later (an upsert that adds to the minute's row), so the requests never wait
 * on the database and N replicas cost N small writes a second at most.
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
        a.name.localeCompare(b.name) || a.version.localeCompare(b.version) || a.minute - b.minute,
    );
    await pool.query(
      `insert into registry_remote_events (name, version, minute, loads, failures)
       select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::integer[], $5::integer[])
       on conflict (name, version, minute) do update set
         loads = registry_remote_events.loads + excluded.loads,
         failures = registry_remote_events.failures + excluded.failures`,
      [
        batch.map((row) => row.name),
        batch.map((row) => row.version),
        batch.map((row) => new Date(row.minute)),
        batch.map((row) => row.loads),
        batch.map((row) => row.failures),
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
      for (const row of batch) add(row.name, row.version, row, new Date(row.minute));
      throw error;
    }
    // Counts older than a week are no canary's: each writer drops them now and then.
    const at = now();
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await pool.query('delete from registry_remote_events where minute < $1', [
        new Date(minuteOf(at) - EVENT_RETENTION_MS),
      ]);
    }
  }

  function add(name: string, version: string, tally: Tally, at = now()) {
    const minute = minuteOf(at);
    const key = `${name}\0${version}\0${minute}`;
    const row = pending.get(key);
    if (row) sumInto(row, tally);
    else pending.set(key, { name, version, minute, loads: tally.loads, failures: tally.failures });
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
      const { rows } = await pool.query<{ version: string; loads: string; failures: string }>(
        `select version, sum(loads) as loads, sum(failures) as failures
         from registry_remote_events
         where name = $1 and version = any($2::text[]) and minute >= $3
         group by version`,
        [name, versions, new Date(minuteOf(since))],
      );
      for (const row of rows) {
        found.set(row.version, { loads: Number(row.loads), failures: Number(row.failures) });
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
