import fp from 'fastify-plugin';
import helmet from 'helmet';
import { helmetHeaders } from '../lib/helmet-headers.js';

/** The API answers JSON (and files): nothing in an answer may load, run or be framed. */
export const API_CSP_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The header as helmet writes it (`;` without a space). */
export const API_CSP = "default-src 'none';frame-ancestors 'none'";

/** A year, with subdomains: what helmet sends by default. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The API's headers: the same on every answer. */
const API_HEADERS = helmetHeaders(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: API_CSP_DIRECTIVES,
    },
    // Only over HTTPS: below.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Uploaded pictures are read by the app's pages, which may be on a sibling host of the API.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  }),
);

/**
 * The API's headers, with helmet's values, for every answer under its prefix, alone (server.ts)
 * or inside the gateway (which leaves its /api/v1 answers to these).
 *
 * The policy is written when a request arrives, before any route runs, so it never overwrites a
 * content-security-policy a route or a plugin sets for its own HTML page (the payment emulator's
 * page, swagger-ui's /docs with `staticCSP`): their `reply.header` is sent in its place.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(API_HEADERS);
      // TLS here, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY): never on plain HTTP.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
