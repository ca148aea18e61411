import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Product } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addCategory, addProduct, addProductImage, makeAdmin } from './helpers/catalogue.js';
import type { TestUser } from './helpers/users.js';

/** The catalogue's answers are kept for a while (CATALOGUE_CACHE_SECONDS), as in production. */
describe('the kept catalogue answers', () => {
  let t: TestApp;
  let admin: TestUser;
  let categoryId: string;
  const names = async (query = '') => {
    const res = await t.call('GET', `/product?category=${categoryId}${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return (res.json().results as Product[]).map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { env: { CATALOGUE_CACHE_SECONDS: '600' } });
    admin = await makeAdmin(t);
    categoryId = (await addCategory(t, 'Kept'))._id;
    await addProduct(t, { categoryId, name: 'First card' });
  });
  afterAll(() => t.close());

  it('answers a repeated list from memory: a row written past the API shows only later', async () => {
    expect(await names()).toEqual(['First card']);
    await addProduct(t, { categoryId, name: 'Written past the API' });
    expect(await names()).toEqual(['First card']);
    // Another query is another answer, read afresh.
    expect(await names('&sort=priceAsc')).toHaveLength(2);
  });

  it('forgets every kept answer when an admin changes the catalogue', async () => {
    const image = await addProductImage(t);
    const created = await t.call('POST', '/admin/product', {
      token: admin.token,
      body: {
        name: 'Made by an admin',
        categoryId,
        actualPrice: 999,
        salePrice: 499,
        productImages: [{ key: image.key }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toEqual(['Made by an admin', 'Written past the API', 'First card']);

    const id = created.json().result._id as string;
    const detail = await t.call('GET', `/product/${id}`);
    expect(detail.json().results.salePrice).toBe(499);
    const patched = await t.call('PATCH', `/admin/product/${id}`, {
      token: admin.token,
      body: { salePrice: 399 },
    });
    expect(patched.statusCode).toBe(200);
    expect((await t.call('GET', `/product/${id}`)).json().results.salePrice).toBe(399);

    expect(
      (await t.call('DELETE', `/admin/product/${id}`, { token: admin.token })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/product/${id}`)).statusCode).toBe(404);
    expect(await names()).not.toContain('Made by an admin');
  });

  it('keeps no refusal: an admin refused changes nothing, and a bad query is still 400', async () => {
    const before = await names();
    const refused = await t.call('POST', '/admin/product', {
      token: admin.token,
      body: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await names()).toEqual(before);
    expect((await t.call('GET', '/product?sort=cheapest')).statusCode).toBe(400);
  });

  it('shares one answer between many visitors asking at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('GET', `/product?category=${categoryId}&limit=3`)),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});
