import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountErrors } from 'shared-contracts';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/rate-limits.js';
import { clientNetwork } from './client-network.js';
import { HttpError } from './http-error.js';

/** Windows ended longer ago than this are deleted, now and then, by a request that counts. */
const KEEP_ENDED_MS = 60 * 60 * 1000;
const PURGE_ONE_IN = 200;

/** What a count answers: the requests in the key's window so far, and when the window ends. */
export interface Hit {
  current: number;
  ttlMs: number;
}

/**
 * Counts one request for `key` in a fixed window of `windowMs`, in the table every replica
 * shares: one statement, so two replicas counting at once never lose a request. The key is
 * stored as a hash (it may hold an address or an account).
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const hashed = createHash('sha256').update(key).digest('base64url');
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: hashed, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${rateLimitHits.resetsAt} <= now() then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
  if (Math.floor(Math.random() * PURGE_ONE_IN) === 0) {
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.resetsAt, new Date(Date.now() - KEEP_ENDED_MS)));
  }
  return { current: row!.hits, ttlMs: Math.max(0, row!.resetsAt.getTime() - Date.now()) };
}

/**
 * @fastify/rate-limit's store on the shared table: every limit of the API (per address, per
 * person) counts across all replicas, where its own store counts per process (three replicas
 * would allow three times the limit). A route's counts are its own: the route is in the key.
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.scope}\0${key}`, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands the route's limit settings, with the route under `routeInfo`.
      const { routeInfo } = options as unknown as {
        routeInfo?: { method?: unknown; url?: unknown };
      };
      const route = routeInfo ?? options;
      return new SharedRateLimitStore(
        undefined,
        `${String(route.method ?? '')} ${String(route.url ?? '')}`,
      );
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * How many times a limit kept per network and target (an account, a card) one client network may
 * use up over all targets: a conference hall behind one carrier address is many people, while a
 * script going from account to account, or card to card, from one network still meets a ceiling.
 */
export const ADDRESS_CEILING_FACTOR = 20;

/** The network's count for `name` over every target, or 429 past the ceiling. */
export async function checkNetworkCeiling(
  db: Database,
  name: string,
  { max, timeWindowMs }: { max: number; timeWindowMs: number },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const key = `${name}-network:${clientNetwork(request.ip)}`;
  const { current, ttlMs } = await countHit(db, key, timeWindowMs);
  if (current > max * ADDRESS_CEILING_FACTOR) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
    throw new HttpError(429, accountErrors.tooManyRequests, 'RATE_LIMITED');
  }
}
