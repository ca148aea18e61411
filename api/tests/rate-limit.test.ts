import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, registerUser } from './helpers/users.js';

const limit = (max: number) => ({ max, timeWindowMs: 60_000 });

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: limit(3),
        register: limit(2),
        forgotPassword: limit(2),
        passwordGuesses: limit(100),
        leadsPerAddress: limit(100),
        leadsPerCard: limit(100),
        orders: limit(100),
        qrCodes: limit(100),
      },
    });
  });
  afterAll(() => t.close());

  const expectLimited = (res: Awaited<ReturnType<TestApp['call']>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
  };

  it('stops login attempts at an account from one address after the limit, even with the right password', async () => {
    const user = await registerUser(t);
    const attempt = (password: string, ip = '203.0.113.7') =>
      t.call('PATCH', '/user/login', { body: { email: user.email, password }, ip });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    expectLimited(await attempt(PASSWORD));
    expect((await attempt(PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('lets a hall of people behind one carrier address sign in, each to their own account', async () => {
    const hall = '203.0.113.50';
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
    // Someone at the same address has used up the limit on their own account.
    for (let i = 0; i < 4; i++) {
      await t.call('PATCH', '/user/login', {
        body: { email: people[0]!.email, password: 'Wrong1234' },
        ip: hall,
      });
    }
    for (const person of people.slice(1)) {
      for (let i = 0; i < 2; i++) {
        const res = await t.call('PATCH', '/user/login', {
          body: { email: person.email, password: PASSWORD },
          ip: hall,
        });
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it('holds one address to a ceiling across accounts: twenty times the limit', async () => {
    const ip = '203.0.113.60';
    const forgot = (n: number) =>
      t.call('PATCH', '/user/forget-password', { ip, body: { email: `hall-${n}@example.com` } });
    for (let n = 0; n < 2 * 20; n++) expect((await forgot(n)).statusCode).toBe(200);
    expectLimited(await forgot(40));
    expect(
      (
        await t.call('PATCH', '/user/forget-password', {
          ip: '203.0.113.61',
          body: { email: 'hall-41@example.com' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits sign-ups and forgotten-password mails per address and e-mail', async () => {
    const ip = '198.51.100.1';
    const register = (n: number) =>
      t.call('POST', '/user/register', {
        ip,
        body: { name: 'Rate Limited', email: `rl-${n}@example.com`, password: PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(1)).statusCode).toBe(409);
    expectLimited(await register(1));
    // Another person at the same address signs up.
    expect((await register(2)).statusCode).toBe(201);

    const forgot = () =>
      t.call('PATCH', '/user/forget-password', { ip, body: { email: 'rl-1@example.com' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());
    const resets = (await t.mails()).filter((mail) =>
      mail.includes('Reset your Tapfolio password'),
    );
    expect(resets.length).toBe(2);
  });
});
