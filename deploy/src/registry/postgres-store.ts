import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresEventCounts } from '../canary/postgres-counts.js';
import type { HistoryAction, HistoryEntry } from '../history.js';
import type { RegistryState, RemoteState } from './state.js';
import type { RegistryStore } from './store.js';

/** The registry's own migrations (beside src/ and dist/ alike), kept apart from the API's. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATIONS_TABLE = 'registry_migrations';

/** How long a gateway may serve a registry it read: every replica sees a change within this. */
export const REGISTRY_CACHE_MS = 1000;

interface RemoteRow {
  name: string;
  version: string;
  url: string;
  canary_version: string | null;
  canary_url: string | null;
  canary_percent: number | null;
}

interface HistoryRow {
  name: string;
  version: string;
  action: string;
  at: Date;
  url: string | null;
  by: string | null;
  note: string | null;
  percent: number | null;
}

const stateOf = (row: RemoteRow): RemoteState => ({
  current: { version: row.version, url: row.url },
  ...(row.canary_version &&
    row.canary_url &&
    row.canary_percent !== null && {
      canary: { version: row.canary_version, url: row.canary_url, percent: row.canary_percent },
    }),
});

const entryOf = (row: HistoryRow): HistoryEntry => ({
  name: row.name,
  version: row.version,
  at: row.at.toISOString(),
  action: row.action as HistoryAction,
  ...(row.url !== null && { url: row.url }),
  ...(row.by !== null && { by: row.by }),
  ...(row.note !== null && { note: row.note }),
  ...(row.percent !== null && { percent: row.percent }),
});

const HISTORY_COLUMNS = 'name, version, action, at, url, by, note, percent';

/**
 * The registry in PostgreSQL, shared by every gateway replica and every release command: a change
 * is one transaction (the remote's row and its history line), serialised per remote by an advisory
 * lock, so two operators releasing at once cannot lose one another's change. Replicas read it
 * through a cache of at most REGISTRY_CACHE_MS.
 */
export async function postgresRegistryStore(
  url: string,
  { cacheMs = REGISTRY_CACHE_MS }: { cacheMs?: number } = {},
): Promise<RegistryStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A dropped idle connection is an 'error' on the pool; unheard, it would end the process.
  pool.on('error', (error) =>
    console.error('registry: PostgreSQL dropped a connection:', error.message),
  );

  // Replicas start together: one migrates, the others wait for it.
  try {
    const lock = await pool.connect();
    try {
      await lock.query(`select pg_advisory_lock(hashtext('tapfolio:registry:migrate'))`);
      await migrate(drizzle({ client: pool }), {
        migrationsFolder: MIGRATIONS_FOLDER,
        migrationsTable: MIGRATIONS_TABLE,
      });
    } finally {
      await lock
        .query(`select pg_advisory_unlock(hashtext('tapfolio:registry:migrate'))`)
        .catch(() => {});
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  const readFresh = async (): Promise<RegistryState> => {
    const { rows } = await pool.query<RemoteRow>(
      'select name, version, url, canary_version, canary_url, canary_percent from registry_remotes',
    );
    return Object.fromEntries(rows.map((row) => [row.name, stateOf(row)]));
  };

  let cached: { at: number; state: Promise<RegistryState> } | undefined;
  const eventCounts = postgresEventCounts(pool);

  return {
    kind: 'postgres',
    read() {
      const now = Date.now();
      if (!cached || now - cached.at >= cacheMs) {
        const state = readFresh();
        cached = { at: now, state };
        // A failed read is not kept: the next request asks again.
        state.catch(() => {
          if (cached?.state === state) cached = undefined;
        });
      }
      return cached.state;
    },
    readFresh,
    async change(name, decide) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`select pg_advisory_xact_lock(hashtext('tapfolio:registry:' || $1))`, [
          name,
        ]);
        const { rows } = await client.query<RemoteRow>(
          'select name, version, url, canary_version, canary_url, canary_percent from registry_remotes where name = $1',
          [name],
        );
        const history = await client.query<HistoryRow>(
          `select ${HISTORY_COLUMNS} from registry_history where name = $1 order by id`,
          [name],
        );
        const transition = decide(rows[0] ? stateOf(rows[0]) : {}, history.rows.map(entryOf));
        if (!transition) {
          await client.query('rollback');
          return undefined;
        }
        const { current, canary } = transition.next;
        if (current) {
          await client.query(
            `insert into registry_remotes (name, version, url, canary_version, canary_url, canary_percent, updated_at)
             values ($1, $2, $3, $4, $5, $6, now())
             on conflict (name) do update set version = excluded.version, url = excluded.url,
               canary_version = excluded.canary_version, canary_url = excluded.canary_url,
               canary_percent = excluded.canary_percent, updated_at = now()`,
            [
              name,
              current.version,
              current.url,
              canary?.version ?? null,
              canary?.url ?? null,
              canary?.percent ?? null,
            ],
          );
        } else {
          await client.query('delete from registry_remotes where name = $1', [name]);
        }
        const { entry } = transition;
        await client.query(
          `insert into registry_history (${HISTORY_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            entry.name,
            entry.version,
            entry.action,
            entry.at,
            entry.url ?? null,
            entry.by ?? null,
            entry.note ?? null,
            entry.percent ?? null,
          ],
        );
        await client.query('commit');
        cached = undefined;
        return transition;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async history(name) {
      const { rows } = name
        ? await pool.query<HistoryRow>(
            `select ${HISTORY_COLUMNS} from registry_history where name = $1 order by id`,
            [name],
          )
        : await pool.query<HistoryRow>(
            `select ${HISTORY_COLUMNS} from registry_history order by id`,
          );
      return rows.map(entryOf);
    },
    eventCounts,
    async close() {
      await eventCounts.close();
      await pool.end();
    },
  };
}
