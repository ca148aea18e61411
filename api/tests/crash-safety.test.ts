import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { startServer, stopAllServers, type ServerProcess } from './helpers/server-process.js';

/**
 * The server is killed with SIGKILL in the middle of a load of sign-ups and address-book entries,
 * then started again on the same data: every write it acknowledged (a 201 received) is there.
 * Writes cut off by the kill may or may not be; both are fine, and are not counted.
 */

const ADMIN_URL =
  process.env.API_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@localhost:5432/postgres';

const PASSWORD = 'Secret123';
const json = { 'content-type': 'application/json' };
const address = (n: number) => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  address1: `${n}, MG Road`,
  address2: 'Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
  default: false,
});

async function register(origin: string, email: string) {
  return fetch(`${origin}/api/v1/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Asha Rao', email, password: PASSWORD }),
  });
}

interface Acknowledged {
  emails: string[];
  addressIds: string[];
  cutOff: number;
}

/**
 * Sign-ups and address-book entries from several connections at once; after `killAfter`
 * acknowledged writes the server is killed at once, with the other requests still in flight.
 */
async function writeUntilKilled(
  server: ServerProcess,
  token: string,
  killAfter: number,
): Promise<Acknowledged> {
  const acked: Acknowledged = { emails: [], addressIds: [], cutOff: 0 };
  let killed = false;
  const acknowledge = () => {
    if (!killed && acked.emails.length + acked.addressIds.length >= killAfter) {
      killed = true;
      server.child.kill('SIGKILL');
    }
  };
  let n = 0;
  const worker = async (signUps: boolean) => {
    while (!killed) {
      n += 1;
      try {
        if (signUps) {
          const email = `crash-${randomUUID()}@example.com`;
          const res = await register(server.origin, email);
          if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
          acked.emails.push(email);
        } else {
          const res = await fetch(`${server.origin}/api/v1/addressbook`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${token}` },
            body: JSON.stringify(address(n)),
          });
          if (res.status !== 201) throw new Error(`address: ${res.status} ${await res.text()}`);
          acked.addressIds.push(((await res.json()) as { result: { _id: string } }).result._id);
        }
        acknowledge();
      } catch (error) {
        // Only the kill may end a request without an answer; anything else fails the test.
        if (!killed) throw error;
        acked.cutOff += 1;
      }
    }
  };
  // Sign-ups hash a password (slow); entries are quick: both kinds are in flight at the kill.
  await Promise.all([true, true, false, false, false, false, false, false].map(worker));
  await server.exited;
  return acked;
}

/** What the restarted server shows of the acknowledged writes. */
async function countFound(origin: string, token: string, acked: Acknowledged) {
  const list = await fetch(`${origin}/api/v1/addressbook`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  const stored = new Set(
    ((await list.json()) as { result: { _id: string }[] }).result.map((e) => e._id),
  );
  const addresses = acked.addressIds.filter((id) => stored.has(id)).length;
  // A sign-up with a taken address is refused before any password is hashed: a cheap probe.
  let users = 0;
  for (const email of acked.emails) {
    const res = await register(origin, email);
    if (res.status === 409) users += 1;
    else expect(res.status).toBe(409);
  }
  return { users, addresses };
}

async function crashAndRestart(label: string, env: Record<string, string>) {
  const first = await startServer(env);
  const signUp = await register(first.origin, `owner-${randomUUID()}@example.com`);
  expect(signUp.status).toBe(201);
  const { token } = ((await signUp.json()) as { result: { token: string } }).result;

  const acked = await writeUntilKilled(first, token, 60);
  expect((await first.exited).signal).toBe('SIGKILL');

  // The same data, a new process: the embedded lock of the killed one must not stand in the way.
  const second = await startServer(env);
  const found = await countFound(second.origin, token, acked);
  console.warn(
    `crash safety (${label}): acknowledged ${acked.emails.length} sign-ups and ` +
      `${acked.addressIds.length} entries, found ${found.users} and ${found.addresses} ` +
      `after kill -9 and restart (${acked.cutOff} requests cut off by the kill)`,
  );
  expect(found).toEqual({ users: acked.emails.length, addresses: acked.addressIds.length });
  expect(acked.emails.length + acked.addressIds.length).toBeGreaterThanOrEqual(60);
  expect(acked.cutOff).toBeGreaterThan(0);
}

describe('crash safety: acknowledged writes survive kill -9 and a restart', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await stopAllServers();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  });

  it('on the embedded database (PGlite files in DATA_DIR)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await crashAndRestart('PGlite', { DATA_DIR: dataDir });
  }, 180_000);

  it('on PostgreSQL', async () => {
    const name = `tapfolio_crash_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // DATA_DIR still holds the signing key, so tokens outlive the restart as they do in production.
    await crashAndRestart('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  }, 180_000);
});
