import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createServer, loadConfig, type Config } from '../../src/app.js';
import { copyEmbeddedTemplate, freshDatabaseUrl } from './database.js';
import { borrowEmbeddedDatabase } from './embedded-databases.js';
import { checkAnswer } from './openapi-answers.js';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from './password-cost.js';

export interface TestApp {
  app: FastifyInstance;
  /** The API plugin's own instance: its db, mailer and pincodes. */
  api: FastifyInstance;
  config: Config;
  /** A request to /api/v1{path}; `token` becomes the bearer header. */
  call(
    method: InjectOptions['method'],
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<LightMyRequestResponse>;
  /** The .eml files written so far, oldest first. */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

const GENEROUS = { max: 1000, timeWindowMs: 60_000 };

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    env?: NodeJS.ProcessEnv;
    extend?: (api: FastifyInstance) => void;
    /** Fastify's own options, such as a logger to read. */
    server?: FastifyServerOptions;
    /** A database of the app's own even on PGlite, never a borrowed one: for tests that break it. */
    ownDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const { env = {}, extend, server = {}, ownDatabase = false } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-api-'));
  // An app in a folder of the test's own keeps its database there; on PGlite, every other app
  // borrows one of the worker's (embedded-databases.ts) instead of starting its own.
  const ownFolder =
    'dataDir' in overrides ||
    'databaseUrl' in overrides ||
    'DATA_DIR' in env ||
    'DATABASE_URL' in env;
  const template = process.env.API_TEST_PGLITE_TEMPLATE;
  const borrowed =
    ownDatabase || ownFolder || process.env.API_TEST_DATABASE_URL || !template
      ? undefined
      : await borrowEmbeddedDatabase(template);
  // The app gives a borrowed one back as it closes; `drop` only covers a start that failed.
  const database = borrowed
    ? { url: undefined, drop: () => borrowed.close() }
    : await freshDatabaseUrl(dataDir);
  // The catalogue cache is off unless a test turns it on: most tests change rows directly.
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://tapfolio.test',
    CATALOGUE_CACHE_SECONDS: '0',
    // The reconciler is run by the tests that are about it.
    RECONCILE_INTERVAL_SECONDS: '0',
    PASSWORD_HASH_MEMORY_KIB: TEST_PASSWORD_HASH_MEMORY_KIB,
    ...env,
  });
  const config: Config = {
    ...loaded,
    databaseUrl: database.url,
    logLevel: 'silent',
    rateLimits: {
      login: GENEROUS,
      register: GENEROUS,
      forgotPassword: GENEROUS,
      passwordGuesses: GENEROUS,
      leadsPerAddress: GENEROUS,
      leadsPerCard: GENEROUS,
      orders: GENEROUS,
      // As configured: the QR tests count to the real ceiling.
      qrCodes: loaded.rateLimits.qrCodes,
    },
    ...overrides,
  };
  // A test that names a DATA_DIR of its own for the embedded database gets the template there.
  if (!borrowed && config.databaseUrl === undefined) await copyEmbeddedTemplate(config.dataDir);
  const mounted: FastifyInstance[] = [];
  let app: FastifyInstance;
  try {
    app = await createServer(
      config,
      server,
      (instance) => {
        mounted.push(instance);
        extend?.(instance);
      },
      borrowed,
    );
    await app.ready();
  } catch (error) {
    // A start the test expects to fail leaves nothing behind.
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const [api] = mounted;
  if (!api) throw new Error('the API plugin did not start');

  return {
    app,
    api,
    config,
    async call(method, path, { body, token, headers = {}, ip } = {}) {
      const url = `${API_BASE}${path}`;
      const res = await app.inject({
        method,
        url,
        ...(ip && { remoteAddress: ip }),
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
        ...(body !== undefined &&
          (typeof body === 'string' ? { payload: body } : { payload: body as object })),
      });
      // Every answer a test sees is one the OpenAPI document promises.
      checkAnswer(api, String(method), url, res);
      return res;
    },
    async mails() {
      await api.mailer.flush();
      // The app's own folder: a test may have named one (DATA_DIR) instead of the helper's.
      const dir = join(config.dataDir, 'mail');
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    },
    async close() {
      try {
        await app.close();
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
