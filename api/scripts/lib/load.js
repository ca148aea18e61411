// Load for the benches that set a query beside its HTTP route: `CONNECTIONS` callers of the
// function itself, and autocannon against the route, each giving requests a second and p50/p99.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

const AUTOCANNON = join(
  dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `connections` callers, each awaiting `call` in a loop, for `seconds`. A call that throws (on
 * PostgreSQL, no free pooled connection within its 5 s: the server would answer 503) is counted,
 * not timed, as autocannon counts a failed request.
 */
export async function concurrentCalls(call, { connections, seconds }) {
  const latencies = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await call();
        latencies.push(performance.now() - started);
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: latencies.length ? percentile(latencies, 50) : 0,
    p99: latencies.length ? percentile(latencies, 99) : 0,
    failed,
  };
}

/**
 * autocannon in a process of its own: in this one it would share the event loop with the server
 * it measures (and with PGlite, which runs on that loop), and the figures would be its own. Only
 * answers that came within the run are timed: on a saturated server the slowest (still waiting at
 * the end, or past autocannon's 10 s timeout) are not in the percentiles, so `answered` is given.
 */
export async function autocannon(url, { connections, seconds, headers = {} }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(
    process.execPath,
    [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output.trim().split('\n').at(-1));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
export const rps = (value) => `${value.toFixed(0).padStart(6)} req/s`;
