import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

/**
 * Who may read the metrics. With METRICS_TOKEN: whoever sends it as a bearer token (401 for
 * anyone else). Without it, only on a server that listens on loopback (`listensOnLoopback`), and
 * there only to a client on this machine: the TCP peer's address is loopback and no proxy
 * forwarded the request (a reverse proxy on the same machine connects from loopback too, and says
 * so in X-Forwarded-For or Forwarded). To everyone else the route does not exist. A server that
 * listens beyond loopback (a container, a pod) needs the token: there, a proxy or a sidecar on
 * the same network namespace can be anyone's way in.
 */
export function metricsAccess(token: string | undefined, listensOnLoopback: boolean) {
  const expected = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): MetricsAccess => {
    if (expected === undefined) {
      const local =
        listensOnLoopback &&
        LOOPBACK.test(request.socket.remoteAddress ?? '') &&
        request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined;
      return local ? 'allowed' : 'hidden';
    }
    const [scheme, sent] = (request.headers.authorization ?? '').split(' ');
    // Compared as fixed-length digests, so neither the length nor the content leaks by timing.
    const valid =
      scheme?.toLowerCase() === 'bearer' && !!sent && timingSafeEqual(digest(sent), expected);
    return valid ? 'allowed' : 'unauthorized';
  };
}
