import { randomUUID } from 'node:crypto';
import { expect } from '@rstest/core';
import { startServer, type ServerProcess } from './server-process.js';

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
  // Two connections signing up, six adding entries: both kinds are in flight at the kill.
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

/**
 * The server is killed with SIGKILL in the middle of a load of sign-ups and address-book entries,
 * then started again on the same data: every write it acknowledged (a 201 received) is there.
 * Writes cut off by the kill may or may not be; both are fine, and are not counted.
 */
export async function crashAndRestart(label: string, env: Record<string, string>) {
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
