import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the pool of a PostgreSQL server reports; PGlite has no pool (one in-process connection). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * An upload refusal's reason is the error code the client got: codes are written in this code
 * base (our HttpErrors, Fastify's FST_ codes), never taken from a request, so the set is bounded.
 */
function uploadReason(error: unknown): string {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{2,59}$/.test(code)) return code.toLowerCase();
  return typeof statusCode === 'number' ? `status_${statusCode}` : 'other';
}

/** Razorpay's event names are open-ended: only those we act on get a label of their own. */
const WEBHOOK_EVENTS = new Set([
  'payment_link.paid',
  'payment_link.partially_paid',
  'payment_link.cancelled',
  'payment_link.expired',
  'payment.captured',
  'payment.failed',
  'payment.authorized',
  'refund.created',
  'refund.processed',
]);

/** What became of an insights event (modules/insights): a bounded set of labels. */
const INSIGHT_RESULTS = [
  'counted',
  'ignored_bot',
  'ignored_prefetch',
  'dropped_full',
  'dropped_failed',
] as const;
export type InsightResult = (typeof INSIGHT_RESULTS)[number];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's own series (CPU, memory, event loop, GC) exist once per process, whatever the
 * number of apps in it: collected into one registry, made on first use and merged into every
 * app's answer. Collecting them per app would start another event-loop monitor per app.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * One app's series, in a registry of its own (never prom-client's global one), so several apps
 * in one process (tests, the gateway beside a tool) each count only their own requests.
 */
export function createMetrics() {
  const registry = new Registry();
  const prefix = 'tapfolio_';
  const httpLabels = ['method', 'route', 'status_class'] as const;

  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: httpLabels,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames: httpLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const uploads = new Counter({
    name: `${prefix}uploads_total`,
    help: 'Images accepted and stored, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: `${prefix}upload_bytes_total`,
    help: 'Bytes stored for accepted images (after re-encoding), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const uploadRejects = new Counter({
    name: `${prefix}upload_rejects_total`,
    help: 'Uploads refused, by the error code the client got',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  const mails = new Counter({
    name: `${prefix}mails_total`,
    help: 'Mails handed to SMTP (or written to the outbox), by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  const paymentLinks = new Counter({
    name: `${prefix}payment_links_total`,
    help: 'Razorpay payment links asked for at checkout, by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: `${prefix}payment_webhooks_total`,
    help: 'Razorpay webhooks received with a valid signature, by event',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  const signatures = new Counter({
    name: `${prefix}payment_signatures_total`,
    help: 'Razorpay signatures checked (webhooks, payment returns), by result',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  const insightEvents = new Counter({
    name: `${prefix}insight_events_total`,
    help:
      'Insights events, by result: counted (written to the database), ignored (bot, prefetch), ' +
      'or dropped (the buffer was full, or its write failed twice)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const insightFlushes = new Counter({
    name: `${prefix}insight_flushes_total`,
    help: 'Writes of the waiting insights events (one transaction each), by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const leads = new Counter({
    name: `${prefix}leads_total`,
    help:
      "Contacts sent to a card's owner, by result: stored (and mailed), or trapped (the " +
      'honeypot was filled: answered as stored, but nothing kept)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['stored', 'trapped']) leads.inc({ result }, 0);
  for (const result of INSIGHT_RESULTS) insightEvents.inc({ result }, 0);
  for (const result of ['ok', 'failed']) insightFlushes.inc({ result }, 0);
  // Created with a zero, so a dashboard shows "no failures" rather than "no data".
  for (const result of ['valid', 'invalid']) {
    for (const kind of ['webhook', 'callback']) signatures.inc({ kind, result }, 0);
  }
  for (const result of ['sent', 'failed']) mails.inc({ result }, 0);

  return {
    registry,

    /** One answered request; `route` is the route's pattern (never the raw URL), or none. */
    request(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = {
        method: METHODS.has(method) ? method : 'OTHER',
        route: route ?? 'unmatched',
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },

    uploads: {
      stored(kind: string, bytes: number) {
        uploads.inc({ kind });
        uploadBytes.inc({ kind }, bytes);
      },
      rejected(error: unknown) {
        uploadRejects.inc({ reason: uploadReason(error) });
      },
    },

    mails: {
      sent: () => mails.inc({ result: 'sent' }),
      failed: () => mails.inc({ result: 'failed' }),
    },

    payments: {
      linkCreated: () => paymentLinks.inc({ result: 'created' }),
      linkFailed: () => paymentLinks.inc({ result: 'failed' }),
      webhook: (event: string) =>
        webhooks.inc({ event: WEBHOOK_EVENTS.has(event) ? event : 'other' }),
      signature: (kind: 'webhook' | 'callback', valid: boolean) =>
        signatures.inc({ kind, result: valid ? 'valid' : 'invalid' }),
    },

    leads: {
      stored: () => leads.inc({ result: 'stored' }),
      trapped: () => leads.inc({ result: 'trapped' }),
    },

    insights: {
      events: (result: InsightResult, count = 1) => insightEvents.inc({ result }, count),
      flushed: (ok: boolean) => insightFlushes.inc({ result: ok ? 'ok' : 'failed' }),
    },

    /** The database: its driver always; a PostgreSQL pool's counts, read at each scrape. */
    database(driver: string, pool: PoolCounts | undefined) {
      new Gauge({
        name: `${prefix}database_info`,
        help: 'The database driver in use (pg: a PostgreSQL server; pglite: embedded)',
        labelNames: ['driver'] as const,
        registers: [registry],
      }).set({ driver }, 1);
      if (!pool) return;
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name: `${prefix}${name}`,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge('db_pool_connections', 'Connections the pool holds (idle and in use)', () => {
        return pool.totalCount;
      });
      gauge('db_pool_idle_connections', 'Connections the pool holds, idle', () => pool.idleCount);
      gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', () => {
        return pool.waitingCount;
      });
    },

    /** The text a scrape gets: this app's series and the process's. */
    async render(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: registry.contentType, body: await merged.metrics() };
    },
  };
}
