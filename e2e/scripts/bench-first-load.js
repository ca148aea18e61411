// How much JavaScript each first page costs a phone: /login for a visitor and /home for a
// signed-in person, in a fresh browser (empty cache) at 390x844. Prints figures; asserts nothing.
//   npm run bench -w e2e
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT || 8181);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tapfolio-bench-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_REGISTER: '1000',
};

const prepared = spawnSync('node', [join(repo, 'deploy/dist/cli.js'), 'prepare'], {
  stdio: 'inherit',
  env,
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const gateway = spawn('node', [join(repo, 'deploy/dist/server.js')], { stdio: 'inherit', env });

async function waitForGateway() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the gateway did not start');
}

async function signedUpPerson() {
  const json = { 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/v1/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bench Person', email, password: 'Bench1234' }),
  }).then((r) => r.json());
  const { token, userId } = registered.result;
  await fetch(`${base}/api/v1/portfolio`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      personalInfo: {
        name: 'Bench Person',
        email,
        phoneNumber: '9876543210',
        whatsappNumber: '9876543210',
      },
      addressInfo: { buildingName: '1 Main Road', area: 'Indiranagar', pincode: '560038' },
    }),
  });
  return { token, userId };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browser, path, ready, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (session) {
    await context.addInitScript(
      ([token, userId]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      },
      [session.token, session.userId],
    );
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: sizes.responseBodySize,
    });
  });
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  await context.close();

  const sum = (key, filter = () => true) => scripts.filter(filter).reduce((n, s) => n + s[key], 0);
  const fromRemotes = (s) => s.url.startsWith('/remotes/');
  console.log(
    `${path.padEnd(7)} ${String(scripts.length).padStart(3)} scripts   ` +
      `gzip ${kb(sum('gzip')).padStart(9)}  (shell ${kb(sum('gzip', (s) => !fromRemotes(s)))}, ` +
      `remotes ${kb(sum('gzip', fromRemotes))})   raw ${kb(sum('raw'))}   ` +
      `sent ${kb(sum('transferred'))}   ready in ${elapsed} ms`,
  );
}

try {
  await waitForGateway();
  const session = await signedUpPerson();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log('\nJavaScript a first visit downloads (fresh browser, 390x844):');
  await measure(browser, '/login', 'Welcome Back!');
  await measure(browser, '/home', 'Your Digital Portfolio', session);
  await browser.close();
} finally {
  gateway.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
