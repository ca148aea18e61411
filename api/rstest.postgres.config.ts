import { defineConfig } from '@rstest/core';
import { SERVER_FILES } from './rstest.engines.js';
import pglite from './rstest.config.js';

/**
 * The API suite on the PostgreSQL server API_TEST_DATABASE_URL names (scripts/test-postgres.js):
 * the files whose results turn on the engine and those bound to the database (rstest.engines.ts),
 * and tests/postgres/, which needs a server: several replicas on one database (LISTEN/NOTIFY,
 * shared counts), the server unreachable under load, acknowledged writes after kill -9.
 */
export default defineConfig({
  ...pglite,
  include: [...SERVER_FILES, 'tests/postgres/**/*.test.ts'],
  exclude: [],
});
