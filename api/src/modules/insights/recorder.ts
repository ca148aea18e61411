import { insightDay, type InsightEvent } from 'shared-contracts';
import { isUuid } from '../../lib/uuid.js';
import type { InsightResult } from '../../metrics/registry.js';
import { isRobot } from './robots.js';

/** One thing a visitor did, as the card routes, the beacon and the gateway report it. */
export interface InsightRecord {
  userId: string;
  event: InsightEvent;
  /** Which link, for `link`; nothing otherwise. */
  detail?: string;
  ip: string;
  userAgent?: string;
  /** The browser only fetched ahead (`Sec-Purpose: prefetch`): nobody looked yet. */
  prefetch?: boolean;
}

/** The card's owner looking at their own card: their events of the day are taken back. */
export interface OwnerMark {
  userId: string;
  ip: string;
  userAgent?: string;
}

/** `app.insights`: what the card routes and the gateway call (issue 12 decisions). */
export interface Insights {
  /** Queues the event and returns at once; never throws. */
  record(event: InsightRecord): void;
  markOwner(mark: OwnerMark): void;
  /** Writes everything waiting now (tests, shutdown); never rejects. */
  flush(): Promise<void>;
}

/** An event or owner mark waiting in memory for the next write, with the day it happened on. */
export interface Waiting {
  kind: 'event' | 'owner';
  userId: string;
  event: InsightEvent | 'owner';
  detail: string;
  ip: string;
  userAgent: string;
  day: string;
  /** How many times it happened since the last write: repeats wait as one entry. */
  times: number;
  /** Writes that already failed with it in the batch. */
  tries: number;
}

export interface RecorderOptions {
  /** Writes one batch in one transaction; rejects if nothing of it was written. */
  write(batch: Waiting[]): Promise<void>;
  flushMs: number;
  /** This many different entries waiting start a write at once, not at the next tick. */
  flushAt?: number;
  /**
   * Beyond this many different entries waiting, new ones are dropped (a repeat of one waiting
   * still counts): a database outage must not eat memory.
   */
  maxWaiting?: number;
  now?: () => Date;
  onResult?(result: InsightResult, count: number): void;
  onFlushed?(ok: boolean): void;
  onError?(error: unknown, dropped: number): void;
}

export const FLUSH_AT = 500;
export const MAX_WAITING = 20_000;
/** A batch is tried twice: a blip is survived, an outage does not pile up retries. */
const MAX_TRIES = 2;

/**
 * The in-memory queue between a request and the database: recording is a push, so counting never
 * slows a card; a timer (which never keeps the process alive) or a full batch writes it.
 */
export function createRecorder(options: RecorderOptions): Insights & { close(): Promise<void> } {
  const {
    write,
    flushMs,
    flushAt = FLUSH_AT,
    maxWaiting = MAX_WAITING,
    now = () => new Date(),
    onResult = () => {},
    onFlushed = () => {},
    onError = () => {},
  } = options;
  /**
   * What waits, one entry per visitor, card, day, event and detail: a card read a thousand times a
   * second by one visitor (a load test, a refreshing page) is one row to write, not a thousand.
   */
  let waiting = new Map<string, Waiting>();
  let running: Promise<void> | undefined;
  let closed = false;

  const keyOf = (item: Waiting) =>
    [item.kind, item.day, item.userId, item.event, item.detail, item.ip, item.userAgent].join('\n');
  const eventsIn = (items: Iterable<Waiting>) => {
    let count = 0;
    for (const item of items) if (item.kind === 'event') count += item.times;
    return count;
  };

  function push(item: Waiting) {
    if (closed) return;
    const key = keyOf(item);
    const same = waiting.get(key);
    if (same) {
      same.times += item.times;
      return;
    }
    if (waiting.size >= maxWaiting) {
      if (item.kind === 'event') onResult('dropped_full', item.times);
      return;
    }
    waiting.set(key, item);
    if (waiting.size >= flushAt && !running) void flush();
  }

  async function writeBatch(batch: Waiting[]) {
    const events = eventsIn(batch);
    try {
      await write(batch);
      onFlushed(true);
      onResult('counted', events);
    } catch (error) {
      onFlushed(false);
      const retried = batch
        .filter((item) => item.tries + 1 < MAX_TRIES)
        .map((item) => ({ ...item, tries: item.tries + 1 }));
      // Back in front of what came meanwhile, within the bound: the oldest go first again.
      const room = Math.max(0, maxWaiting - waiting.size);
      const kept = closed ? [] : retried.slice(0, room);
      const meanwhile = waiting;
      waiting = new Map(kept.map((item) => [keyOf(item), item]));
      for (const item of meanwhile.values()) push(item);
      const lost = batch.length - kept.length;
      onResult('dropped_failed', events - eventsIn(kept));
      onError(error, lost);
    }
  }

  async function flush(): Promise<void> {
    // One write at a time, in order; a caller waits for the one running, then writes the rest.
    while (running) await running;
    if (waiting.size === 0) return;
    const batch = [...waiting.values()];
    waiting = new Map();
    running = writeBatch(batch).finally(() => {
      running = undefined;
    });
    await running;
  }

  const timer = setInterval(() => {
    if (waiting.size > 0 && !running) void flush();
  }, flushMs);
  timer.unref();

  const day = () => insightDay(now());

  return {
    record(event) {
      try {
        if (!isUuid(event.userId)) return;
        if (event.prefetch) return onResult('ignored_prefetch', 1);
        if (isRobot(event.userAgent)) return onResult('ignored_bot', 1);
        push({
          kind: 'event',
          userId: event.userId,
          event: event.event,
          detail: event.detail ?? '',
          ip: event.ip,
          userAgent: event.userAgent ?? '',
          day: day(),
          times: 1,
          tries: 0,
        });
      } catch {
        // A clock or hook that throws must never reach the card being served.
      }
    },
    markOwner(mark) {
      try {
        if (!isUuid(mark.userId)) return;
        push({
          kind: 'owner',
          userId: mark.userId,
          event: 'owner',
          detail: '',
          ip: mark.ip,
          userAgent: mark.userAgent ?? '',
          day: day(),
          times: 1,
          tries: 0,
        });
      } catch {
        // As record: never a failure for the request that asked.
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      // Twice: what the first write could not store gets its one retry before the end.
      await flush();
      await flush();
      closed = true;
      const lost = eventsIn(waiting.values());
      if (lost > 0) onResult('dropped_failed', lost);
      waiting = new Map();
    },
  };
}
