// Runs the API suite again against a real PostgreSQL server: the one production meets. Only the
// files whose results can depend on the engine, and tests/postgres/ (rstest.postgres.config.ts).
// TEST_DATABASE_URL is an admin connection; the run migrates one template database, and every
// test app gets a copy of it (CREATE DATABASE ... TEMPLATE), dropped afterwards. Arguments are
// rstest's (a file filter, for one).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'API suite on PostgreSQL: skipped. Set TEST_DATABASE_URL=postgres://user:pass@host/postgres to run it (.ci/run does).',
  );
  process.exit(0);
}

console.log(`API suite on PostgreSQL at ${new URL(url).host}`);
const run = spawnSync(
  'npx',
  ['rstest', 'run', '--config', 'rstest.postgres.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, API_TEST_DATABASE_URL: url } },
);
process.exit(run.status ?? 1);
