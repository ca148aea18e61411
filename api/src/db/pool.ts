import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.js';

type Callback = Parameters<pg.Pool['connect']>[0] & {};

/**
 * A connection checked out (drizzle's transactions: `pool.connect()`, BEGIN, ..., release) that
 * the server or the network has broken goes back to the pool, marked broken, as soon as a query
 * on it fails for that reason. drizzle-orm 0.45 sends BEGIN before its try/finally: when BEGIN
 * fails (the server just stopped) it never releases the connection, and after ten of those the
 * pool has none left to give, so the API would stay down after the database came back. A later
 * release (drizzle's finally, when it gets there) does nothing.
 */
function releaseOnBreak(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) releaseOnce(error as Error);
      throw error;
    });
  }) as typeof client.query;
  client.release = releaseOnce;
  return client;
}

/** pg's Pool, whose checked-out connections are returned when they break (see releaseOnBreak). */
export class OutageSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | void {
    // The pool's own `query` checks out with a callback and always releases: left as it is.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseOnBreak);
  }
}
