import { createServer, loadConfig } from '../../dist/app.js';

/**
 * The API for a bench, on `databaseUrl` (or an embedded database in `dataDir`), with no demo data,
 * listening on loopback. `overrides` are settings of the bench's own (a cache switched off).
 * Only a crash is logged by default: under load, PostgreSQL's pool turns some requests away
 * (503), each logged with its statement; the figures count them as failures instead.
 */
export async function startBenchApi(dataDir, databaseUrl, overrides = {}) {
  let api;
  const app = await createServer(
    {
      ...loadConfig({ ...process.env, DATA_DIR: dataDir, RAZORPAY_EMULATOR: 'true' }),
      databaseUrl,
      demoAccount: false,
      demoCatalogue: false,
      logLevel: 'fatal',
      ...overrides,
    },
    {},
    (instance) => (api = instance),
  );
  await app.ready();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, api, address };
}
