import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectThrottled } from './helpers/throttled.js';
import { PASSWORD, registerUser } from './helpers/users.js';

const GUESSES = 3;
const limit = (max: number) => ({ max, timeWindowMs: 15 * 60_000 });
const GENEROUS = limit(1000);

/** A fresh client address for every request: the per-address limit never applies. */
let nextIp = 0;
const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

describe('password guesses per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: limit(2),
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: limit(GUESSES),
        leadsPerAddress: GENEROUS,
        leadsPerCard: GENEROUS,
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.call('PATCH', '/user/login', { body: { email, password }, ip: freshIp() });
  /** As if the window had started long ago. */
  const endWindows = () =>
    t.api.db.execute(
      sql`update password_guesses set window_started_at = window_started_at - interval '1 hour'`,
    );

  it('stops login for one account after the limit from any address, until the window ends', async () => {
    const user = await registerUser(t);
    const bystander = await registerUser(t);
    for (let i = 0; i < GUESSES; i++) {
      expect((await login(user.email, `Wrong${i}xyz`)).statusCode).toBe(401);
    }
    // Even the right password, from an address never seen before.
    expectThrottled(await login(user.email, PASSWORD));
    expectThrottled(await login(user.email.toUpperCase(), PASSWORD));
    // Other accounts are not held up.
    expect((await login(bystander.email, PASSWORD)).statusCode).toBe(200);

    await endWindows();
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, so the limit reveals no account', async () => {
    const user = await registerUser(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i <= GUESSES; i++) {
        const res = await login(email, `Wrong${i}xyz`);
        seen.push({ status: res.statusCode, body: res.json() });
      }
      return seen;
    };
    const known = await answers(user.email);
    expect(await answers(unknown)).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429]);
  });

  it('starts the count again after a right password', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < GUESSES - 1; i++) await login(user.email, `Wrong${i}xyz`);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < GUESSES; i++) {
      expect((await login(user.email, `Again${i}xyz`)).statusCode).toBe(401);
    }
    expectThrottled(await login(user.email, PASSWORD));
  });

  it('counts guesses made at the same moment before checking any of them', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(user.email, `Parallel${i}x`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('stops change-password and change-email guesses per user, whatever the session', async () => {
    const user = await registerUser(t);
    const phone = (await login(user.email, PASSWORD)).json().result.token as string;
    const changePassword = (token: string, currentPassword: string) =>
      t.call('PATCH', '/user/change-password', {
        token,
        ip: freshIp(),
        body: { currentPassword, newPassword: 'Another456' },
      });
    expect((await changePassword(user.token, 'Wrong1xyz')).statusCode).toBe(400);
    expect((await changePassword(phone, 'Wrong2xyz')).statusCode).toBe(400);
    // A wrong current e-mail is a guess on the same account.
    const changeEmail = await t.call('PATCH', '/user/change-email', {
      token: phone,
      body: { currentEmail: 'guess@example.com', newEmail: 'new@example.com' },
    });
    expect(changeEmail.statusCode).toBe(400);

    expectThrottled(await changePassword(user.token, PASSWORD));
    expectThrottled(
      await t.call('PATCH', '/user/change-email', {
        token: user.token,
        body: { currentEmail: user.email, newEmail: `new-${user.email}` },
      }),
    );
    // Nothing changed, and signing in (its own count) still works.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);

    await endWindows();
    const res = await changePassword(user.token, PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('counts taken new e-mails on change-email too, so one account cannot probe many', async () => {
    const [user, other] = [await registerUser(t), await registerUser(t)];
    for (let i = 0; i < GUESSES; i++) {
      const res = await t.call('PATCH', '/user/change-email', {
        token: user.token,
        body: { currentEmail: user.email, newEmail: other.email },
      });
      expect(res.statusCode).toBe(409);
    }
    expectThrottled(
      await t.call('PATCH', '/user/change-email', {
        token: user.token,
        body: { currentEmail: user.email, newEmail: `free-${user.email}` },
      }),
    );
  });

  it('purges counts whose window is over when someone signs in', async () => {
    const user = await registerUser(t);
    await login(`stale-${Date.now()}@example.com`, 'Wrong1xyz');
    await endWindows();
    const count = async () =>
      (
        (await t.api.db.execute(
          sql`select count(*)::int as n from password_guesses`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe('the client address of the per-address limit', () => {
  /** An app whose login allows two attempts per client address. */
  const withLimitOfTwo = async (trustProxy: boolean, test: (t: TestApp) => Promise<void>) => {
    const t = await createTestApp({
      trustProxy,
      rateLimits: {
        login: limit(2),
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: GENEROUS,
        leadsPerAddress: GENEROUS,
        leadsPerCard: GENEROUS,
      },
    });
    try {
      await test(t);
    } finally {
      await t.close();
    }
  };
  /** Four wrong logins from the peer 192.0.2.10, the i-th saying it forwards `forwardedFor(i)`. */
  const attempts = async (t: TestApp, forwardedFor: (i: number) => string) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call('PATCH', '/user/login', {
        ip: '192.0.2.10',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        body: { email: `someone-${i}@example.com`, password: 'Wrong1xyz' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For without TRUST_PROXY: a new header each time dodges nothing', () =>
    withLimitOfTwo(false, async (t) => {
      expect(await attempts(t, (i) => `203.0.113.${i}`)).toEqual([401, 401, 429, 429]);
    }));

  it('takes the client from X-Forwarded-For with TRUST_PROXY=true', () =>
    withLimitOfTwo(true, async (t) => {
      expect(await attempts(t, (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 401]);
      // A client none of the above: counted on its own from its first attempt.
      expect(await attempts(t, () => '203.0.113.50, 192.0.2.1')).toEqual([401, 401, 429, 429]);
    }));

  it('reads TRUST_PROXY from the environment', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
