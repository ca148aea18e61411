import pg from 'pg';

export interface NotifyChannel {
  /** Sends `payload` to every instance listening on the channel (not back to this one). */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface NotifyChannelOptions {
  connectionString: string;
  /** A plain identifier: it is written into LISTEN as it is. */
  channel: string;
  /** A notification from another instance. */
  onNotification(payload: string): void;
  /**
   * After every LISTEN that follows a lost connection: whatever was sent meanwhile was missed.
   * Not called for the first one.
   */
  onReconnected(): void;
  /** How to send while the listener is down (through the pool): nothing comes back to us then. */
  sendWithout(payload: string): Promise<void>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Waits between reconnection attempts, doubling from `minMs` to `maxMs`. */
  retry?: { minMs: number; maxMs: number };
  /** How often an idle listener checks its connection is still alive. */
  heartbeatMs?: number;
}

/** node-postgres keeps the backend's process id, but its types do not declare it. */
const backendPid = (client: pg.Client) => (client as unknown as { processID: number }).processID;

/** What the listener shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tapfolio-listener';

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled one would be handed to other
 * queries and stop listening). The connection reconnects on its own after an error, an end or a
 * failed heartbeat. Notifications are sent on the same connection while it is up, so the ones
 * that come back from ourselves are recognised by the backend's process id and dropped.
 */
export async function openNotifyChannel(options: NotifyChannelOptions): Promise<NotifyChannel> {
  const { channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { minMs, maxMs } = options.retry ?? { minMs: 200, maxMs: 10_000 };
  const heartbeatMs = options.heartbeatMs ?? 30_000;

  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let delay = minMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const drop = (lost: pg.Client, error?: Error) => {
    if (client === lost) {
      client = null;
      log.warn({ err: error, channel }, 'the notification listener lost its connection');
      schedule();
    }
    lost.end().catch(() => {});
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxMs);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    // Unheard, an 'error' on a client ends the whole process.
    candidate.on('error', (error) => drop(candidate, error));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      if (message.processId === backendPid(candidate)) return;
      options.onNotification(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error, channel }, 'the notification listener could not connect');
      candidate.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = minMs;
    if (everConnected) {
      log.info({ channel }, 'the notification listener is back');
      options.onReconnected();
    }
    everConnected = true;
  }

  // One query at a time on the listening connection: pg queues overlapping ones itself, but that
  // is deprecated (and refused from pg 9), and saves notify concurrently.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(query: () => Promise<T>): Promise<T> => {
    const turn = last.then(query, query);
    last = turn.catch(() => undefined);
    return turn;
  };

  // A connection that died without a word (a half-open socket) shows itself on the next query.
  const heartbeat = setInterval(() => {
    const current = client;
    if (current)
      inTurn(() => current.query('SELECT 1')).catch((error: Error) => drop(current, error));
  }, heartbeatMs);
  heartbeat.unref();

  await connect();

  return {
    async notify(payload) {
      const current = client;
      if (current) {
        try {
          await inTurn(() => current.query('SELECT pg_notify($1, $2)', [channel, payload]));
          return;
        } catch (error) {
          drop(current, error as Error);
        }
      }
      await options.sendWithout(payload);
    },

    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
