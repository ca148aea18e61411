// Starts the real gateway (after `deploy prepare`) on a fresh data folder, for the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserPath, CHROMIUM_ARGS } from './browsers.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

export async function startGateway(port, extraEnv = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tapfolio-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Its own releases and registry: every bench run serves the current builds.
    RELEASES_DIR: join(dataDir, 'releases'),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER: '1000',
    // On PostgreSQL too: a database server runs the payment emulator only when asked.
    RAZORPAY_EMULATOR: 'true',
    ...extraEnv,
  };
  const prepared = spawnSync('node', [join(repo, 'deploy/dist/cli.js'), 'prepare'], {
    stdio: 'inherit',
    env,
  });
  if (prepared.status !== 0) throw new Error('deploy prepare failed');
  const child = spawn('node', [join(repo, 'deploy/dist/server.js')], { stdio: 'inherit', env });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers and onboards a person through the API; answers their token and user id. */
export async function onboardedPerson(base, name = 'Bench Person') {
  const json = { 'content-type': 'application/json' };
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await fetch(`${base}/api/v1/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, email, password: 'Bench1234' }),
  }).then((r) => r.json());
  const { token, userId } = registered.result;
  await fetch(`${base}/api/v1/portfolio`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      personalInfo: { name, email, phoneNumber: '9876543210', whatsappNumber: '9876543210' },
      addressInfo: { buildingName: '1 Main Road', area: 'Indiranagar', pincode: '560038' },
    }),
  });
  return { token, userId, email, name };
}

/** Signs an existing account in through the API; answers its token and user id. */
export async function signedIn(base, { email, password }) {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  const { token, userId } = (await res.json()).result;
  return { token, userId, email };
}

/** A GET of the API's JSON, signed in when given a token. */
export async function getJson(base, path, token) {
  const res = await fetch(`${base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

export const chromiumOptions = {
  executablePath: browserPath('bench'),
  args: CHROMIUM_ARGS,
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
