import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { shopErrors, type Product } from 'shared-contracts';
import type { ProductRow } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addCategory, addProduct, addProducts } from './helpers/catalogue.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const ids = (results: Product[]) => results.map((p) => p._id);
/** PostgreSQL orders uuids by their bytes: the same as their lower-case text. */
const byIdDesc = (a: ProductRow, b: ProductRow) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const newestFirst = (a: ProductRow, b: ProductRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || byIdDesc(a, b);

describe('the public catalogue', () => {
  let t: TestApp;
  const list = async (query: string) => {
    const res = await t.call('GET', `/product${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { success: true; results: Product[]; page: number; limit: number };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /product sorts', () => {
    let categoryId: string;
    let rows: ProductRow[];
    beforeAll(async () => {
      categoryId = (await addCategory(t, 'Sorting'))._id;
      // Ties on purpose: equal times, equal prices and equal counters, so every tie-break shows.
      rows = await addProducts(
        t,
        [
          { salePrice: 300, unitsSold: 5, cartAdds: 1, createdAt: at(1) },
          { salePrice: 100, unitsSold: 5, cartAdds: 3, createdAt: at(2) },
          { salePrice: 300, unitsSold: 9, cartAdds: 0, createdAt: at(3) },
          { salePrice: 200, unitsSold: 5, cartAdds: 3, createdAt: at(3) },
          { salePrice: 300, unitsSold: 0, cartAdds: 9, createdAt: at(3) },
          { salePrice: 100.5, unitsSold: 5, cartAdds: 3, createdAt: at(2) },
        ].map((seed, i) => ({ ...seed, categoryId, name: `Sorted ${i}`, actualPrice: 500 })),
      );
    });
    const inCategory = (sort: string) => list(`?category=${categoryId}&sort=${sort}`);

    it('newest first by default and for sort=new, ties by id', async () => {
      const expected = [...rows].sort(newestFirst).map((r) => r.id);
      expect(ids((await list(`?category=${categoryId}`)).results)).toEqual(expected);
      expect(ids((await inCategory('new')).results)).toEqual(expected);
    });

    it('popular: units sold, then cart adds, then newest', async () => {
      const expected = [...rows]
        .sort((a, b) => b.unitsSold - a.unitsSold || b.cartAdds - a.cartAdds || newestFirst(a, b))
        .map((r) => r.id);
      expect(ids((await inCategory('popular')).results)).toEqual(expected);
    });

    it('by sale price either way, the newest first among equal prices', async () => {
      const asc = [...rows]
        .sort((a, b) => a.salePricePaise - b.salePricePaise || newestFirst(a, b))
        .map((r) => r.id);
      const dsc = [...rows]
        .sort((a, b) => b.salePricePaise - a.salePricePaise || newestFirst(a, b))
        .map((r) => r.id);
      expect(ids((await inCategory('priceAsc')).results)).toEqual(asc);
      expect(ids((await inCategory('priceDsc')).results)).toEqual(dsc);
    });

    it('answers prices in rupees with the discount worked out', async () => {
      const { results } = await inCategory('priceAsc');
      expect(results[1]).toEqual({
        _id: rows[5]!.id,
        name: 'Sorted 5',
        category: { _id: categoryId, name: 'Sorting' },
        productImages: [{ key: expect.stringMatching(/^products\//), name: 'card.jpg' }],
        price: 100.5,
        actualPrice: 500,
        salePrice: 100.5,
        discountPercentage: 79,
        description: expect.any(String),
        createdAt: at(2).toISOString(),
      });
    });
  });

  describe('GET /product pages', () => {
    let ten: string;
    let eleven: string;
    beforeAll(async () => {
      ten = (await addCategory(t))._id;
      eleven = (await addCategory(t))._id;
      await addProducts(t, [
        ...Array.from({ length: 10 }, (_, i) => ({ categoryId: ten, createdAt: at(100 + i) })),
        ...Array.from({ length: 11 }, (_, i) => ({ categoryId: eleven, createdAt: at(200 + i) })),
      ]);
    });

    it('pages by 10: exactly 10 items leave an empty next page', async () => {
      const first = await list(`?category=${ten}`);
      expect(first).toMatchObject({ success: true, page: 1, limit: 10 });
      expect(first.results).toHaveLength(10);
      const second = await list(`?category=${ten}&page=2`);
      expect(second).toEqual({ success: true, results: [], page: 2, limit: 10 });
    });

    it('11 items: the second page holds the oldest one', async () => {
      const first = await list(`?category=${eleven}`);
      const second = await list(`?category=${eleven}&page=2`);
      expect(first.results).toHaveLength(10);
      expect(second.results).toHaveLength(1);
      expect(second.results[0]!.createdAt).toBe(at(200).toISOString());
      expect(ids(first.results)).not.toContain(second.results[0]!._id);
    });

    it('takes a limit up to 50', async () => {
      const page = await list(`?category=${eleven}&limit=50`);
      expect(page).toMatchObject({ page: 1, limit: 50 });
      expect(page.results).toHaveLength(11);
      const three = await list(`?category=${eleven}&limit=3&page=4`);
      expect(three.results).toHaveLength(2);
    });
  });

  describe('GET /product filters and search', () => {
    let category: string;
    let other: string;
    beforeAll(async () => {
      category = (await addCategory(t, 'Metal'))._id;
      other = (await addCategory(t, 'Wood'))._id;
    });

    it('lists only the products of the category asked for', async () => {
      const [a, b] = await addProducts(t, [{ categoryId: category }, { categoryId: category }]);
      await addProduct(t, { categoryId: other });
      expect(ids((await list(`?category=${category}`)).results).sort()).toEqual(
        [a!.id, b!.id].sort(),
      );
    });

    it('searches name and description, ignoring case', async () => {
      const [gold, matte] = await addProducts(t, [
        { name: 'Zephyr GOLD Foil', description: 'Shines in any light' },
        { name: 'Zephyr Plain', description: 'A Matte BLACK finish' },
      ]);
      expect(ids((await list('?search=zephyr%20gold')).results)).toEqual([gold!.id]);
      expect(ids((await list('?search=matte%20black')).results)).toEqual([matte!.id]);
      expect(ids((await list('?search=ZEPHYR&sort=priceAsc')).results).sort()).toEqual(
        [gold!.id, matte!.id].sort(),
      );
      expect((await list('?search=no-such-card-anywhere')).results).toEqual([]);
    });

    it('takes %, _ and \\ in a search as themselves', async () => {
      const [percent, underscore, backslash] = await addProducts(t, [
        { name: 'Quokka 100% recycled' },
        { name: 'Quokka snake_case' },
        { name: 'Quokka back\\slash' },
        { name: 'Quokka 1000 recycled snakeXcase backslash' },
      ]);
      const search = async (term: string) =>
        ids((await list(`?search=${encodeURIComponent(term)}`)).results);
      expect(await search('0%')).toEqual([percent!.id]);
      expect(await search('e_c')).toEqual([underscore!.id]);
      expect(await search('k\\s')).toEqual([backslash!.id]);
      expect(await search('%')).toEqual([percent!.id]);
      expect((await search('quokka')).length).toBe(4);
    });

    it('never lists archived products or products of archived categories', async () => {
      const closed = await addCategory(t, 'Closed', { archived: true });
      const [open, archived, hidden] = await addProducts(t, [
        { name: 'Yonder open' },
        { name: 'Yonder archived', archived: true },
        { name: 'Yonder hidden', categoryId: closed._id },
      ]);
      for (const sort of ['new', 'popular', 'priceAsc', 'priceDsc']) {
        expect(ids((await list(`?search=yonder&sort=${sort}`)).results)).toEqual([open!.id]);
      }
      expect((await list(`?category=${closed._id}`)).results).toEqual([]);
      for (const gone of [archived!, hidden!]) {
        expect((await t.call('GET', `/product/${gone.id}`)).statusCode).toBe(404);
      }
    });
  });

  describe('GET /product refusals', () => {
    it.each([
      ['?sort=cheapest', shopErrors.sortInvalid],
      ['?sort=', shopErrors.sortInvalid],
      ['?page=0', shopErrors.pageInvalid],
      ['?page=-1', shopErrors.pageInvalid],
      ['?page=2.5', shopErrors.pageInvalid],
      ['?page=abc', shopErrors.pageInvalid],
      ['?page=1&page=2', shopErrors.pageInvalid],
      ['?limit=0', shopErrors.limitInvalid],
      ['?limit=51', shopErrors.limitInvalid],
      ['?limit=ten', shopErrors.limitInvalid],
      ['?category=not-an-id', shopErrors.categoryIdInvalid],
      ['?category=123', shopErrors.categoryIdInvalid],
      [`?search=${'x'.repeat(101)}`, shopErrors.searchTooLong],
      // A name Object.prototype has would make yup throw: refused like any unknown field.
      ['?constructor=1', 'Unknown field(s): constructor'],
      ['?toString=x', 'Unknown field(s): toString'],
    ])('%s answers 400 with the message', async (query, message) => {
      const res = await t.call('GET', `/product${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    });

    it('an unknown category is simply empty', async () => {
      expect((await list(`?category=${randomUUID()}`)).results).toEqual([]);
    });
  });

  describe('GET /product/:id', () => {
    it('answers the product and up to 8 others, its category first, then the newest', async () => {
      const own = (await addCategory(t, 'Detail'))._id;
      const [product] = await addProducts(t, [{ categoryId: own, createdAt: at(500) }]);
      const siblings = await addProducts(
        t,
        Array.from({ length: 3 }, (_, i) => ({ categoryId: own, createdAt: at(300 + i) })),
      );
      await addProduct(t, { categoryId: own, archived: true, createdAt: at(900) });
      // Later than anything else in this app, so they are the newest of all.
      const strangers = await addProducts(
        t,
        Array.from({ length: 6 }, (_, i) => ({ createdAt: at(10_000_000 + i) })),
      );
      const res = await t.call('GET', `/product/${product!.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.results).toMatchObject({ _id: product!.id, category: { _id: own } });
      expect(ids(body.otherProducts)).toEqual([
        ...[...siblings].sort(newestFirst).map((r) => r.id),
        ...[...strangers]
          .sort(newestFirst)
          .slice(0, 5)
          .map((r) => r.id),
      ]);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.call('GET', `/product/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: shopErrors.productNotFound });
      for (const bad of ['abc', '123', `${randomUUID()}x`]) {
        const res = await t.call('GET', `/product/${bad}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: shopErrors.idInvalid });
      }
    });
  });

  describe('GET /product-category', () => {
    it('lists open categories by name', async () => {
      const names = ['Nb banana', 'Nb Apple', 'Nb cherry wood', 'Nb Cherry'];
      for (const name of names) await addCategory(t, name);
      await addCategory(t, 'Nb archived one', { archived: true });
      const res = await t.call('GET', '/product-category');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      const all: string[] = body.results.map((c: { name: string }) => c.name);
      expect(all.filter((name) => name.startsWith('Nb '))).toEqual([
        'Nb Apple',
        'Nb banana',
        'Nb Cherry',
        'Nb cherry wood',
      ]);
      expect(all).toContain('Sorting');
      expect(all).not.toContain('Closed');
      expect(Object.keys(body.results[0]).sort()).toEqual(['_id', 'name']);
    });
  });
});

describe('GET /shop/delivery', () => {
  it('answers anyone with the DELIVERY_DAYS setting, which browsers may keep', async () => {
    const t = await createTestApp({}, { env: { DELIVERY_DAYS: '3-4' } });
    try {
      const res = await t.call('GET', '/shop/delivery');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: { minDays: 3, maxDays: 4 } });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await t.close();
    }
  });
});
