// PostgreSQL really stopped (pg_ctl stop -m fast: its connections get 57P01, new ones are refused)
// and started again under a load of address-book writes, against a private cluster made for the
// run (never the shared server). Prints the time to the first 503, the slowest answer while down
// and the time to recover; fails on any answer but 201/503, a lost acknowledged write, a
// half-made one, or a pool that does not come back. Needs PostgreSQL's binaries (PG_BIN, default
// /usr/lib/postgresql/15/bin); as root the cluster runs as the postgres user. Skipped without them.
//   npm run build -w api && node api/scripts/bench-database-outage.js
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, loadConfig } from '../dist/app.js';

const bin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
if (!existsSync(join(bin, 'pg_ctl'))) {
  console.log(`database outage: skipped (no PostgreSQL binaries in ${bin}; set PG_BIN)`);
  process.exit(0);
}

const asRoot = process.getuid?.() === 0;
const run = (command, args) => {
  const line = [join(bin, command), ...args].map((a) => `'${a}'`).join(' ');
  return asRoot
    ? execFileSync('su', ['postgres', '-c', line], { stdio: 'pipe' })
    : execFileSync(join(bin, command), args, { stdio: 'pipe' });
};
const freePort = () =>
  new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const root = mkdtempSync(join(tmpdir(), 'tapfolio-pg-'));
chmodSync(root, 0o777);
const pgData = join(root, 'data');
const port = await freePort();
const ctl = (action) =>
  run('pg_ctl', [
    '-D',
    pgData,
    '-o',
    `-p ${port} -k ${root}`,
    '-l',
    join(root, 'log'),
    '-w',
    action,
  ]);

let app;
try {
  run('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust']);
  ctl('start');
  const dataDir = mkdtempSync(join(tmpdir(), 'tapfolio-outage-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      RAZORPAY_EMULATOR: 'true',
      RECONCILE_INTERVAL_SECONDS: '0',
      RATE_LIMIT_REGISTER: '1000',
    }),
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logLevel: 'silent',
  };
  app = await createServer(config);
  await app.ready();
  const call = (method, url, body, token) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body && { payload: body }),
    });
  const signUp = await call('POST', '/user/register', {
    name: 'Asha Rao',
    email: 'outage@example.com',
    password: 'Secret123',
  });
  const { token } = signUp.json().result;
  const entry = (isDefault) => ({
    name: 'Asha Rao',
    mobile: '9876543210',
    address1: '12, MG Road',
    address2: 'Indiranagar',
    pincode: '560038',
    default: isDefault,
  });

  const answers = [];
  let stop = false;
  const worker = async (_, n) => {
    while (!stop) {
      const startedAt = Date.now();
      const res = await call('POST', '/addressbook', entry(n === 0), token);
      answers.push({
        status: res.statusCode,
        body: res.json(),
        startedAt,
        ms: Date.now() - startedAt,
      });
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  const waitFor = async (check, what, ms = 30_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = check();
      if (found) return found;
      if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const stoppedAt = Date.now();
  ctl('stop'); // -m fast is pg_ctl's default: 57P01 to every connection, then down
  const firstDown = await waitFor(
    () => answers.find((a) => a.status === 503 && a.startedAt >= stoppedAt),
    'a 503 after the stop',
  );
  const health = await call('GET', '/health');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const startedAt = Date.now();
  ctl('start');
  const firstUp = await waitFor(
    () => answers.find((a) => a.status === 201 && a.startedAt >= startedAt),
    'a 201 after the start',
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop = true;
  await load;

  const during = answers.filter((a) => a.startedAt >= stoppedAt && a.startedAt < startedAt);
  const acked = answers.filter((a) => a.status === 201).map((a) => a.body.result._id);
  const stored = (await call('GET', '/addressbook', undefined, token)).json().result;
  const ids = new Set(stored.map((e) => e._id));
  const problems = [
    ...answers
      .filter((a) => a.status !== 201 && a.status !== 503)
      .map((a) => `answered ${a.status}`),
    ...(health.statusCode === 503 ? [] : [`health answered ${health.statusCode} while down`]),
    ...acked.filter((id) => !ids.has(id)).map((id) => `acknowledged entry ${id} lost`),
    ...(stored.filter((e) => e.default).length === 1 ? [] : ['not exactly one default entry']),
  ];
  const closed = await Promise.race([
    app.close().then(() => true),
    new Promise((resolve) => setTimeout(resolve, 10_000, false)),
  ]);
  app = undefined;
  if (!closed) problems.push('closing hung: connections were lost in the outage');

  console.log(
    `database outage (pg_ctl stop/start): ${answers.length} requests, ${acked.length} acknowledged, ` +
      `${acked.filter((id) => ids.has(id)).length} found; first 503 ` +
      `${firstDown.startedAt + firstDown.ms - stoppedAt} ms after the stop, slowest answer while down ` +
      `${Math.max(...during.map((a) => a.ms))} ms (${during.length} requests), first 201 ` +
      `${firstUp.startedAt + firstUp.ms - startedAt} ms after the start`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  if (problems.length > 0) {
    console.error(`database outage: FAILED\n  ${[...new Set(problems)].join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await app?.close().catch(() => {});
  try {
    ctl('stop');
  } catch {
    // already stopped
  }
  rmSync(root, { recursive: true, force: true });
}
