import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/app.js';
import type { TrustProxy } from '../src/config.js';
import { createAccountRepository } from '../src/modules/account/repository.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectThrottled } from './helpers/throttled.js';
import { PASSWORD, registerUser } from './helpers/users.js';

const GUESSES = 3;
const limit = (max: number) => ({ max, timeWindowMs: 15 * 60_000 });
const GENEROUS = limit(1000);

/** A stranger's network and the owner's: each counts its own guesses. */
const STRANGER = '198.51.100.7';
const OWNER = '203.0.113.20';

describe('password guesses per account and network', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address limits are the next describe's: here only the guesses count.
    t = await createTestApp({
      rateLimits: {
        login: GENEROUS,
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: limit(GUESSES),
        leadsPerAddress: GENEROUS,
        leadsPerCard: GENEROUS,
        orders: GENEROUS,
        qrCodes: GENEROUS,
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = STRANGER) =>
    t.call('PATCH', '/user/login', { body: { email, password }, ip });
  /** As if the window had started long ago. */
  const endWindows = () =>
    t.api.db.execute(
      sql`update password_guesses set window_started_at = window_started_at - interval '1 hour'`,
    );
  const guessWrong = async (email: string, ip = STRANGER) => {
    for (let i = 0; i < GUESSES; i++) {
      expect((await login(email, `Wrong${i}xyz`, ip)).statusCode).toBe(401);
    }
  };

  it('stops login at one account from one network after the limit, until the window ends', async () => {
    const user = await registerUser(t);
    const bystander = await registerUser(t);
    await guessWrong(user.email);
    // Even the right password, from that network.
    expectThrottled(await login(user.email, PASSWORD));
    expectThrottled(await login(user.email.toUpperCase(), PASSWORD));
    // Other accounts are not held up.
    expect((await login(bystander.email, PASSWORD)).statusCode).toBe(200);

    await endWindows();
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("lets the owner sign in from their own network while a stranger's guesses are stopped", async () => {
    const user = await registerUser(t);
    await guessWrong(user.email);
    expectThrottled(await login(user.email, `Wrong9xyz`));
    expect((await login(user.email, PASSWORD, OWNER)).statusCode).toBe(200);
    // Signing in frees the owner's network only: the stranger's stays stopped.
    expectThrottled(await login(user.email, PASSWORD));
  });

  it('counts an IPv6 /64 as one network, and an IPv4 address written as IPv6 as that address', async () => {
    const user = await registerUser(t);
    for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1']) {
      expect((await login(user.email, 'Wrong1xyz', ip)).statusCode).toBe(401);
    }
    expectThrottled(await login(user.email, PASSWORD, '2001:db8:1:2::c'));
    expect((await login(user.email, PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);

    const other = await registerUser(t);
    await guessWrong(other.email, '192.0.2.44');
    expectThrottled(await login(other.email, PASSWORD, '::ffff:192.0.2.44'));
  });

  it('frees the account on every network once its password is reset', async () => {
    const user = await registerUser(t);
    await guessWrong(user.email);
    await guessWrong(user.email, OWNER);
    expectThrottled(await login(user.email, PASSWORD, OWNER));

    const token = await createAccountRepository(t.api.db).createResetToken(user.id);
    const reset = await t.call('PATCH', '/user/reset-password', {
      body: { token, password: 'Renewed789' },
      ip: OWNER,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Renewed789', OWNER)).statusCode).toBe(200);
    expect((await login(user.email, 'Renewed789')).statusCode).toBe(200);
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

  it('stops change-password and change-email guesses per user and network, whatever the session', async () => {
    const user = await registerUser(t);
    const phone = (await login(user.email, PASSWORD)).json().result.token as string;
    const changePassword = (token: string, currentPassword: string) =>
      t.call('PATCH', '/user/change-password', {
        token,
        ip: STRANGER,
        body: { currentPassword, newPassword: 'Another456' },
      });
    expect((await changePassword(user.token, 'Wrong1xyz')).statusCode).toBe(400);
    expect((await changePassword(phone, 'Wrong2xyz')).statusCode).toBe(400);
    // A wrong password for an e-mail change is a guess on the same account.
    const changeEmail = await t.call('PATCH', '/user/change-email', {
      token: phone,
      ip: STRANGER,
      body: {
        currentEmail: user.email,
        newEmail: 'new@example.com',
        currentPassword: 'Wrong3xyz',
      },
    });
    expect(changeEmail.statusCode).toBe(400);

    expectThrottled(await changePassword(user.token, PASSWORD));
    expectThrottled(
      await t.call('PATCH', '/user/change-email', {
        token: user.token,
        ip: STRANGER,
        body: {
          currentEmail: user.email,
          newEmail: `new-${user.email}`,
          currentPassword: PASSWORD,
        },
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
        body: { currentEmail: user.email, newEmail: other.email, currentPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(409);
    }
    expectThrottled(
      await t.call('PATCH', '/user/change-email', {
        token: user.token,
        body: {
          currentEmail: user.email,
          newEmail: `free-${user.email}`,
          currentPassword: PASSWORD,
        },
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
  /** An app whose login allows two attempts per client address and account. */
  const withLimitOfTwo = async (trustProxy: TrustProxy, test: (t: TestApp) => Promise<void>) => {
    const t = await createTestApp({
      trustProxy,
      rateLimits: {
        login: limit(2),
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: GENEROUS,
        leadsPerAddress: GENEROUS,
        leadsPerCard: GENEROUS,
        orders: GENEROUS,
        qrCodes: GENEROUS,
      },
    });
    try {
      await test(t);
    } finally {
      await t.close();
    }
  };
  /**
   * Four wrong logins at one account from the peer 192.0.2.10, the i-th saying it forwards
   * `forwardedFor(i)`.
   */
  const attempts = async (t: TestApp, forwardedFor: (i: number) => string) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call('PATCH', '/user/login', {
        ip: '192.0.2.10',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        body: { email: 'someone@example.com', password: 'Wrong1xyz' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For without TRUST_PROXY: a new header each time dodges nothing', () =>
    withLimitOfTwo(false, async (t) => {
      expect(await attempts(t, (i) => `203.0.113.${i}`)).toEqual([401, 401, 429, 429]);
    }));

  for (const [setting, trust] of [
    ['one proxy in front (TRUST_PROXY=1)', 1],
    ["the proxy's network (TRUST_PROXY=192.0.2.0/24)", ['192.0.2.0/24']],
  ] as const) {
    it(`takes the client the proxy saw with ${setting}`, () =>
      withLimitOfTwo(typeof trust === 'number' ? trust : [...trust], async (t) => {
        // Each a client of its own, as the proxy says.
        expect(await attempts(t, (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 401]);
        // A client that forges X-Forwarded-For: the proxy appends the address it saw, 198.51.100.9,
        // and that is the one counted, whatever the client wrote before it.
        expect(await attempts(t, (i) => `10.9.9.${i}, 198.51.100.9`)).toEqual([401, 401, 429, 429]);
      }));
  }

  it('reads TRUST_PROXY from the environment: a hop count or addresses, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});
