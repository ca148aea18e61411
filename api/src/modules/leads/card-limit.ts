import type { FastifyReply } from 'fastify';
import { accountErrors } from 'shared-contracts';
import type { RateLimit } from '../../config.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { countHit } from '../../lib/shared-rate-limits.js';

/**
 * Leads per card from any address, counted in the table every replica shares. Not
 * @fastify/rate-limit: it runs once per request, and the per-address limit already uses that
 * run. Counted only for cards that exist (after the lookup).
 */
export function createCardLimit(db: Database, { max, timeWindowMs }: RateLimit) {
  return {
    /** Counts one for the card, or answers 429 when its window is full. */
    async admit(userId: string, reply: FastifyReply): Promise<void> {
      const { current, ttlMs } = await countHit(db, `leads-card:${userId}`, timeWindowMs);
      if (current > max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
        throw new HttpError(429, accountErrors.tooManyRequests, 'RATE_LIMITED');
      }
    },
  };
}
