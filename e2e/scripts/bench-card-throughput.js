// The tap path under load: the card's server-rendered HTML (/portfolio/{userId} and the personal
// link /@{handle}, each page counted as a view by the card's insights) and its JSON
// (GET /api/v1/portfolio/{userId}) at 50 connections through the real gateway, beside a bare
// Fastify serving the very same bytes from memory (the anchor, measured in the same run). On the
// embedded database, and on PostgreSQL when TEST_DATABASE_URL (an admin connection) is set.
// autocannon runs in its own process. Prints figures; asserts nothing.
//   npm run bench -w e2e        BENCH_SECONDS=10 node scripts/bench-card-throughput.js
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { onboardedPerson, startGateway } from './lib/gateway.js';

// autocannon is the API's dev dependency (its shop bench uses it too).
const fromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const AUTOCANNON = join(dirname(fromApi.resolve('autocannon/package.json')), 'autocannon.js');
const pg = fromApi('pg');
const Fastify = fromApi('fastify');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
// A phone's browser, so every card page is counted (a request without one counts as a robot):
// the figures are with counting on.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

/** autocannon in a child process: in this one it would share the event loop with the servers. */
async function load(url, headers = {}, seconds = SECONDS) {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn('node', [AUTOCANNON, ...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(out);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Headers that belong to one connection or one encoding, not to the answer itself. */
const NOT_REPLAYED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** What the gateway answered, to be answered again by the anchor: the body and its headers. */
async function recorded(response) {
  const headers = {};
  for (const [name, value] of response.headers) {
    if (!NOT_REPLAYED.has(name)) headers[name] = value;
  }
  return { body: await response.text(), headers };
}

/**
 * The anchor: a bare Fastify answering these bytes and headers from memory. The headers count:
 * the card's security headers are about as many bytes as its JSON body, and autocannon (one core
 * of two) reads every one of them.
 */
async function bareServer(bodies) {
  const app = Fastify({ logger: false });
  for (const [path, { body, headers }] of Object.entries(bodies)) {
    app.get(path, (_request, reply) => reply.headers(headers).send(body));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${app.server.address().port}` };
}

async function scratchDatabase() {
  const admin = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
  if (!admin) return undefined;
  const name = `tapfolio_bench_${randomUUID().replace(/-/g, '')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const pad = (text, width) => String(text).padEnd(width);
const row = (label, m, anchor) =>
  `  ${pad(label, 34)} ${pad(`${Math.round(m.rps)} req/s`, 14)} p99 ${pad(`${m.p99} ms`, 9)}` +
  (anchor ? ` ${((m.rps / anchor.rps) * 100).toFixed(0)}% of the bare server` : '') +
  (m.errors ? `  (${m.errors} errors or non-2xx)` : '');

async function benchOn(label, port, env) {
  const gateway = await startGateway(port, env);
  try {
    const person = await onboardedPerson(gateway.base, 'Meera Iyer');
    const handle = `meera-${Date.now().toString(36)}`;
    const named = await fetch(`${gateway.base}/api/v1/portfolio/handle`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ handle }),
    });
    if (!named.ok) throw new Error(`the handle was not set: ${named.status}`);
    const cardPath = `/portfolio/${person.userId}`;
    const apiPath = `/api/v1/portfolio/${person.userId}`;
    const html = await fetch(`${gateway.base}${cardPath}`);
    const json = await fetch(`${gateway.base}${apiPath}`);
    if (!html.ok || !json.ok)
      throw new Error(`the card did not load: ${html.status} ${json.status}`);
    const bodies = { '/card': await recorded(html), '/json': await recorded(json) };
    const rendered = bodies['/card'].body.includes('data-card-root');
    const anchor = await bareServer(bodies);
    try {
      console.log(
        `\n${label}${rendered ? '' : ' (the card was NOT server-rendered: the app page was served)'}`,
      );
      // Warm both (JIT, the card's rendered page, the insights' day salt) before measuring.
      await load(`${anchor.base}/card`, BROWSER, 3);
      await load(`${gateway.base}${cardPath}`, BROWSER, 3);
      const bareHtml = await load(`${anchor.base}/card`, BROWSER);
      console.log(row('bare Fastify, the same HTML', bareHtml));
      // The same page with counting skipped (no user-agent reads as a robot): what counting costs.
      console.log(
        row(
          'GET /portfolio/{userId}, not counted',
          await load(`${gateway.base}${cardPath}`),
          bareHtml,
        ),
      );
      console.log(
        row(
          'GET /portfolio/{userId} (HTML)',
          await load(`${gateway.base}${cardPath}`, BROWSER),
          bareHtml,
        ),
      );
      console.log(
        row('GET /@{handle} (HTML)', await load(`${gateway.base}/@${handle}`, BROWSER), bareHtml),
      );
      const bareJson = await load(`${anchor.base}/json`);
      console.log(row('bare Fastify, the same JSON', bareJson));
      console.log(
        row('GET /api/v1/portfolio/{userId}', await load(`${gateway.base}${apiPath}`), bareJson),
      );
      console.log('  target: each at least 50% of the bare server, p99 within 25 ms');
    } finally {
      await anchor.app.close();
    }
  } finally {
    gateway.stop();
  }
}

console.log(`The public card at ${CONNECTIONS} connections, ${SECONDS} s each`);
await benchOn('Embedded database (PGlite)', 8191, {});
const database = await scratchDatabase();
if (database) {
  try {
    await benchOn('PostgreSQL', 8192, { DATABASE_URL: database.url, DEMO_DATA: 'false' });
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to an admin connection)');
}
