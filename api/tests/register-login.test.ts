import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { resolveJwtSecret } from '../src/lib/jwt-secret.js';
import { appSecret } from './helpers/tokens.js';
import { PASSWORD, onboardedUser, registerUser } from './helpers/users.js';

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('POST /user/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, stores the e-mail lower-cased and answers a token for it', async () => {
    const res = await t.call('POST', '/user/register', {
      body: { name: '  Priya Nair ', email: ' Priya.Nair@Example.COM ', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Account created successfully!' });
    expect(decode(body.result.token)).toMatchObject({ id: body.result.userId, ver: 0 });
    expect(decode(body.result.token).exp).toBeGreaterThan(Date.now() / 1000);

    const profile = await t.call('GET', '/user/profile', { token: body.result.token });
    expect(profile.json().result).toEqual({
      _id: body.result.userId,
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      emailVerified: false,
      phoneNumber: null,
      whatsappNumber: null,
      addressInfo: null,
      portfolio: null,
      isOnboarded: false,
      role: 'user',
      // No Accept-Language at sign-up: English, the default (issue 30).
      language: 'en',
    });
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    await registerUser(t).then(async (user) => {
      const res = await t.call('POST', '/user/register', {
        body: { name: 'Someone Else', email: user.email.toUpperCase(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'An account with this email already exists',
        fields: { email: 'An account with this email already exists' },
      });
    });
  });

  it.each([
    [{ email: 'a@b.co', password: PASSWORD }, 'name', 'Full name is required.'],
    [
      { name: ' Al ', email: 'a@b.co', password: PASSWORD },
      'name',
      'Full name must be at least 3 characters.',
    ],
    [{ name: 'Asha', password: PASSWORD }, 'email', 'Email is required.'],
    [{ name: 'Asha', email: 'asha@', password: PASSWORD }, 'email', 'Invalid email address.'],
    [
      { name: 'Asha', email: 'a@b.co', password: 'Ab1' },
      'password',
      'Must be at least 8 characters',
    ],
    [
      { name: 'Asha', email: 'a@b.co', password: 'secret123' },
      'password',
      'One uppercase and one lowercase letter',
    ],
    [{ name: 'Asha', email: 'a@b.co', password: 'SecretPass' }, 'password', 'At least one number'],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const res = await t.call('POST', '/user/register', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses fields it does not know, such as a role', async () => {
    const res = await t.call('POST', '/user/register', {
      body: { name: 'Mallory', email: 'mallory@example.com', password: PASSWORD, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field(s): role');
    const login = await t.call('PATCH', '/user/login', {
      body: { email: 'mallory@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('PATCH /user/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a token whose id claim is the user id and a portfolio flag', async () => {
    const fresh = await registerUser(t);
    const res = await t.call('PATCH', '/user/login', {
      body: { email: fresh.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      result: { userId: fresh.id, portfolio: false, isOnboarded: false },
    });
    expect(decode(body.result.token).id).toBe(fresh.id);

    const onboarded = await onboardedUser(t);
    const again = await t.call('PATCH', '/user/login', {
      body: { email: onboarded.email, password: PASSWORD },
    });
    expect(again.json().result).toMatchObject({ portfolio: true, isOnboarded: true });
  });

  it('says the same thing for a wrong password and an unknown e-mail', async () => {
    const user = await registerUser(t);
    const wrong = await t.call('PATCH', '/user/login', {
      body: { email: user.email, password: 'Wrong1234' },
    });
    const unknown = await t.call('PATCH', '/user/login', {
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it.each([
    [{ password: PASSWORD }, 'email', 'Please enter email address.'],
    [{ email: 'nope', password: PASSWORD }, 'email', 'Please enter valid email address.'],
    [{ email: 'a@b.co' }, 'password', 'Please enter password'],
    [{ email: 'a@b.co', password: 'short' }, 'password', 'Password must be at least 8 characters.'],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const res = await t.call('PATCH', '/user/login', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('signs with a secret generated once into DATA_DIR and read back on the next start', async () => {
    const secret = await appSecret(t);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(await resolveJwtSecret(undefined, t.config.dataDir)).toBe(secret);
    expect(await resolveJwtSecret('from-the-environment', t.config.dataDir)).toBe(
      'from-the-environment',
    );
  });
});
