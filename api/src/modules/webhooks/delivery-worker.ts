import type { FastifyBaseLogger } from 'fastify';
import type { WebhookConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { WebhookDeliveryRow } from '../../db/schema/index.js';
import { claimDue, recordAttempt, type ClaimedDelivery } from './repository.js';
import { nextAttemptAt } from './retry-schedule.js';
import { send } from './sender.js';

/** Past an attempt's own timeout, how long its claim holds before another process may retry it. */
const LEASE_MARGIN_MS = 60_000;

/** The worker of each open database: what queueContactCreated wakes (it is given only the db). */
const workers = new WeakMap<object, DeliveryWorker>();

export const deliveryWorkerOf = (db: object): DeliveryWorker | undefined => workers.get(db);

/**
 * Sends the due deliveries of this API process. It looks every `pollIntervalMs` and whenever
 * woken (a contact was queued, an attempt ended). At most `concurrency` attempts are in flight,
 * at most one per webhook, each ended by its own timeout: a receiver that never answers holds one
 * slot for `timeoutMs` and nothing else; the request that queued the contact never waits on any.
 */
export class DeliveryWorker {
  /** The time everything here goes by; tests move it to a day later. */
  clock: () => Date = () => new Date();

  private readonly inFlight = new Map<string, { webhookId: string; done: Promise<void> }>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: WebhookConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    workers.set(this.db, this);
    if (this.config.pollIntervalMs <= 0) return;
    this.timer = setInterval(() => this.wake(), this.config.pollIntervalMs);
    this.timer.unref();
    // Whatever a previous run left due goes out now, not one interval later.
    this.wake();
  }

  /** Looks for due deliveries now (or once more when a look is under way). */
  wake() {
    if (this.stopped || this.config.pollIntervalMs <= 0) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = this.fill()
      .catch((err: unknown) => this.log.error({ err }, 'webhook deliveries could not be claimed'))
      .finally(() => {
        this.filling = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** The claim's end: an attempt's whole timeout and a margin. */
  leaseFrom(now: Date) {
    return new Date(now.getTime() + this.config.timeoutMs + LEASE_MARGIN_MS);
  }

  private async fill() {
    const free = this.config.concurrency - this.inFlight.size;
    if (free <= 0) return;
    const now = this.clock();
    const busy = [...new Set([...this.inFlight.values()].map((flight) => flight.webhookId))];
    const claimed = await claimDue(this.db, {
      now,
      limit: free,
      busy,
      leaseUntil: this.leaseFrom(now),
    });
    for (const delivery of claimed) {
      const done = this.attempt(delivery)
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'a webhook attempt could not be recorded'))
        .finally(() => {
          this.inFlight.delete(delivery.row.id);
          this.wake();
        });
      this.inFlight.set(delivery.row.id, { webhookId: delivery.row.webhookId, done });
    }
  }

  /**
   * One attempt of a claimed delivery, and its result recorded: delivered, due again later
   * (retry-schedule.ts), or failed for good. Undefined when the API closed meanwhile (the claim
   * runs out and the next start tries again) or another attempt took the row over.
   */
  async attempt({ row, url, secret }: ClaimedDelivery): Promise<WebhookDeliveryRow | undefined> {
    const outcome = await send(
      { url, secret, deliveryId: row.id, event: row.event, body: row.body, at: this.clock() },
      {
        timeoutMs: this.config.timeoutMs,
        allowPrivateAddresses: this.config.allowPrivateAddresses,
        extraCertificates: this.config.extraCertificates,
        signal: this.abort.signal,
      },
    );
    if (this.stopped) return undefined;
    const at = this.clock();
    return recordAttempt(
      this.db,
      row,
      outcome.delivered
        ? { delivered: true, statusCode: outcome.statusCode, at }
        : {
            delivered: false,
            statusCode: outcome.statusCode,
            error: outcome.error,
            next: nextAttemptAt(row.createdAt, row.attempts, at),
          },
    );
  }

  /** Resolves once no look is under way and no attempt is in flight. */
  async idle() {
    while (this.filling || this.inFlight.size > 0) {
      await this.filling;
      await Promise.all([...this.inFlight.values()].map((flight) => flight.done));
    }
  }

  /** The API closes: attempts in flight are cut off and waited for, before the database goes. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    if (workers.get(this.db) === this) workers.delete(this.db);
    this.abort.abort();
    await this.filling;
    await Promise.all([...this.inFlight.values()].map((flight) => flight.done));
  }
}
