// The built server (node dist/server.js) in a process of its own, as an operator runs it, for the
// benches: on a free port, started on a data folder (and a database URL, when given), ready once
// /health answers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts the server with `env` over the bench defaults (loopback, warnings only, no demo data, the
 * payment emulator). Answers its address, its process and `stop`.
 */
export async function startBuiltServer({ dataDir, databaseUrl, env: extra = {} }) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    // On PostgreSQL too: a database server runs the payment emulator only when asked.
    RAZORPAY_EMULATOR: 'true',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const address = `http://127.0.0.1:${port}`;
  // A first start migrates the database: give it time, but not forever.
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${address}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server did not answer /health within 60 s');
    await delay(100);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  return { address, child, stop };
}
