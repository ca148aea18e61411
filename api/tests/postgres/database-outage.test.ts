import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';
import { adminQuery } from '../helpers/postgres-admin.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { registerUser, type TestUser } from '../helpers/users.js';

/**
 * PostgreSQL becomes unreachable in the middle of a load (a TCP relay between the API and the
 * server is cut: open connections drop, new ones are refused) and comes back. Meanwhile every
 * request is answered quickly, 201 or 503 in the API's envelope and never anything else; the
 * health check says the database is down; afterwards the same process serves again by itself,
 * with every acknowledged write there and none half-made. The same with a PostgreSQL server that
 * is really stopped and started: `npm run bench` (scripts/bench-database-outage.js).
 */

const ADMIN_URL = process.env.API_TEST_DATABASE_URL!;

const UNAVAILABLE = {
  success: false,
  message: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
};

/**
 * An entry made the default takes the flag from the others in the same transaction: a half-made
 * one would leave two defaults behind. One connection makes defaults, so that two of them at once
 * (a race of their own, apart from any outage) cannot.
 */
const entry = (isDefault: boolean) => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  address1: '12, MG Road',
  address2: 'Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
  default: isDefault,
});

interface Answer {
  status: number;
  body: { success: boolean; message: string; code?: string; result?: { _id: string } };
  startedAt: number;
  ms: number;
}

describe('PostgreSQL unreachable in the middle of a load', () => {
  const name = `tapfolio_outage_${randomUUID().replace(/-/g, '')}`;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
    const admin = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const url = new URL(ADMIN_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    t = await createTestApp({ databaseUrl: url.toString() });
    user = await registerUser(t);
  });
  afterAll(async () => {
    // Closed by the test when it passes (a second close is a no-op); never waits past a hang.
    const late = new Promise((resolve) => setTimeout(resolve, 10_000));
    await Promise.race([t?.close().catch(() => {}), late]);
    await proxy?.close();
    await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers 503 at once, says so at /health, and recovers by itself with nothing half-written', async () => {
    const answers: Answer[] = [];
    let stop = false;
    const worker = async (_: unknown, n: number) => {
      while (!stop) {
        const startedAt = Date.now();
        const body = entry(n === 0);
        const res = await t.call('POST', '/addressbook', { token: user.token, body });
        answers.push({
          status: res.statusCode,
          body: res.json(),
          startedAt,
          ms: Date.now() - startedAt,
        });
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    try {
      await eventually(async () => (answers.length >= 30 ? true : undefined), {
        deadlineMs: 20_000,
        what: '30 entries before the outage',
      });

      const cutAt = Date.now();
      await proxy.cut();
      const firstUnavailable = await eventually(
        async () => answers.find((a) => a.status === 503 && a.startedAt >= cutAt),
        { deadlineMs: 10_000, what: 'a 503 after the cut' },
      );
      const health = await t.call('GET', '/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        success: false,
        message: 'The database is not reachable',
        code: 'NOT_READY',
      });
      // A while down under load: every connection keeps being answered, none hangs.
      await eventually(
        async () =>
          answers.filter((a) => a.startedAt >= firstUnavailable.startedAt).length >= 12
            ? true
            : undefined,
        { what: 'two more answers a connection while down' },
      );

      const restoredAt = Date.now();
      await proxy.restore();
      const firstBack = await eventually(
        async () => answers.find((a) => a.status === 201 && a.startedAt >= restoredAt),
        { deadlineMs: 15_000, what: 'a 201 after the database came back' },
      );
      stop = true;
      await load;

      const during = answers.filter((a) => a.startedAt >= cutAt && a.startedAt < restoredAt);
      const slowest = Math.max(...during.map((a) => a.ms));
      console.warn(
        `database outage (TCP cut): first 503 ${firstUnavailable.startedAt + firstUnavailable.ms - cutAt} ms after the cut, ` +
          `slowest answer while down ${slowest} ms (${during.length} requests), ` +
          `first 201 ${firstBack.startedAt + firstBack.ms - restoredAt} ms after it came back`,
      );
      expect(answers.every((a) => a.status === 201 || a.status === 503)).toBe(true);
      for (const a of answers.filter((x) => x.status === 503)) expect(a.body).toEqual(UNAVAILABLE);
      expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      expect(slowest).toBeLessThan(6_000);
      expect((await t.call('GET', '/health')).statusCode).toBe(200);

      const list = await t.call('GET', '/addressbook', { token: user.token });
      const stored = list.json().result as { _id: string; default: boolean }[];
      const ids = new Set(stored.map((e) => e._id));
      const acked = answers.filter((a) => a.status === 201).map((a) => a.body.result!._id);
      expect(acked.filter((id) => !ids.has(id))).toEqual([]);
      expect(stored.filter((e) => e.default)).toHaveLength(1);

      // Closing waits for every connection checked out to come back: none was lost in the outage.
      const closed = t.close().then(() => 'closed');
      const late = new Promise((resolve) => setTimeout(resolve, 10_000, 'still waiting'));
      expect(await Promise.race([closed, late])).toBe('closed');
    } finally {
      stop = true;
      await proxy.restore();
      await load;
    }
  }, 60_000);
});
