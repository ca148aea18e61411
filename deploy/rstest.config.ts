import { defineConfig } from '@rstest/core';
import { TEST_DATABASE_URL } from './tests/helpers/postgres-server.js';

export default defineConfig({
  testEnvironment: 'node',
  include: ['tests/**/*.test.ts'],
  // Replicas share a PostgreSQL registry: that file runs only when a server is named.
  exclude: TEST_DATABASE_URL ? [] : ['tests/replicas.test.ts'],
  // The API's embedded database migrated once per run; every test gateway starts on a copy.
  globalSetup: ['./tests/helpers/template-database.ts'],
  // A worker keeps what it loaded (the API, PGlite) from one file to the next, instead of a
  // process of its own for each file; every file still starts its own gateways.
  isolate: false,
  pool: { type: 'forks', maxWorkers: '100%' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
