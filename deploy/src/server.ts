import { createDrain, seedOnStart } from 'api';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadGatewayConfig } from './config.js';
import { createGateway, defaultHtmlRoutes } from './gateway.js';
import { DeployError } from './errors.js';
import { servedShellDir } from './paths.js';
import { closeReleaseFiles, releaseFilesOf } from './release-files/open.js';
import { openRegistryStore } from './registry/open-store.js';

// Every setting, the API's and the gateway's (config.ts): a malformed one stops the start with one
// line the operator can act on (RELEASES_BUCKET without RELEASES_PUBLIC_URL, a bad CANARY_*, ...).
const settings = (() => {
  try {
    return loadGatewayConfig();
  } catch (err) {
    if (!(err instanceof DeployError)) throw err;
    console.error(`gateway: ${err.message}`);
    process.exit(1);
  }
})();
const { api: config, layout } = settings;
// Handed over as the API starts: the demo catalogue is written with the API's own db and storage.
let api!: FastifyInstance;
// SIGTERM: new requests get 503 while those in flight finish (api/src/lib/graceful-drain.ts).
const drain = createDrain();
const DRAIN_MS = 7_000;
const registry = await openRegistryStore(layout, settings.registryUrl);
const app = await createGateway({
  config,
  shellDir: servedShellDir(layout),
  releasesDir: layout.releasesDir,
  // RELEASES_BUCKET: the releases are in that bucket, served by the CDN at RELEASES_PUBLIC_URL.
  releaseFiles: releaseFilesOf(layout),
  // PostgreSQL when DATABASE_URL names a server, shared by every replica; else the files.
  registry,
  // The shell's reports of its remotes, and the guard that ends a failing canary (src/canary/).
  canary: { thresholds: settings.canary, layout },
  // Link previews of shared cards: /portfolio/{userId} gets the person's title and Open Graph tags.
  html: defaultHtmlRoutes(config),
  expose: (instance) => {
    api = instance;
  },
  server: { serverFactory: drain.serverFactory },
});

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: refusing new requests, finishing the others');
  const { unfinished } = await drain.drain(err ? 0 : DRAIN_MS);
  if (unfinished > 0) app.log.warn({ unfinished }, 'requests still running at shutdown');
  await app.close();
  await registry.close();
  await closeReleaseFiles(layout);
});

await app.ready();
await seedOnStart(app, api, config);
await app.listen({ port: config.port, host: config.host });
