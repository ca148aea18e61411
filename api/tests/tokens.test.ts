import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createSigner } from 'fast-jwt';
import { accountErrors } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { changeEmailOf, mailedToken } from './helpers/mailed-links.js';
import { appSecret, edited, forgedTokens } from './helpers/tokens.js';
import { PASSWORD, registerUser, type TestUser } from './helpers/users.js';

const NEW_PASSWORD = 'Another456';

describe('bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.call('GET', '/user/profile', { token });
  /** A read and a write: a refused token must be refused for both. */
  const expectRefused = async (token: string, label: string) => {
    for (const res of [
      await profile(token),
      await t.call('PATCH', '/user/change-username', { token, body: { name: 'Eve Intruder' } }),
    ]) {
      expect({ label, status: res.statusCode, body: res.json() }).toEqual({
        label,
        status: 401,
        body: { success: false, message: accountErrors.sessionExpired, code: 'UNAUTHORIZED' },
      });
    }
  };
  const expectAccepted = async (token: string, user: TestUser) => {
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result._id).toBe(user.id);
  };
  const login = async (email: string, password = PASSWORD) => {
    const res = await t.call('PATCH', '/user/login', { body: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().result.token as string;
  };

  it('carry a random jti and an expiry, and a token made as ours is accepted', async () => {
    const user = await registerUser(t);
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ id: user.id, ver: 0 });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(
      JSON.parse(Buffer.from((await login(user.email)).split('.')[1]!, 'base64url').toString()).jti,
    ).not.toBe(claims.jti);

    // The control for the refusals below: the same recipe with nothing wrong passes.
    const secret = await appSecret(t);
    const made = createSigner({ key: secret, expiresIn: 60_000 })({
      id: user.id,
      ver: 0,
      jti: randomUUID(),
    });
    await expectAccepted(made, user);
  });

  it('refuse forged, expired, alg none, edited and malformed tokens with the session message', async () => {
    const user = await registerUser(t);
    for (const [kind, token] of Object.entries(await forgedTokens(t, user.id))) {
      await expectRefused(token, kind);
    }
    const other = await registerUser(t, 'Ravi Kumar');
    const [header, payload, signature] = user.token.split('.');
    const malformed = {
      editedId: `${header}.${edited(payload!, { id: other.id })}.${signature}`,
      editedVersion: `${header}.${edited(payload!, { ver: 1 })}.${signature}`,
      editedJti: `${header}.${edited(payload!, { jti: randomUUID() })}.${signature}`,
      editedExpiry: `${header}.${edited(payload!, { exp: 4_102_444_800 })}.${signature}`,
      noSignature: `${header}.${payload}.`,
      twoParts: `${header}.${payload}`,
      fourParts: `${user.token}.${signature}`,
      notBase64: `${header}.%%%.${signature}`,
      notJson: `${header}.${Buffer.from('{"id":').toString('base64url')}.${signature}`,
      huge: `${header}.${'A'.repeat(20_000)}.${signature}`,
    };
    for (const [kind, token] of Object.entries(malformed)) await expectRefused(token, kind);
    // None of them was taken for the other person either, and the real ones still work.
    await expectAccepted(user.token, user);
    await expectAccepted(other.token, other);
  });

  it('ask to sign in when there is no token, or a header that is not a bearer token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of headerSets) {
      const res = await t.call('GET', '/user/profile', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect((await t.call('GET', '/user/profile')).json().message).toBe(
      accountErrors.unauthenticated,
    );
  });

  it('end at logout, while the same person signed in elsewhere stays signed in', async () => {
    const user = await registerUser(t);
    const phone = await login(user.email);
    const res = await t.call('POST', '/user/logout', { token: user.token });
    expect(res.statusCode).toBe(200);
    await expectRefused(user.token, 'after logout');
    await expectAccepted(phone, user);
    // Signing in again after a logout gives a working token.
    await expectAccepted(await login(user.email), user);
  });

  it('end at a password change for every session but the fresh one handed back', async () => {
    const user = await registerUser(t);
    const phone = await login(user.email);
    const res = await t.call('PATCH', '/user/change-password', {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(user.token, 'the token used for the change');
    await expectRefused(phone, 'another session');
    await expectAccepted(res.json().result.token, user);
  });

  it('end at an e-mail change for every session but the fresh one handed back', async () => {
    const user = await registerUser(t);
    const phone = await login(user.email);
    const res = await changeEmailOf(t, user, `moved-${user.email}`);
    expect(res.statusCode).toBe(200);
    await expectRefused(user.token, 'the token used for the change');
    await expectRefused(phone, 'another session');
    await expectAccepted(res.json().result.token, user);
  });

  it('end at a password reset, and a sign-in with the new password works', async () => {
    const user = await registerUser(t);
    const phone = await login(user.email);
    await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    const resetToken = await mailedToken(t, user.email, '/reset-password');
    const res = await t.call('PATCH', '/user/reset-password', {
      body: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(user.token, 'from before the reset');
    await expectRefused(phone, 'another session from before the reset');
    await expectAccepted(await login(user.email, NEW_PASSWORD), user);
  });
});
