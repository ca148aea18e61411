// Login and profile throughput and p99 latency, measured with autocannon against the built API on
// an embedded database (or DATABASE_URL). Prints figures; asserts nothing.
//   npm run bench -w api            BENCH_SECONDS=20 npm run bench -w api
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createServer, loadConfig } from '../dist/app.js';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-'));
const unlimited = { max: 1_000_000, timeWindowMs: 60_000 };
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, RAZORPAY_EMULATOR: 'true' }),
  logLevel: 'warn',
  rateLimits: {
    login: unlimited,
    register: unlimited,
    forgotPassword: unlimited,
    passwordGuesses: unlimited,
  },
};
const app = await createServer(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const credentials = { email: 'bench@example.com', password: 'Bench1234' };
const json = { 'content-type': 'application/json' };
await fetch(`${address}/api/v1/user/register`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ name: 'Bench Mark', ...credentials }),
});
const login = await fetch(`${address}/api/v1/user/login`, {
  method: 'PATCH',
  headers: json,
  body: JSON.stringify(credentials),
}).then((r) => r.json());
const token = login.result.token;

async function measure(title, { path, ...options }) {
  const result = await autocannon({
    url: `${address}${path}`,
    duration: seconds,
    connections: 10,
    ...options,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${result.requests.total} requests, ${failed} failed`,
  );
}

console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${seconds} s each, 10 connections`,
);
await measure('PATCH /user/login', {
  method: 'PATCH',
  path: '/api/v1/user/login',
  headers: json,
  body: JSON.stringify(credentials),
});
await measure('GET /user/profile', {
  path: '/api/v1/user/profile',
  headers: { authorization: `Bearer ${token}` },
});

await app.close();
await rm(dataDir, { recursive: true, force: true });
