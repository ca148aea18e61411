import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

/**
 * Who may read the metrics. With METRICS_TOKEN: whoever sends it as a bearer token (401 for
 * anyone else). Without it: only a client on this machine, judged by the TCP peer's address and
 * never by X-Forwarded-For (a header anyone can send); to everyone else the route does not exist.
 * Behind an ingress or a proxy the peer is the proxy, so the public never reaches an unguarded one.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): MetricsAccess => {
    if (expected === undefined) {
      return LOOPBACK.test(request.socket.remoteAddress ?? '') ? 'allowed' : 'hidden';
    }
    const [scheme, sent] = (request.headers.authorization ?? '').split(' ');
    // Compared as fixed-length digests, so neither the length nor the content leaks by timing.
    const valid =
      scheme?.toLowerCase() === 'bearer' && !!sent && timingSafeEqual(digest(sent), expected);
    return valid ? 'allowed' : 'unauthorized';
  };
}
