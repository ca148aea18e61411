import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createServer } from '../../src/app.js';
import { LISTENER_APPLICATION_NAME } from '../../src/lib/pg-notify.js';
import type { TestApp } from './app.js';
import { eventually } from './eventually.js';

export interface Replica {
  app: FastifyInstance;
  /** The API plugin's own instance. */
  api: FastifyInstance;
  /** A request to /api/v1{path} on this replica, as TestApp's `call`. */
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<LightMyRequestResponse>;
}

/**
 * A second API on a test app's configuration, database and JWT secret: another replica behind
 * the balancer, with its own pool and notification listener. Resolves once both replicas listen,
 * so that no test reads before a notification can reach them.
 */
export async function startReplica(t: TestApp): Promise<Replica> {
  let api: FastifyInstance | undefined;
  const app = await createServer(t.config, {}, (instance) => {
    api = instance;
  });
  await app.ready();
  await eventually(async () => ((await listenerPids(t)).length >= 2 ? true : undefined), {
    everyMs: 20,
    what: 'both replicas listening',
  });
  return {
    app,
    api: api!,
    call: (method, path, { body, token } = {}) =>
      app.inject({
        method,
        url: `${API_BASE}${path}`,
        headers: { ...(token && { authorization: `Bearer ${token}` }) },
        ...(body !== undefined && { payload: body as object }),
      }),
  };
}

/** The backends of the notification listeners on the test app's database. */
export async function listenerPids(t: TestApp): Promise<number[]> {
  // Both drivers answer node-postgres' shape; the Database type leaves it unknown.
  const { rows } = (await t.api.db.execute(
    sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`,
  )) as unknown as { rows: Array<{ pid: number }> };
  return rows.map((row) => row.pid);
}
