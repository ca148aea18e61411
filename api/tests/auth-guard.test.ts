import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { jpeg } from './helpers/images.js';
import { forgedTokens } from './helpers/tokens.js';
import {
  PORTFOLIO_UPLOAD,
  SERVICE_UPLOAD,
  fetchFile,
  upload,
  uploaded,
} from './helpers/uploads.js';
import { onboardedUser } from './helpers/users.js';

/** Every call that needs a session, with a body that would otherwise succeed or fail later. */
const SIGNED_IN: [string, string][] = [
  ['GET', '/user/profile'],
  ['PATCH', '/user/profile'],
  ['PATCH', '/user/change-username'],
  ['PUT', '/user/language'],
  ['PATCH', '/user/change-email'],
  ['PATCH', '/user/change-password'],
  ['PATCH', '/user/password'],
  ['GET', '/addressbook'],
  ['POST', '/addressbook'],
  ['PATCH', `/addressbook/${randomUUID()}`],
  ['GET', '/portfolio'],
  ['POST', '/portfolio'],
  ['PATCH', '/portfolio'],
  ['POST', '/portfolio/upload'],
  ['POST', '/portfolio-service/upload'],
  ['POST', `/portfolio-service/${randomUUID()}`],
  ['PATCH', `/portfolio-service/user/${randomUUID()}`],
  ['DELETE', `/portfolio-service/user/${randomUUID()}`],
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

  it('refuse a real image upload without a valid token, and store nothing', async () => {
    const user = await onboardedUser(t);
    const forged = await forgedTokens(t, user.id);
    const data = await jpeg(64, 64);
    for (const path of [PORTFOLIO_UPLOAD, SERVICE_UPLOAD]) {
      for (const token of [undefined, ...Object.values(forged)]) {
        const res = await upload(t, token, [{ data }], path);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
      }
    }
    const stored = await t.api.db.query.files.findMany();
    expect(stored).toEqual([]);
  });

  it('leave the public card and its images open to visitors', async () => {
    const user = await onboardedUser(t);
    const file = await uploaded(t, user.token);
    const card = await t.call('GET', `/portfolio/${user.id}`);
    expect(card.statusCode).toBe(200);
    const image = await fetchFile(t, file.key);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});
