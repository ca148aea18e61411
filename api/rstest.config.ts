import { defineConfig } from '@rstest/core';
import { SERVER_FILES } from './rstest.engines.js';

/**
 * The API suite on PGlite. tests/postgres/ needs a PostgreSQL server (several replicas on one
 * database, the server going away, a crash of the real server): rstest.postgres.config.ts runs
 * it, with the files whose results depend on the engine and those bound to the database, which
 * run here only when no server is given to test on (TEST_DATABASE_URL unset: rstest.engines.ts
 * says why).
 */
export default defineConfig({
  testEnvironment: 'node',
  include: ['tests/**/*.test.ts'],
  exclude: ['tests/postgres/**', ...(process.env.TEST_DATABASE_URL ? SERVER_FILES : [])],
  // One database migrated per run; every test app starts on a copy of it.
  globalSetup: ['./tests/helpers/template-database.ts'],
  // A worker keeps what it loaded (the API, PGlite, sharp) from one file to the next: a process
  // of its own for each file cost a third of the run's CPU time. Every file starts its own apps.
  isolate: false,
  // A worker a core: files wait on child processes and databases as well as compute.
  pool: { type: 'forks', maxWorkers: '100%' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
