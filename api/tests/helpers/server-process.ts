import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from './password-cost.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, the port the server chose. */
  origin: string;
  /** Resolves when the process has ended (and been reaped: its pid is free again). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stdout and stderr so far: pino's lines, and any crash. */
  output(): string;
}

/** Every server started and not yet ended: `stopAllServers` ends them in afterEach. */
const running = new Set<ChildProcess>();

/** The settings every spawned server shares: quiet start, no limits in the way of a load. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  DEMO_DATA: 'false',
  // Payments are not what a spawned server is started to prove; on PostgreSQL they need asking for.
  RAZORPAY_EMULATOR: 'true',
  RECONCILE_INTERVAL_SECONDS: '0',
  RATE_LIMIT_REGISTER: '1000000',
  RATE_LIMIT_LOGIN: '1000000',
  RATE_LIMIT_FORGOT_PASSWORD: '1000000',
  RATE_LIMIT_PASSWORD_GUESSES: '1000000',
  LOG_LEVEL: 'info',
  PASSWORD_HASH_MEMORY_KIB: TEST_PASSWORD_HASH_MEMORY_KIB,
};

/**
 * The real server (dist/server.js, what `npm start` runs) as a child process on a port
 * of its own choosing; resolves once it listens, rejects with its output if it ends first or does
 * not listen before the deadline.
 */
export async function startServer(
  env: Record<string, string>,
  { deadlineMs = 90_000 } = {},
): Promise<ServerProcess> {
  // The build `npm start` runs (the test script builds it first; in `npm test` it is built once).
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the server did not listen within ${deadlineMs} ms:\n${output}`));
    }, deadlineMs);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1]) return;
      cleanup();
      resolve(match[1]);
    };
    const onExit = () => {
      cleanup();
      reject(new Error(`the server ended before listening:\n${output}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });

  return { child, origin, exited, output: () => output };
}

/** Ends (kill -9) every server a test left running, and waits until each is reaped. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
