import type { FastifyReply } from 'fastify';
import { accountErrors } from 'shared-contracts';
import type { RateLimit } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Leads per card from any address, in this process. Not @fastify/rate-limit: it runs once per
 * request, and the per-address limit already uses that run. Counted only for cards that exist
 * (after the lookup), so the map holds at most the cards written to within one window.
 */
export function createCardLimit({ max, timeWindowMs }: RateLimit, now = () => Date.now()) {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const forgetEnded = (at: number) => {
    for (const [card, window] of windows) if (window.endsAt <= at) windows.delete(card);
  };

  return {
    /** Counts one for the card, or answers 429 when its window is full. */
    admit(userId: string, reply: FastifyReply): void {
      const at = now();
      if (windows.size > 10_000) forgetEnded(at);
      let window = windows.get(userId);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + timeWindowMs };
        windows.set(userId, window);
      }
      if (window.count >= max) {
        reply.header('retry-after', String(Math.ceil((window.endsAt - at) / 1000)));
        throw new HttpError(429, accountErrors.tooManyRequests, 'RATE_LIMITED');
      }
      window.count += 1;
    },
  };
}
