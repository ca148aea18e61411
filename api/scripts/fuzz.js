// The fuzz suite (tests/fuzz-json-routes.test.ts) at bench strength: thousands of generated bodies
// per JSON route, then a table of runs, 2xx/4xx/5xx answers and time per route. Fails on any 5xx.
//   npm run bench -w api          FUZZ_RUNS=10000 FUZZ_SEED=7 node scripts/fuzz.js
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['rstest', 'run', 'tests/fuzz-json-routes.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '3000', FUZZ_REPORT: '1' },
});
process.exit(result.status ?? 1);
