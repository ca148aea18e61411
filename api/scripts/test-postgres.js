// Runs the API suite once more against a real PostgreSQL server: the one production meets.
// TEST_DATABASE_URL is an admin connection; every test app creates and drops a database of its own.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'API suite on PostgreSQL: skipped. Set TEST_DATABASE_URL=postgres://user:pass@host/postgres to run it (.ci/run does).',
  );
  process.exit(0);
}

console.log(`API suite on PostgreSQL at ${new URL(url).host}`);
const run = spawnSync('npx', ['rstest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, API_TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
