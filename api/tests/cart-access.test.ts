import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { shopErrors } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { add, allLines, cartOf, storedLines } from './helpers/cart.js';
import { addProduct } from './helpers/catalogue.js';
import { forgedTokens } from './helpers/tokens.js';
import { registerUser, type TestUser } from './helpers/users.js';

const LINE_NOT_FOUND = { success: false, message: shopErrors.cartItemNotFound, code: 'NOT_FOUND' };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Refusals of the cart routes: who may call them, and what they do with what is sent. */
describe('/cart refusals', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let productId: string;
  let lineId: string;
  /** Every cart call, aimed at the owner's line or product. */
  let routes: [Method, string][];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, 'Cart Owner');
    other = await registerUser(t, 'Eve Intruder');
    productId = (await addProduct(t)).id;
    lineId = (await add(t, owner, productId)).json().result._id;
    routes = [
      ['GET', '/cart/user'],
      ['POST', `/cart/${productId}`],
      ['PATCH', `/cart/increment/${lineId}`],
      ['PATCH', `/cart/decrement/${lineId}`],
      ['DELETE', `/cart/${lineId}`],
      ['DELETE', `/cart/${productId}`],
    ];
  });
  afterAll(() => t.close());

  /** The owner's cart as it is before each test: one line of 2. */
  beforeEach(async () => {
    const [line] = await storedLines(t, owner.id);
    if (line?.quantity !== 2) await add(t, owner, productId);
  });

  const ownerUntouched = async () =>
    expect(await storedLines(t, owner.id)).toEqual([{ id: lineId, productId, quantity: 2 }]);

  describe("another person's token", () => {
    it.each([
      ['PATCH', 'increment'],
      ['PATCH', 'decrement'],
    ])('%s /cart/%s of their line answers 404 like a missing one', async (_, step) => {
      const res = await t.call('PATCH', `/cart/${step}/${lineId}`, { token: other.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(LINE_NOT_FOUND);
      await ownerUntouched();
    });

    it('DELETE of their line, by line id or product id, answers 404 like a missing one', async () => {
      for (const id of [lineId, productId]) {
        const res = await t.call('DELETE', `/cart/${id}`, { token: other.token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(LINE_NOT_FOUND);
      }
      await ownerUntouched();
    });

    it('GET lists only their own cart, and POST of the same product makes their own line', async () => {
      const stranger = await registerUser(t, 'Third Person');
      expect(await cartOf(t, stranger)).toEqual([]);
      const res = await add(t, stranger, productId);
      expect(res.statusCode).toBe(201);
      expect(res.json().result._id).not.toBe(lineId);
      expect((await cartOf(t, stranger)).map((line) => line.quantity)).toEqual([1]);
      await ownerUntouched();
    });
  });

  it('every route answers 401 without a token or with a forged or stale one, and changes nothing', async () => {
    const before = await allLines(t);
    const forged = await forgedTokens(t, owner.id);
    for (const [method, path] of routes) {
      for (const [kind, token] of [['none', undefined], ...Object.entries(forged)]) {
        const res = await t.call(method, path, { ...(token && { token }) });
        expect({ method, path, kind, status: res.statusCode }).toEqual({
          method,
          path,
          kind,
          status: 401,
        });
        expect(res.json().success).toBe(false);
      }
    }
    expect(await allLines(t)).toEqual(before);
  });

  describe('bodies, which these calls do not take', () => {
    const FUZZ: [string, string][] = [
      ['a quantity', JSON.stringify({ quantity: 99 })],
      ['another user and product', JSON.stringify({ userId: 'x', productId: 'y', id: 'z' })],
      ['an array', JSON.stringify([1, 2, 3])],
      ['a string', '"hello"'],
      ['null', 'null'],
      ['a number', '12345678901234567890'],
      ['deep nesting', `${'['.repeat(200)}${']'.repeat(200)}`],
    ];

    it.each(FUZZ)('a JSON body holding %s is ignored by POST', async (_, body) => {
      const user = await registerUser(t);
      const res = await t.call('POST', `/cart/${productId}`, {
        token: user.token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result.quantity).toBe(1);
    });

    it('a prototype pollution attempt is refused with 400 by the JSON parser', async () => {
      const res = await t.call('POST', `/cart/${productId}`, {
        token: owner.token,
        body: '{"__proto__": {"admin": true}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
      await ownerUntouched();
    });

    it('a JSON body is ignored by every route with the owner token', async () => {
      const user = await registerUser(t);
      const [, line] = await Promise.all([
        add(t, user, productId),
        addProduct(t).then((p) => add(t, user, p.id)),
      ]);
      const id = line.json().result._id;
      const body = JSON.stringify({ quantity: 99, userId: other.id });
      const headers = { 'content-type': 'application/json' };
      for (const [method, path, status] of [
        ['GET', '/cart/user', 200],
        ['POST', `/cart/${productId}`, 200],
        ['PATCH', `/cart/increment/${id}`, 200],
        ['PATCH', `/cart/decrement/${id}`, 200],
        ['DELETE', `/cart/${id}`, 200],
      ] as const) {
        const res = await t.call(method, path, { token: user.token, body, headers });
        expect({ method, path, status: res.statusCode }).toEqual({ method, path, status });
      }
      expect((await cartOf(t, user)).map((l) => [l.productId, l.quantity])).toEqual([
        [productId, 2],
      ]);
    });

    it.each(['POST', 'PATCH', 'DELETE'] as const)(
      '%s answers 400 to malformed JSON and 415 to a body that is not JSON, never 500',
      async (method) => {
        const path =
          method === 'POST' ? `/cart/${productId}` : routes.find(([m]) => m === method)![1];
        const broken = await t.call(method, path, {
          token: owner.token,
          body: '{"quantity": ',
          headers: { 'content-type': 'application/json' },
        });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().code).toBe('INVALID_JSON');
        const xml = await t.call(method, path, {
          token: owner.token,
          body: '<quantity>99</quantity>',
          headers: { 'content-type': 'application/xml' },
        });
        expect(xml.statusCode).toBe(415);
        await ownerUntouched();
      },
    );

    it('an oversize body is 413 on every route that reads one, and changes nothing', async () => {
      const large = JSON.stringify({ padding: 'x'.repeat(2048) });
      const huge = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
      for (const [method, path] of routes.filter(([m]) => m !== 'GET')) {
        for (const body of [large, huge]) {
          const res = await t.call(method, path, {
            token: owner.token,
            body,
            headers: { 'content-type': 'application/json' },
          });
          expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 413 });
          expect(res.json()).toEqual({
            success: false,
            message: 'The request body is too large',
            code: 'FST_ERR_CTP_BODY_TOO_LARGE',
          });
        }
      }
      await ownerUntouched();
    });

    it('GET never reads a body, however large', async () => {
      const res = await t.call('GET', '/cart/user', {
        token: owner.token,
        body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toHaveLength(1);
    });
  });

  describe('malformed ids', () => {
    const MALFORMED = [
      'abc',
      '123',
      '00000000-0000-0000-0000-00000000000g',
      `${'a'.repeat(8)}-${'b'.repeat(4)}-${'c'.repeat(4)}-${'d'.repeat(4)}-${'e'.repeat(13)}`,
      'x'.repeat(99),
      "1' or '1'='1",
      '%00',
      '..%2F..%2Fuser',
      '%F0%9F%92%B3',
    ];

    it('answer 404 on every route that takes an id, and change nothing', async () => {
      for (const id of MALFORMED) {
        for (const [method, path, message] of [
          ['POST', `/cart/${id}`, shopErrors.productNotFound],
          ['PATCH', `/cart/increment/${id}`, shopErrors.cartItemNotFound],
          ['PATCH', `/cart/decrement/${id}`, shopErrors.cartItemNotFound],
          ['DELETE', `/cart/${id}`, shopErrors.cartItemNotFound],
        ] as const) {
          const res = await t.call(method, path, { token: owner.token });
          expect({ path: path.slice(0, 60), status: res.statusCode }).toEqual({
            path: path.slice(0, 60),
            status: 404,
          });
          expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
          // A path that no longer names a cart route (an encoded slash) is the router's 404.
          if (!path.includes('%2F')) expect(res.json().message).toBe(message);
        }
      }
      await ownerUntouched();
    });

    it("an id over the router's 100 characters is 414, still no 500", async () => {
      const res = await t.call('DELETE', `/cart/${'x'.repeat(5000)}`, { token: owner.token });
      expect(res.statusCode).toBe(414);
      await ownerUntouched();
    });
  });
});
