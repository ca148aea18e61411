import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The API answers JSON (and files): nothing in an answer may load, run or be framed. */
export const API_CSP_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The header as helmet writes it (`;` without a space). */
export const API_CSP = "default-src 'none';frame-ancestors 'none'";

/** A year, with subdomains: what helmet sends by default. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The API's headers, with helmet, for every answer under its prefix, alone (server.ts)
 * or inside the gateway (whose own hooks run first: these replace its page policy, so one
 * content-security-policy header is sent).
 *
 * The policy is written when a request arrives, before any route runs, so it never overwrites a
 * content-security-policy a route or a plugin sets for its own HTML page (the payment emulator's
 * page, swagger-ui's /docs with `staticCSP`): their `reply.header` is sent in its place.
 */
export default fp(
  async (app) => {
    // helmet itself, built once: @fastify/helmet builds (and parses) it again on every request,
    // which cost the card's JSON a few percent of its throughput.
    const headers = helmet({
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
    });
    // In the API's scope (fp keeps it there): the gateway's pages keep their own.
    app.addHook('onRequest', (request, reply, done) =>
      headers(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    app.addHook('onRequest', async (request, reply) => {
      // TLS here, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY): never on plain HTTP.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
