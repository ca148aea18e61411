import type { FastifyRequest } from 'fastify';
import { NFC_SOURCE_PARAM, NFC_SOURCE_VALUE, type InsightEvent } from 'shared-contracts';

/** What the card route tells the API's insights (api `insights.record`): never awaited. */
export interface ViewCounter {
  record(event: {
    userId: string;
    event: InsightEvent;
    detail?: string;
    ip: string;
    userAgent?: string;
    prefetch?: boolean;
  }): void;
}

/**
 * A browser fetching ahead of a click says so (`Sec-Purpose` now, `Purpose` before it, `X-Moz`
 * in Firefox): nobody has looked yet.
 */
export const isPrefetch = ({ headers }: FastifyRequest) =>
  /prefetch/i.test(
    `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`,
  );

/**
 * A card page was sent: a view, and an NFC tap when the link says it came from a chip. The
 * counter decides about bots, prefetches and the owner; this only reports what arrived.
 */
export function countView(counter: ViewCounter, request: FastifyRequest, userId: string): void {
  const visit = {
    userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    prefetch: isPrefetch(request),
  };
  counter.record({ ...visit, event: 'view' });
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.[NFC_SOURCE_PARAM] === NFC_SOURCE_VALUE) counter.record({ ...visit, event: 'nfc' });
}
