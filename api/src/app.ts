import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { API_BASE, IMAGE_MAX_BYTES, accountErrors, paths } from 'shared-contracts';
import { RAZORPAY_EMULATOR_PATH, type Config, type TrustProxy } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { ApiInstance } from './gateway-port.js';
import { frameworkErrors } from './lib/framework-errors.js';
import { HttpError } from './lib/http-error.js';
import { inProcessFetch } from './lib/in-process-fetch.js';
import { privateLogger } from './lib/log-privacy.js';
import { sharedRateLimitStore } from './lib/shared-rate-limits.js';
import account from './modules/account/index.js';
import addressBook from './modules/addressbook/index.js';
import apiTokens from './modules/api-tokens/index.js';
import teams from './modules/teams/index.js';
import audit from './modules/audit/index.js';
import cart from './modules/cart/index.js';
import files from './modules/files/index.js';
import handles from './modules/handles/index.js';
import handlesPlugin from './modules/handles/plugin.js';
import health from './modules/health/index.js';
import insights from './modules/insights/index.js';
import invoices from './modules/invoices/index.js';
import insightsPlugin from './modules/insights/plugin.js';
import leads from './modules/leads/index.js';
import nfcCards from './modules/nfc-cards/index.js';
import nfcCardsPlugin from './modules/nfc-cards/plugin.js';
import orders from './modules/orders/index.js';
import razorpayEmulator, { EmulatorStore } from './modules/payments/emulator/index.js';
import paymentsPlugin from './modules/payments/plugin.js';
import personalData from './modules/personal-data/index.js';
import closedAccountsPlugin from './modules/personal-data/plugin.js';
import pincode from './modules/pincode/index.js';
import pincodesPlugin from './modules/pincode/plugin.js';
import portfolio from './modules/portfolio/index.js';
import publicCardsPlugin from './modules/portfolio/plugin.js';
import products from './modules/products/index.js';
import wallet from './modules/wallet/index.js';
import webhooks from './modules/webhooks/index.js';
import adminPlugin from './plugins/admin.js';
import authPlugin from './plugins/auth.js';
import configPlugin from './plugins/config.js';
import bodyLimitsPlugin from './plugins/body-limits.js';
import compressionPlugin from './plugins/compression.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import mailPlugin from './plugins/mail.js';
import metricsPlugin from './plugins/metrics.js';
import openapiPlugin from './plugins/openapi.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import storagePlugin from './plugins/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The emulator's links, when it runs (no Razorpay keys). */
    razorpayEmulator?: EmulatorStore;
  }
}

export interface ApiOptions {
  config: Config;
  /**
   * Hands over the API's own encapsulated instance (its db, mailer, ...): for tests and tools,
   * and for the gateway, which reads its `GatewayPort`.
   */
  expose?: (api: ApiInstance) => void;
  /** A database the caller opened, used and closed as the API's own (plugins/db.ts). */
  database?: DatabaseHandle;
}

/**
 * The whole API as one encapsulated plugin. Register it with `prefix: API_BASE`: on its own
 * server (server.ts) or inside the gateway, which serves the web app beside it.
 */
