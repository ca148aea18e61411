import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { api, serverOptions, type ApiOptions, type Config, type GatewayPort } from 'api';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_BASE } from 'shared-contracts';
import { IMMUTABLE } from './caching.js';
import { reportKey, reportTokens } from './canary/report-token.js';
import { canaryEvents, type CanaryOptions } from './canary/route.js';
import type { HtmlRoute } from './html.js';
import { portfolioMeta } from './portfolio-meta.js';
import { fileRegistryStore } from './registry/file-store.js';
import { currentRegistry, registryFor } from './registry/state.js';
import type { RegistryStore } from './registry/store.js';
import { assignVisitor } from './registry/visitor-bucket.js';
import { cardRoute } from './card/card-route.js';
import { nfcRoute } from './card/nfc-route.js';
import { CARD_REMOTE, createCardRenderer } from './card/card-renderer.js';
import {
  PRODUCT_CLIENT_FOLDER,
  PRODUCT_CONTRACT,
  PRODUCT_REMOTE,
  productPage,
  type ProductRenderInput,
} from './server-render/product-page.js';
import { pageClientOf, type PageClientExtra } from './server-render/page-client.js';
import {
  AUTH_CONTRACT,
  AUTH_REMOTE,
  authScreens,
  SIGN_IN_FOLDER,
  type AuthRenderInput,
  type AuthRenderOutput,
} from './server-render/auth-screens.js';
import { createReleaseRenderer } from './server-render/release-renderer.js';
import { remoteHints } from './remote-hints.js';
import { shellPageHints } from './shell-page-hints.js';
import { signInFirst } from './server-render/sign-in-first.js';
import type { ReleaseFiles } from './release-files/types.js';
import { isPage, shellRoutes } from './shell.js';
import { failure, gatewayErrors } from './gateway-errors.js';
import { releaseFilesOrigins, securityHeaders } from './security-headers.js';

export interface GatewayOptions {
  /** The API's configuration (`loadConfig()` from 'api'); also sets the log level. */
  config: Config;
  /** The shell's build: index.html, static/**, root files such as favicon.ico. */
  shellDir: string;
  /** Holds `<name>/<version>/` release folders, served under /remotes/. */
  releasesDir: string;
  /**
   * Where the releases are (`releaseFilesOf(layout)`): the folders in releasesDir by default. With
   * a bucket (`kind: 's3'`), /remotes/* is not served here (browsers load the releases from its
   * public URL); the card renderer and the remote hints read what they need from the bucket.
   */
  releaseFiles?: ReleaseFiles;
  /** The registry served as /remotes.json: the files in releasesDir unless given a store. */
  registry?: RegistryStore;
  /**
   * The shell's reports (POST /remotes/events) and the guard that ends a failing canary by itself:
   * thresholds (`GatewayConfig.canary`, config.ts), the layout for endCanary, limits. Defaults apply.
   */
  canary?: CanaryOptions;
  /**
   * Per-path rewrites of index.html. Defaults to `defaultHtmlRoutes(config)`, the Open Graph tags
   * of /portfolio/{userId}; `[]` serves index.html as built.
   */
  html?: HtmlRoute[];
  /** Overrides for Fastify's own options (logger, ...). */
  server?: FastifyServerOptions;
  /** Hands over the API's own instance (its db, storage, ...): for start-up work such as demo data. */
  expose?: ApiOptions['expose'];
  /** A database the caller opened, for the API to use and close as its own (tests lend one). */
  database?: ApiOptions['database'];
}

/** The rewrites a gateway makes unless told otherwise: link previews of shared cards. */
export const defaultHtmlRoutes = (config: Pick<Config, 'publicUrl'>): HtmlRoute[] => [
  portfolioMeta({ publicUrl: config.publicUrl }),
];

/** `<name>/<version>/<file...>` inside the releases folder, never its registry or history. */
const RELEASE_FILE = /^\/[a-z][a-z0-9-]*\/[0-9A-Za-z][^/]*\/./;

/** A release's server build runs in the gateway; browsers have no use for it. */
const SERVER_BUILD = /^\/[^/]+\/[^/]+\/server\//;

/**
 * The API at API_BASE, in this server: its own instance is handed over as it starts, and what the
 * gateway reads of it (its caches of cards and handles, its insights, ...) is typed by the API.
 */
async function mountApi(
  app: FastifyInstance,
  { config, expose, database }: Pick<GatewayOptions, 'config' | 'expose' | 'database'>,
): Promise<GatewayPort> {
  let port: GatewayPort | undefined;
  await app.register(api, {
    prefix: API_BASE,
    config,
    ...(database && { database }),
    expose: (instance) => {
      // The decorators, not the instance: a Fastify instance is thenable, so an async function
      // returning it would hand over what awaiting it gives instead.
      const { publicCards, handles, insights, nfcCards, closedAccounts } = instance;
      port = { publicCards, handles, insights, nfcCards, closedAccounts };
      expose?.(instance);
    },
  });
  if (!port) throw new Error('the API did not hand over its instance');
  return port;
}

