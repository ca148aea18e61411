// A mixed load on the real built server (node dist/server.js in a process of its own): public card
// reads, logins, profile reads, profile saves and portfolio saves at once, 100 connections for
// 60 s, with seeded users; per kind requests, throughput, p50/p99, non-2xx (429s apart) and
// errors, beside a bare Fastify serving the same card bytes at the same connections (the
// anchor). On a fresh embedded database, and also on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (an admin connection: a scratch database is made there and dropped).
// Exits 1 when any request failed or answered a non-2xx other than 429.
//   npm run bench -w api       LOAD_SECONDS=10 LOAD_CONNECTIONS=50 node scripts/bench-load.js
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.js';
import { scratchDatabase } from './lib/scratch-database.js';

const SELF = fileURLToPath(import.meta.url);
const API = '/api/v1';
const PASSWORD = 'Bench1234';
const json = { 'content-type': 'application/json' };

/** Each kind's share of the connections: mostly people opening cards, some editing their own. */
const MIX = [
  ['card read', 0.4],
  ['profile read', 0.25],
  ['login', 0.1],
  ['profile save', 0.125],
  ['portfolio save', 0.125],
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** What one connection of each kind asks, for a user picked at random on every request. */
function requestsOf(kind, users) {
  const bearer = (user) => ({ authorization: `Bearer ${user.token}` });
  const as = (user) => ({ ...json, ...bearer(user) });
  const setups = {
    'card read': () => ({ method: 'GET', path: `${API}/portfolio/${pick(users).id}` }),
    'profile read': () => {
      const user = pick(users);
      // No content-type: a GET with one and no body is a 400.
      return { method: 'GET', path: `${API}/user/profile`, headers: bearer(user) };
    },
    login: () => {
      const { email } = pick(users);
      return {
        method: 'PATCH',
        path: `${API}/user/login`,
        headers: json,
        body: JSON.stringify({ email, password: PASSWORD }),
      };
    },
    'profile save': () => ({
      method: 'PATCH',
      path: `${API}/user/profile`,
      headers: as(pick(users)),
      body: JSON.stringify({ phoneNumber: phone() }),
    }),
    'portfolio save': () => ({
      method: 'PATCH',
      path: `${API}/portfolio`,
      headers: as(pick(users)),
      body: JSON.stringify({
        about: { heading: 'About me', description: `Saved at ${Date.now()} under load.` },
      }),
    }),
  };
  return [{ setupRequest: (request) => ({ ...request, ...setups[kind]() }) }];
}

const summary = (result) => {
  const tooMany = result.statusCodeStats?.['429']?.count ?? 0;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    bytesPerSecond: result.throughput.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    tooMany,
    otherNon2xx: result.non2xx - tooMany,
    codes: Object.keys(result.statusCodeStats ?? {}).join(','),
    errors: result.errors,
    timeouts: result.timeouts,
  };
};

