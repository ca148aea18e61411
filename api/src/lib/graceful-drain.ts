import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import { UNAVAILABLE } from '../plugins/errors.js';

const UNAVAILABLE_BODY = JSON.stringify({
  success: false,
  message: UNAVAILABLE,
  code: 'SERVICE_UNAVAILABLE',
});

export interface Drain {
  /** Give to Fastify as `serverFactory`: its HTTP server, counting the requests in flight. */
  serverFactory: FastifyServerFactory;
  /**
   * From now on every new request is answered 503 (in the API's envelope, `Connection: close`);
   * resolves once the requests in flight have been answered, or after `timeoutMs` regardless.
   */
  drain(timeoutMs: number): Promise<{ unfinished: number }>;
}

/**
 * Shutting down in two steps, because Fastify's own (`app.close()`, `return503OnClosing`) does both
 * at once: once it closes, `app.inject` refuses, and requests in flight that call this server in
 * process (the Razorpay client reaching the built-in emulator, the emulator posting its webhook to
 * the orders' route, see lib/in-process-fetch.ts) would fail half-way. So first new requests are
 * refused at the socket while those in flight run to their end with everything they use still
 * open; then `app.close()` closes the server, flushes the mail queue and closes the database.
 */
export function createDrain(): Drain {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let settled: (() => void) | undefined;
  let server: Server | undefined;

  function onRequest(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    if (draining) {
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(UNAVAILABLE_BODY),
        'retry-after': '5',
        connection: 'close',
      });
      res.end(UNAVAILABLE_BODY);
      return;
    }
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining && inFlight.size === 0) settled?.();
    });
    handler(req, res);
  }

  const serverFactory: FastifyServerFactory = (handler, options: FastifyServerOptions) => {
    // What Fastify does for its own HTTP/1 server (lib/server.js), with the counting in front.
    const created = http.createServer((req, res) => onRequest(handler, req, res));
    if (options.keepAliveTimeout !== undefined) created.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) created.requestTimeout = options.requestTimeout;
    created.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) created.maxRequestsPerSocket = options.maxRequestsPerSocket;
    server = created;
    return created;
  };

  return {
    serverFactory,
    async drain(timeoutMs) {
      draining = true;
      // Keep-alive clients go elsewhere: idle connections now, busy ones after their answer.
      server?.closeIdleConnections();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          settled = resolve;
          timer = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer);
      }
      return { unfinished: inFlight.size };
    },
  };
}