/**
 * The whole app on one origin: the API, the remote registry, the remotes' releases and the shell.
 * Not listening yet: `server.ts` listens, tests use `inject` or `listen({ port: 0 })`.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { config, shellDir, releasesDir, server } = options;
  const registry = options.registry ?? fileRegistryStore({ releasesDir });
  const html = options.html ?? defaultHtmlRoutes(config);
  const app = Fastify(serverOptions(config, server));

  // A content security policy naming the registry's release origins, HSTS over HTTPS, ...
  await securityHeaders(app, {
    readState: () => registry.read(),
    staticOrigins: releaseFilesOrigins(options.releaseFiles),
    isPage,
  });
  // The API's error envelope for the gateway's own faults, never an internal message.
  gatewayErrors(app);

  /** A canary runs: the shell is asked to report its remotes' loads and failures. */
  const reportsWanted = async () =>
    Object.values(await registry.read()).some((remote) => remote.canary !== undefined);

  /** The registry this visitor sees: a bucket is given (a cookie) only while a canary runs. */
  const visitorRegistry = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await registry.read();
    const canaries = Object.values(state).some((remote) => remote.canary);
    return canaries
      ? registryFor(state, assignVisitor(request, reply).bucket)
      : currentRegistry(state);
  };

  const port = await mountApi(app, options);
  // After the API: it has made its JWT secret by now, if it was not given one.
  const tokens = reportTokens(await reportKey(config));

  /** While a canary runs, the token for this visitor's reports, bound to their cookie. */
  const reportsToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await reportsWanted())) return undefined;
    // The answer now holds this visitor's token: no shared cache may keep it for another.
    reply.header('cache-control', 'private, no-cache');
    return tokens.issue(assignVisitor(request, reply).id);
  };

  // Read on every request (at most a second old), so a release or a rollback takes effect
  // without a restart; a canary's share of visitors, kept by a cookie, sees its version.
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const token = await reportsToken(request, reply).catch(() => undefined);
    if (token) reply.header('x-remote-reports', token);
    try {
      return reply
        .type('application/json; charset=utf-8')
        .send(await visitorRegistry(request, reply));
    } catch (err) {
      request.log.error({ err }, 'the remote registry is unreadable');
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .send(failure('The remote registry is unreadable', 'REGISTRY_UNREADABLE'));
    }
  });

  // The shell's reports of its remotes (POST /remotes/events), counted per version beside the
  // registry, and the guard that ends a canary failing clearly more than the current version.
  await canaryEvents(app, { ...options.canary, registry, releasesDir, tokens });

  // Every page also carries the registry and preloads of its route's remotes (remote-hints.ts),
  // and a page the shell draws itself its own chunk's (shell-page-hints.ts).
  const files = options.releaseFiles;
  const hints = remoteHints({ releasesDir, files, readRegistry: visitorRegistry, reportsToken });
  // The product page, rendered here by remote-shop's current release (its server build) into the
  // shell's page, made to work by that release's product client (the shell's without one).
  const product = productPage(app, {
    renderer: createReleaseRenderer<ProductRenderInput, PageClientExtra>({
      remote: PRODUCT_REMOTE,
      contract: PRODUCT_CONTRACT,
      releasesDir,
      files,
      cacheDir: join(config.dataDir, 'release-cache'),
      folders: [PRODUCT_CLIENT_FOLDER],
      extra: pageClientOf(PRODUCT_CLIENT_FOLDER),
      // As the card: the version everyone runs, never a canary's.
      currentVersion: async () => currentRegistry(await registry.read())[PRODUCT_REMOTE]?.version,
    }),
    publicUrl: config.publicUrl,
  });
  // The signed-out screens a visitor opens first, rendered by the visitor's release of remote-auth
  // (a canary's for its share of visitors).
  const auth = authScreens(
    createReleaseRenderer<AuthRenderInput, PageClientExtra, AuthRenderOutput>({
      remote: AUTH_REMOTE,
      contract: AUTH_CONTRACT,
      releasesDir,
      files,
      folders: [SIGN_IN_FOLDER],
      extra: pageClientOf(SIGN_IN_FOLDER),
      cacheDir: join(config.dataDir, 'release-cache'),
      currentVersion: async () => currentRegistry(await registry.read())[AUTH_REMOTE]?.version,
    }),
    async (request, reply) => (await visitorRegistry(request, reply))[AUTH_REMOTE]?.version,
  );
  const { serveIndex } = await shellRoutes(app, {
    shellDir,
    // A signed-in screen opened with no session goes to the sign-in screen before the app loads.
    html: [...html, product, auth, hints, shellPageHints(shellDir), signInFirst()],
  });

  // The public card, rendered here by remote-portfolio's current release (its server build).
  await cardRoute(app, {
    // The public card is rendered by the version everyone runs, never a canary's.
    renderer: createCardRenderer({
      releasesDir,
      files,
      // A bucket's release is fetched here once per version, then loaded like a local one.
      cacheDir: join(config.dataDir, 'release-cache'),
      currentVersion: async () => currentRegistry(await registry.read())[CARD_REMOTE]?.version,
    }),
    cards: port.publicCards,
    handles: port.handles,
    views: port.insights,
    closed: port.closedAccounts,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    fallback: serveIndex,
  });

  // An NFC card's chip link, `/c/{code}`: to its owner's card, or a neutral page once lost.
  await nfcRoute(app, { cards: port.nfcCards, views: port.insights });

  // Releases in a bucket are served by the CDN in front of it; /remotes/* is then a 404 here.
  if (files?.kind !== 's3') {
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/remotes/',
      ...IMMUTABLE,
      // The first `reply.sendFile` decoration is the shell's; a second would throw.
      decorateReply: false,
      allowedPath: (path) => RELEASE_FILE.test(path) && !SERVER_BUILD.test(path),
      // The folder appears with the first release.
      suppressWarning: true,
    });
  }

  return app;
}

export { createIndexHtml, type HtmlContext, type HtmlRoute, type HtmlTransformer } from './html.js';
export { portfolioMeta, renderPortfolioMeta, type PortfolioMetaOptions } from './portfolio-meta.js';
export type { Registry, RegistryEntry } from './registry.js';