async function runCannon(address, kinds, users, seconds) {
  const child = fork(SELF, ['cannon'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send({ address, kinds, users, seconds });
  const [result] = await once(child, 'message');
  await once(child, 'exit');
  return result;
}

// ---- the server under test ---------------------------------------------------------------------

/** The built server, the abuse limits raised so logins are measured. */
const startServer = (dataDir, databaseUrl) =>
  startBuiltServer({
    dataDir,
    databaseUrl,
    env: {
      RATE_LIMIT_LOGIN: '10000000',
      RATE_LIMIT_REGISTER: '10000000',
      RATE_LIMIT_PASSWORD_GUESSES: '10000000',
    },
  });

async function call(address, method, path, body, token) {
  const res = await fetch(`${address}${API}${path}`, {
    method,
    headers: { ...json, ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

/** `count` people with a card each, made over HTTP as the app makes them (a few at a time). */
async function seedUsers(address, count) {
  const users = [];
  const one = async (i) => {
    const email = `load-${i}-${randomBytes(4).toString('hex')}@example.com`;
    const name = `Load Tester ${String.fromCharCode(65 + (i % 26))}`;
    const { userId, token } = await call(address, 'POST', '/user/register', {
      name,
      email,
      password: PASSWORD,
    });
    await call(
      address,
      'POST',
      '/portfolio',
      {
        personalInfo: { name, email, phoneNumber: phone(), whatsappNumber: phone() },
        addressInfo: { buildingName: '12, MG Road', area: 'Indiranagar', pincode: '560038' },
      },
      token,
    );
    users.push({ id: userId, email, token });
  };
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => one(i + j)));
  }
  return users;
}

// ---- one database --------------------------------------------------------------------------------

const ms = (value) => `${String(value).padStart(5)} ms`;

function report(title, s) {
  console.log(
    `  ${title.padEnd(15)} ${String(s.requests).padStart(7)} req  ${s.rps.toFixed(0).padStart(6)} req/s  ` +
      `${(s.bytesPerSecond / 1024).toFixed(0).padStart(6)} KiB/s  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  ` +
      `429: ${s.tooMany}  other non-2xx: ${s.otherNon2xx}  errors: ${s.errors}  timeouts: ${s.timeouts}` +
      (s.otherNon2xx ? `  (codes ${s.codes})` : ''),
  );
}

/** Connections per kind, in MIX's shares, adding up to `total` (at least one each). */
function share(total) {
  const kinds = MIX.map(([kind, part]) => [kind, Math.max(1, Math.floor(total * part))]);
  kinds[0][1] += Math.max(0, total - kinds.reduce((sum, [, n]) => sum + n, 0));
  return kinds;
}

async function bench(label, databaseUrl, options) {
  const { seconds, connections, userCount, anchorSeconds } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-load-'));
  let failed = false;
  try {
    const server = await startServer(dataDir, databaseUrl);
    let results;
    let cardBytes;
    try {
      const started = Date.now();
      const users = await seedUsers(server.address, userCount);
      cardBytes = await fetch(`${server.address}${API}/portfolio/${users[0].id}`).then((r) =>
        r.text(),
      );
      const kinds = share(connections);
      console.log(
        `\n${label}: ${userCount} users with cards seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `${connections} connections for ${seconds} s (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})`,
      );
      results = await runCannon(server.address, kinds, users, seconds);
    } finally {
      await server.stop();
    }

    const bare = fork(SELF, ['bare'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let anchor;
    try {
      bare.send({ body: cardBytes });
      const [address] = await once(bare, 'message');
      anchor = (await runCannon(address, [['bare', connections]], [], anchorSeconds)).bare;
    } finally {
      bare.kill();
    }

    const total = Object.values(results).reduce(
      (sum, s) => ({ requests: sum.requests + s.requests, rps: sum.rps + s.rps }),
      { requests: 0, rps: 0 },
    );
    for (const [kind, s] of Object.entries(results)) {
      report(kind, s);
      if (s.otherNon2xx || s.errors || s.timeouts) failed = true;
    }
    console.log(
      `  ${'all kinds'.padEnd(15)} ${String(total.requests).padStart(7)} req  ${total.rps.toFixed(0).padStart(6)} req/s`,
    );
    report('bare Fastify', anchor);
    console.log(
      `  (the anchor: the same ${cardBytes.length}-byte card from a bare Fastify, ${connections} connections, ${anchorSeconds} s)`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return failed;
}

async function main() {
  const number = (name, fallback) => {
    const value = Number(process.env[name] || fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive integer`);
    return value;
  };
  const seconds = number('LOAD_SECONDS', 60);
  const options = {
    seconds,
    connections: number('LOAD_CONNECTIONS', 100),
    userCount: number('LOAD_USERS', 200),
    anchorSeconds: Math.min(seconds, 10),
  };
  // Figures from a busy machine mean little; say how busy it was.
  console.log(
    `\nMixed load bench. ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the start. Passes with no errors and no non-2xx but 429.`,
  );
  let failed = await bench('PGlite (embedded, fresh DATA_DIR)', undefined, options);

  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'tapfolio_bench_load');
    try {
      const { host } = new URL(serverUrl);
      const label = `PostgreSQL at ${host} (scratch database ${scratch.name})`;
      failed = (await bench(label, scratch.url, options)) || failed;
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL to an admin connection to bench it too)',
    );
  }
  if (failed) {
    console.log('\nFAILED: requests with errors, timeouts or a non-2xx other than 429 (above).');
    process.exitCode = 1;
  }
}

// ---- which part this process plays -------------------------------------------------------------

// The load generator runs in a process of its own, so it never shares the server's event loop.
if (process.argv[2] === 'cannon') {
  process.once('message', async ({ address, kinds, users, seconds }) => {
    const results = await Promise.all(
      kinds.map(async ([kind, connections]) => [
        kind,
        summary(
          await autocannon({
            url: address,
            connections,
            duration: seconds,
            requests: kind === 'bare' ? undefined : requestsOf(kind, users),
          }),
        ),
      ]),
    );
    process.send(Object.fromEntries(results), () => process.exit(0));
  });
} else if (process.argv[2] === 'bare') {
  // The anchor: Fastify with nothing else, answering every request with the card's bytes.
  const { default: Fastify } = await import('fastify');
  process.once('message', async ({ body }) => {
    const app = Fastify();
    app.get('/*', (_, reply) => reply.type('application/json; charset=utf-8').send(body));
    process.send(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
} else {
  await main();
}
