import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, registerUser } from './helpers/users.js';

describe('answers to bad requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route that fails the way a bug would, to see what a client is told.
    t = await createTestApp(
      {},
      {
        extend: (api) =>
          api.get('/__boom', async () => {
            throw new Error('secret internals: connection string postgres://user:pw@db');
          }),
      },
    );
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/user/profile', { constructor: 'x' }],
    ['PATCH', '/user/login', { email: 'a@b.co', password: 'Secret123', toString: 1 }],
    ['POST', '/addressbook', { name: 'Asha', hasOwnProperty: true }],
    ['PATCH', '/portfolio', { personalInfo: { name: 'Asha', valueOf: 'x' } }],
    ['POST', '/portfolio', { __defineGetter__: 1 }],
  ])(
    '%s %s refuses a field named like a built-in method (%j) with 400, never 500',
    async (method, path, body) => {
      const user = await registerUser(t);
      const res = await t.call(method as 'POST', path, { token: user.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/^Unknown field\(s\): /);
    },
  );

  it.each([
    ['PATCH', '/user/login'],
    ['POST', '/user/register'],
    ['PATCH', '/user/forget-password'],
    ['PATCH', '/user/profile'],
    ['POST', '/addressbook'],
    ['POST', '/portfolio'],
    ['PATCH', '/portfolio'],
    ['POST', `/portfolio-service/${randomUUID()}`],
    ['PATCH', `/portfolio-service/user/${randomUUID()}`],
  ])('%s %s answers 400 for malformed JSON, never 500', async (method, path) => {
    const user = await registerUser(t);
    const res = await t.call(method as 'POST', path, {
      token: user.token,
      body: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it.each([
    ['an array', [{ email: 'a@b.co', password: PASSWORD }]],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('answers 400 when the body is %s instead of an object', async (_, body) => {
    const res = await t.call('PATCH', '/user/login', {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers 400 for an empty body and 415 for a body that is not JSON', async () => {
    const empty = await t.call('PATCH', '/user/login', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    const xml = await t.call('PATCH', '/user/login', {
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe('Send the request body as application/json');
  });

  it('answers unknown endpoints with a 404 in the same envelope', async () => {
    const res = await t.call('GET', '/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'No such endpoint: GET /api/v1/no/such/thing',
      code: 'NOT_FOUND',
    });
  });

  it('masks internal errors and hands back the request id to quote', async () => {
    const res = await t.call('GET', '/__boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('secret internals');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps answers out of shared caches', async () => {
    const user = await registerUser(t);
    const res = await t.call('GET', '/user/profile', { token: user.token });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