export const api: FastifyPluginAsync<ApiOptions> = async (app, { config, expose, database }) => {
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  // JSON bodies at most 64 KiB unless a route says less: 413, before a larger one is held.
  await app.register(bodyLimitsPlugin);
  // JSON and text answers of a kilobyte or more, brotli or gzip: before the routes it applies to.
  await app.register(compressionPlugin);
  // CSP default-src 'none', nosniff, HSTS over HTTPS; a route's own CSP is never overwritten.
  await app.register(securityHeadersPlugin);
  // Parts are read as streams by the upload routes, each with its own size limit; these are the
  // ceilings for any multipart request the API is sent.
  await app.register(multipart, {
    limits: { files: 1, fileSize: IMAGE_MAX_BYTES + 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  await app.register(dbPlugin, { ...(database && { database }) });
  // Every limit counts in the database, so that all replicas share it (lib/shared-rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(app.db),
    errorResponseBuilder: () => new HttpError(429, accountErrors.tooManyRequests, 'RATE_LIMITED'),
  });
  // Before every route: the metrics time them all, and the OpenAPI document lists them all.
  await app.register(metricsPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(adminPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);

  // The domains' decorators (modules/<domain>/plugin.ts), on the API's own instance: the domains
  // use each other's, and the gateway reads some (gateway-port.ts).
  await app.register(pincodesPlugin);
  await app.register(paymentsPlugin);
  await app.register(publicCardsPlugin);
  // `app.insights`: after the database, so what waits is written before it closes.
  await app.register(insightsPlugin);
  // After the cards: a handle's lookups are forgotten with its owner's card.
  await app.register(handlesPlugin);
  // `app.closedAccounts.isClosed(id)`: a deleted account's card links answer 410.
  await app.register(closedAccountsPlugin);
  // `app.nfcCards.resolve(code)`: the gateway's `/c/{code}` asks it on every tap.
  await app.register(nfcCardsPlugin);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers carry tokens and personal data: no shared cache may keep them unless a route says so.
    reply.header('cache-control', 'no-store');
  });

  // One plugin per domain (modules/<domain>/index.ts): its routes, signed-in ones behind
  // `signedIn` (plugins/auth.ts), and the plugins it depends on, by name.
  for (const domain of [
    health,
    account,
    addressBook,
    portfolio,
    wallet,
    handles,
    insights,
    leads,
    apiTokens,
    files,
    pincode,
    cart,
    products,
    orders,
    invoices,
    nfcCards,
    teams,
    audit,
    personalData,
    webhooks,
  ]) {
    await app.register(domain);
  }
  // No Razorpay keys: the built-in emulator of its Payment Links API and hosted page answers at
  // {API_BASE}/razorpay-emulator (inside the API, so the gateway serves it as well). Its webhooks
  // reach the orders' webhook route inside this server, signed as Razorpay signs them.
  if (config.razorpay.mode === 'emulator') {
    const { keyId, keySecret, webhookSecret } = config.razorpay;
    const store = new EmulatorStore();
    // Tests and tools look at (and move) the emulated links through it.
    app.decorate('razorpayEmulator', store);
    app.log.warn('No Razorpay keys: payments use the built-in emulator, and no money moves');
    await app.register(razorpayEmulator, {
      prefix: '/razorpay-emulator',
      keyId,
      keySecret,
      webhookSecret,
      publicUrl: `${config.publicUrl}${RAZORPAY_EMULATOR_PATH}`,
      webhookUrl: `${API_BASE}${paths.razorpayWebhook}`,
      fetch: inProcessFetch(app),
      store,
    });
  }
  expose?.(app);
};

/**
 * A hop count as the function Fastify takes (it reads a bare number as "trust nothing"): the peer
 * and the next `hops - 1` addresses of X-Forwarded-For, read from the right, are proxies; the next
 * one is the client. Only sound where nothing but those proxies can reach the server.
 */
function believedProxies(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/**
 * Fastify's options for a server of this config, `own` (a test's logger, ...) over them. Whatever
 * logger is used, request lines never carry a client's address or a token (lib/log-privacy.ts).
 */
export const serverOptions = (
  config: Config,
  own: FastifyServerOptions = {},
): FastifyServerOptions => ({
  genReqId: () => randomUUID(),
  trustProxy: believedProxies(config.trustProxy),
  frameworkErrors,
  // A first start migrates a fresh embedded database (WebAssembly): on a busy 2-core machine that
  // alone can pass Fastify's 10 s default for one plugin.
  pluginTimeout: 120_000,
  ...own,
  logger: privateLogger(own.logger ?? { level: config.logLevel }),
});

/** A Fastify server with the API mounted at /api/v1. */
export async function createServer(
  config: Config,
  options: FastifyServerOptions = {},
  expose?: ApiOptions['expose'],
  database?: ApiOptions['database'],
) {
  const app = Fastify(serverOptions(config, options));
  await app.register(api, {
    prefix: API_BASE,
    config,
    ...(expose && { expose }),
    ...(database && { database }),
  });
  return app;
}

export {
  loadConfig,
  loadConfigOrExit,
  isLoopback,
  ConfigError,
  databaseUrl,
  s3Settings,
  type Config,
  type S3Config,
} from './config.js';
export type { ApiInstance, GatewayPort } from './gateway-port.js';
// The gateway's card pages tell a prefetch from a visit as the API's own card routes do.
export { isPrefetch } from './modules/insights/robots.js';
export { seedOnStart } from './demo/seed-on-start.js';
export { seedDemoData, DEMO_ACCOUNT } from './demo/seed-demo.js';
export { seedDemoCatalogue } from './demo/seed-catalogue.js';
// The gateway's server drains on SIGTERM as the API's own does (src/server.ts).
export { createDrain, type Drain } from './lib/graceful-drain.js';
export { helmetHeaders } from './lib/helmet-headers.js';
// The gateway derives its own keys (canary reports) from the one secret, as the API's domains do.
export { derivedKey, resolveJwtSecret } from './lib/jwt-secret.js';
// The gateway's own per-address limits key on the same networks as the API's.
export { clientNetwork } from './lib/client-network.js';
