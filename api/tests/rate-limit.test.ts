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

  it('stops login attempts from one address after the limit, even with the right password', async () => {
    const user = await registerUser(t);
    const attempt = (password: string, ip = '203.0.113.7') =>
      t.call('PATCH', '/user/login', { body: { email: user.email, password }, ip });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    expectLimited(await attempt(PASSWORD));
    expect((await attempt(PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('limits sign-ups and forgotten-password mails per address', async () => {
    const ip = '198.51.100.1';
    const register = (n: number) =>
      t.call('POST', '/user/register', {
        ip,
        body: { name: 'Rate Limited', email: `rl-${n}@example.com`, password: PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expectLimited(await register(3));

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
