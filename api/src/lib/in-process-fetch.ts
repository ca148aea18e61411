import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` answered by this very server through `inject`, without a socket: the Razorpay client
 * and the emulator's webhooks reach the built-in emulator and the webhook route this way, so they
 * work where PUBLIC_URL is not reachable from the server itself (behind a proxy, or in tests that
 * never listen). Only the path and query of the URL are used. Requests are the ones real HTTP
 * would carry, byte for byte, so signatures and parsing are exercised as they are in production.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://in-process');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const payload = init.body;
    if (payload !== undefined && payload !== null && typeof payload !== 'string') {
      throw new TypeError('inProcessFetch sends string bodies only');
    }
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload != null && { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
