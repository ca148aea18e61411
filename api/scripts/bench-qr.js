// A storm of QR codes on the real built server: 200 requests at once, each for a size of its own
// (128 to 1919 px, snapped by the server to its five sizes), while four probes ask /health back to
// back and the server's resident memory is read from /proc every 10 ms. Anchors, in the same run:
// the idle server, and the same 200 requests for one code already made (the cost of the requests
// alone). Targets (the trust issue): /health p99 under 100 ms and memory within 100 MB of idle.
// Exits 1 when the memory target is missed or a request failed other than with the bounds' 503
// or 429.
//   npm run bench -w api       QR_REQUESTS=300 node scripts/bench-qr.js
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startBuiltServer } from './lib/built-server.js';

const API = '/api/v1';
const REQUESTS = Number(process.env.QR_REQUESTS || 200);
const PROBES = 4;
const QR_MIN = 128;
const HEALTH_P99_TARGET_MS = 100;
const MEMORY_TARGET_MB = 100;
const json = { 'content-type': 'application/json' };

const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};
const mb = (bytes) => bytes / 1024 / 1024;

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Runs `probe` again and again (`everyMs` apart) until `done()`; answers what each run gave. */
async function repeatedly(probe, everyMs, done) {
  const seen = [];
  while (!done()) {
    seen.push(await probe());
    if (everyMs > 0) await delay(everyMs);
  }
  return seen;
}

async function healthMs(address) {
  const started = performance.now();
  const res = await fetch(`${address}${API}/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/health answered ${res.status}`);
  return performance.now() - started;
}

/** While `work` runs: /health from PROBES probes back to back, and the peak memory. */
async function watched(address, pid, work) {
  let done = false;
  const memory = repeatedly(
    () => rssOf(pid),
    10,
    () => done,
  );
  const probes = Array.from({ length: PROBES }, () =>
    repeatedly(
      () => healthMs(address),
      0,
      () => done,
    ),
  );
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  done = true;
  const [peaks, ...latencies] = await Promise.all([memory, ...probes]);
  return { result, ms, peakRss: Math.max(...peaks), health: latencies.flat() };
}

async function aCard(address) {
  const email = `qr-${Date.now()}@example.com`;
  const registered = await fetch(`${address}${API}/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Qr Bench', email, password: 'Bench1234' }),
  }).then((res) => res.json());
  const { token, userId } = registered.result;
  const launched = await fetch(`${address}${API}/portfolio`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      personalInfo: {
        name: 'Qr Bench',
        email,
        phoneNumber: '9876543210',
        whatsappNumber: '9876543210',
      },
      addressInfo: { buildingName: '1 Main Road', area: 'Indiranagar', pincode: '560038' },
    }),
  });
  if (launched.status !== 201) throw new Error(`onboarding answered ${launched.status}`);
  return userId;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-qr-'));
  // The per-address ceiling raised: every request comes from this one address.
  const server = await startBuiltServer({ dataDir, env: { RATE_LIMIT_QR: '100000' } });
  try {
    const { address, child } = server;
    const card = await aCard(address);
    const qr = (size) =>
      fetch(`${address}${API}/portfolio/${card}/qr?format=png&size=${size}`).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );

    const idle = await watched(address, child.pid, () => delay(1000));
    const storm = (sizeOf) =>
      watched(address, child.pid, () =>
        Promise.all(Array.from({ length: REQUESTS }, (_, i) => qr(sizeOf(i)))),
      );
    // The second anchor: as many requests at once for one code already made, so nothing is drawn.
    await qr(QR_MIN);
    const served = await storm(() => QR_MIN);
    const drawn = await storm((i) => QR_MIN + i * 9);

    const counts = {};
    for (const status of drawn.result) counts[status] = (counts[status] ?? 0) + 1;
    const healthP99 = p99(drawn.health);
    const grew = mb(drawn.peakRss - idle.peakRss);
    const health = (run) => `p99 ${p99(run.health).toFixed(1)} ms over ${run.health.length} checks`;
    console.log(
      `\nQR storm: ${REQUESTS} PNG requests at once, sizes ${QR_MIN}-${QR_MIN + (REQUESTS - 1) * 9} px`,
    );
    console.log(`  answered in ${(drawn.ms / 1000).toFixed(2)} s: ${JSON.stringify(counts)}`);
    console.log(
      `  /health ${health(drawn)}  (anchors: idle ${health(idle)}; the same ${REQUESTS} ` +
        `requests for one code already made ${health(served)}; target < ${HEALTH_P99_TARGET_MS} ms)`,
    );
    console.log(
      `  memory peak ${mb(drawn.peakRss).toFixed(0)} MB, ${grew.toFixed(1)} MB over idle  ` +
        `(anchor: idle ${mb(idle.peakRss).toFixed(0)} MB; target < ${MEMORY_TARGET_MB} MB over idle)`,
    );
    const failed = drawn.result.filter((status) => ![200, 429, 503].includes(status)).length;
    // The health target is printed beside its anchors: on a small machine that also runs the
    // client, the requests alone may take it past 100 ms (the anchor says how far).
    if (healthP99 >= HEALTH_P99_TARGET_MS) console.log('  over the /health target');
    const missed = [
      ...(grew >= MEMORY_TARGET_MB ? ['memory'] : []),
      ...(failed > 0 ? [`${failed} failed requests`] : []),
    ];
    if (missed.length > 0) {
      console.log(`  MISSED: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
