import { isPrefetch, type GatewayPort } from 'api';
import type { FastifyRequest } from 'fastify';
import { NFC_SOURCE_PARAM, NFC_SOURCE_VALUE } from 'shared-contracts';

/**
 * Who arrived, as the API's insights want it: they decide about bots, prefetches and the owner
 * (the gateway only reports what arrived).
 */
export const visitOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  prefetch: isPrefetch(request.headers),
});

/** A card page was sent: a view, and an NFC tap when the link says it came from a chip. */
export function countView(
  counter: GatewayPort['insights'],
  request: FastifyRequest,
  userId: string,
): void {
  const visit = { userId, ...visitOf(request) };
  counter.record({ ...visit, event: 'view' });
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.[NFC_SOURCE_PARAM] === NFC_SOURCE_VALUE) counter.record({ ...visit, event: 'nfc' });
}
