import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { forgedTokens } from './helpers/tokens.js';
import { onboardedUser } from './helpers/users.js';

/** Every call that needs a session, with a body that would otherwise succeed or fail later. */
const SIGNED_IN: [string, string][] = [
  ['GET', '/user/profile'],
  ['PATCH', '/user/profile'],
  ['PATCH', '/user/change-username'],
  ['PATCH', '/user/change-email'],
  ['PATCH', '/user/change-password'],
  ['PATCH', '/user/password'],
  ['GET', '/addressbook'],
  ['POST', '/addressbook'],
  ['PATCH', `/addressbook/${randomUUID()}`],
  ['GET', '/portfolio'],
  ['POST', '/portfolio'],
];

describe('signed-in endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 401 without a token, and with every kind of forged or stale one', async () => {
    const user = await onboardedUser(t);
    const forged = await forgedTokens(t, user.id);
    for (const [method, path] of SIGNED_IN) {
      const none = await t.call(method as 'GET', path, { body: { name: 'Eve Intruder' } });
      expect({ method, path, status: none.statusCode }).toEqual({ method, path, status: 401 });
      for (const [kind, token] of Object.entries(forged)) {
        const res = await t.call(method as 'GET', path, { token, body: { name: 'Eve Intruder' } });
        expect({ path, kind, status: res.statusCode }).toEqual({ path, kind, status: 401 });
        expect(res.json().success).toBe(false);
      }
    }
    const own = await t.call('GET', '/user/profile', { token: user.token });
    expect(own.json().result.name).toBe('Asha Rao');
  });

  it('accept the real token, so the refusals above are about the token alone', async () => {
    const user = await onboardedUser(t);
    for (const [method, path] of SIGNED_IN.filter(([m]) => m === 'GET')) {
      const res = await t.call(method as 'GET', path, { token: user.token });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });
});
