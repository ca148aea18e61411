import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { resolveJwtSecret } from '../../lib/jwt-secret.js';
import type { Metrics } from '../../metrics/registry.js';
import { createInsightsWriter } from './flush-sql.js';
import { createRecorder, type Insights, type RecorderOptions } from './recorder.js';
import { insightsKey } from './visitor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Private counting of card visits (issue 12): batched in memory, written in the background. */
    insights: Insights;
  }
}

export interface InsightsOptions {
  db: Database;
  /** The server's visitor key (insightsKey): half of each day's visitor key. */
  secret: Buffer;
  flushMs: number;
  log: FastifyBaseLogger;
  metrics?: Metrics;
  /** The clock (tests move it to another day); defaults to the real one. */
  now?: () => Date;
  flushAt?: RecorderOptions['flushAt'];
  maxWaiting?: RecorderOptions['maxWaiting'];
}

/** The recorder wired to the database, the metrics and the log. */
export function createInsights(options: InsightsOptions) {
  const { db, secret, flushMs, log, metrics, now, flushAt, maxWaiting } = options;
  return createRecorder({
    write: createInsightsWriter({ db, secret, ...(now && { now }) }),
    flushMs,
    ...(flushAt !== undefined && { flushAt }),
    ...(maxWaiting !== undefined && { maxWaiting }),
    ...(now && { now }),
    onResult: (result, count) => metrics?.insights.events(result, count),
    onFlushed: (ok) => metrics?.insights.flushed(ok),
    // Counting is best effort: a failed write is said once, and the cards go on being served.
    onError: (err, dropped) =>
      log.error({ err, dropped }, 'insights could not be written; retried once, then dropped'),
  });
}

/**
 * `app.insights` on the API's own instance, beside `publicCards`, so the gateway gets it through
 * `expose` too. What is waiting is written on close, before the database closes (registered
 * after it, so its onClose hook runs first).
 */
export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    const insights = createInsights({
      db: app.db,
      secret: insightsKey(secret),
      flushMs: app.config.insightsFlushMs,
      log: app.log,
      metrics: app.metrics,
    });
    const { record, markOwner, flush } = insights;
    app.decorate('insights', { record, markOwner, flush } satisfies Insights);
    app.addHook('onClose', () => insights.close());
  },
  { name: 'insights', dependencies: ['config', 'db', 'metrics'] },
);
