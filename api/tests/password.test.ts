import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, registerUser } from './helpers/users.js';

const NEW_PASSWORD = 'Another456';

/**
 * The reset link's token in an .eml file (quoted-printable may fold it and writes `=` as `=3D`).
 * It travels in the fragment, which no server or proxy log ever sees.
 */
const linkIn = (eml: string) => {
  const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  return /https:\/\/tapfolio\.test\/reset-password#t=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
};

describe('changing a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/user/change-password', '/user/password'])(
    '%s checks the current password, revokes older tokens and hands back a fresh one',
    async (path) => {
      const user = await registerUser(t);
      const wrong = await t.call('PATCH', path, {
        token: user.token,
        body: { currentPassword: 'Nope12345', newPassword: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.currentPassword).toBe('Current password is incorrect');

      const res = await t.call('PATCH', path, {
        token: user.token,
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password updated successfully!');

      expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(401);
      const fresh = res.json().result.token;
      expect((await t.call('GET', '/user/profile', { token: fresh })).statusCode).toBe(200);

      const oldLogin = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: NEW_PASSWORD },
      });
      expect(newLogin.statusCode).toBe(200);
    },
  );

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: PASSWORD }, 'newPassword', 'New password is required'],
    [
      { currentPassword: PASSWORD, newPassword: 'alllowercase1' },
      'newPassword',
      'Password does not meet requirements',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'Short1' },
      'newPassword',
      'Password does not meet requirements',
    ],
  ])('refuses %j with the spec message', async (body, field, message) => {
    const user = await registerUser(t);
    const res = await t.call('PATCH', '/user/change-password', { token: user.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for known and unknown addresses and mails only the real one', async () => {
    const user = await registerUser(t);
    const before = (await t.mails()).length;
    const known = await t.call('PATCH', '/user/forget-password', {
      body: { email: user.email.toUpperCase() },
    });
    const unknown = await t.call('PATCH', '/user/forget-password', {
      body: { email: 'nobody@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe("We've sent an email if the address is valid.");

    const mails = await t.mails();
    expect(mails.length).toBe(before + 1);
    const eml = mails.at(-1)!;
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Subject: Reset your Tapfolio password');
    expect(linkIn(eml)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const user = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', {
      body: { email: user.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const eml = (await t.mails()).at(-1)!;
    expect(eml).not.toContain('evil.example');
    expect(linkIn(eml)).toBeTruthy();
  });

  it('resets the password once with the mailed token, and revokes older sessions', async () => {
    const user = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    const token = linkIn((await t.mails()).at(-1)!)!;

    const res = await t.call('PATCH', '/user/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset successful!');

    const again = await t.call('PATCH', '/user/reset-password', {
      body: { token, password: 'ThirdOne789' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired');

    expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(401);
    const login = await t.call('PATCH', '/user/login', {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    const token = linkIn((await t.mails()).at(-1)!)!;
    await t.api.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    const res = await t.call('PATCH', '/user/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    const login = await t.call('PATCH', '/user/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['/user/forget-password', {}, 'email', 'Email is required'],
    ['/user/forget-password', { email: 'bad@' }, 'email', 'Invalid email address'],
    ['/user/reset-password', { password: NEW_PASSWORD }, 'token', 'Invalid or missing token'],
    ['/user/reset-password', { token: 'abc' }, 'password', 'Both fields are required'],
    [
      '/user/reset-password',
      { token: 'abc', password: 'weakpass' },
      'password',
      'Password does not meet requirements',
    ],
  ])('%s refuses %j with the spec message', async (path, body, field, message) => {
    const res = await t.call('PATCH', path, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses a made-up token', async () => {
    const res = await t.call('PATCH', '/user/reset-password', {
      body: { token: 'x'.repeat(43), password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired');
  });
});
