import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import {
  PRODUCT_IMAGE_KEY_PATTERN,
  backofficeErrors,
  shopErrors,
  type FileRef,
} from 'shared-contracts';
import { setRole } from '../src/cli/admin-command.js';
import { files, products } from '../src/db/schema/index.js';
import { verifyEmailOf } from './helpers/mailed-links.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  addCategory,
  addProduct,
  addProductImage,
  makeAdmin,
  makeStaff,
} from './helpers/catalogue.js';
import {
  EXIF_ARTIST,
  EXIF_SECRET,
  bigJpeg,
  jpegWithExif,
  metadataOf,
  png,
  svg,
  webp,
} from './helpers/images.js';
import { forgedTokens } from './helpers/tokens.js';
import { fetchFile, upload, uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const UPLOAD = '/admin/product/upload';

describe('the catalogue admin', () => {
  let t: TestApp;
  let admin: TestUser;
  let image: FileRef;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    image = await addProductImage(t);
  });
  afterAll(() => t.close());

  const as = (user: TestUser | undefined) => ({
    get: (path: string) => t.call('GET', path, { ...(user && { token: user.token }) }),
    post: (path: string, body: unknown) =>
      t.call('POST', path, { ...(user && { token: user.token }), body }),
    patch: (path: string, body: unknown) =>
      t.call('PATCH', path, { ...(user && { token: user.token }), body }),
    delete: (path: string) => t.call('DELETE', path, { ...(user && { token: user.token }) }),
  });
  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Walnut Card',
    description: 'Real walnut, laser engraved.',
    actualPrice: 1499,
    salePrice: 999.5,
    productImages: [{ key: image.key }],
    ...overrides,
  });

  describe('the admin role', () => {
    const someId = randomUUID();
    const ROUTES: [string, string][] = [
      ['GET', '/admin/product'],
      ['GET', `/admin/product/${someId}`],
      ['POST', '/admin/product'],
      ['PATCH', `/admin/product/${someId}`],
      ['DELETE', `/admin/product/${someId}`],
      ['POST', '/admin/product/upload'],
      ['GET', '/admin/product-category'],
      ['POST', '/admin/product-category'],
      ['PATCH', `/admin/product-category/${someId}`],
      ['DELETE', `/admin/product-category/${someId}`],
    ];

    it('every admin route answers 401 without a valid token', async () => {
      const forged = await forgedTokens(t, admin.id);
      for (const [method, path] of ROUTES) {
        for (const token of [undefined, ...Object.values(forged)]) {
          const res = await t.call(method as 'GET', path, {
            ...(token && { token }),
            body: newProduct(),
          });
          expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 401 });
        }
      }
    });

    it('every admin route answers 403 to a signed-in user who is not an admin', async () => {
      const user = await registerUser(t);
      for (const [method, path] of ROUTES) {
        const res = await t.call(method as 'GET', path, { token: user.token, body: newProduct() });
        expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 403 });
        expect(res.json()).toEqual({
          success: false,
          message: backofficeErrors.staffOnly,
          code: 'FORBIDDEN',
        });
      }
      expect(
        await t.api.db.select().from(products).where(eq(products.name, 'Walnut Card')),
      ).toEqual([]);
    });

    it('is read on every request: a grant and a revoke apply to tokens already out', async () => {
      const user = await registerUser(t);
      expect((await as(user).get('/admin/product')).statusCode).toBe(403);
      // Only a verified address gets a role.
      expect(await setRole(t.api.db, user.email, 'admin')).toEqual({
        code: 1,
        message: `${user.email}: Only an account whose e-mail is verified can be given a staff role`,
      });
      expect((await as(user).get('/admin/product')).statusCode).toBe(403);
      await verifyEmailOf(t, user);
      expect(await setRole(t.api.db, user.email.toUpperCase(), 'admin')).toEqual({
        code: 0,
        message: `${user.email} is admin now`,
      });
      expect((await as(user).get('/admin/product')).statusCode).toBe(200);
      expect(await setRole(t.api.db, user.email, 'user')).toEqual({
        code: 0,
        message: `${user.email} has no staff role now`,
      });
      expect((await as(user).get('/admin/product')).statusCode).toBe(403);
      expect(await setRole(t.api.db, 'nobody@example.com', 'admin')).toEqual({
        code: 1,
        message: 'nobody@example.com: No account has this e-mail',
      });
    });
  });

  describe('products', () => {
    it('POST creates a product, in paise inside and rupees out, and it is for sale', async () => {
      const category = await addCategory(t, 'Wooden');
      const res = await as(admin).post(
        '/admin/product',
        newProduct({ categoryId: category._id, name: '  Walnut Card  ' }),
      );
      expect(res.statusCode).toBe(201);
      const created = res.json().result;
      expect(created).toEqual({
        _id: expect.any(String),
        name: 'Walnut Card',
        category: { _id: category._id, name: 'Wooden' },
        productImages: [{ key: image.key, name: 'card.jpg' }],
        price: 999.5,
        actualPrice: 1499,
        salePrice: 999.5,
        discountPercentage: 33,
        description: 'Real walnut, laser engraved.',
        createdAt: expect.any(String),
        archived: false,
        unitsSold: 0,
        cartAdds: 0,
      });
      const [row] = await t.api.db.select().from(products).where(eq(products.id, created._id));
      expect(row).toMatchObject({ actualPricePaise: 149_900, salePricePaise: 99_950 });
      const detail = await t.call('GET', `/product/${created._id}`);
      expect(detail.statusCode).toBe(200);
      expect({ ...detail.json().results, archived: false, unitsSold: 0, cartAdds: 0 }).toEqual(
        created,
      );
    });

    it('POST refuses a category that does not exist or is archived', async () => {
      const archived = await addCategory(t, undefined, { archived: true });
      for (const categoryId of [randomUUID(), archived._id]) {
        const res = await as(admin).post('/admin/product', newProduct({ categoryId }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ categoryId: shopErrors.categoryNotFound });
      }
      const malformed = await as(admin).post('/admin/product', newProduct({ categoryId: 'x' }));
      expect(malformed.json().fields).toEqual({ categoryId: shopErrors.categoryIdInvalid });
    });

    it('POST refuses images that are not catalogue uploads, on their own field', async () => {
      const user = await registerUser(t);
      const cases: [unknown[], string][] = [
        // A product key of the right form that was never uploaded.
        [[{ key: image.key }, { key: `products/${randomUUID()}.jpg` }], 'productImages[1].key'],
        // A person's upload (a portfolio key) is not a product image.
        [[{ key: `portfolios/${user.id}/${randomUUID()}.jpg` }], 'productImages[0].key'],
        [[{ key: '../../etc/passwd' }], 'productImages[0].key'],
      ];
      for (const [productImages, field] of cases) {
        const res = await as(admin).post('/admin/product', newProduct({ productImages }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ [field]: shopErrors.imageNotProductImage });
      }
      const none = await as(admin).post('/admin/product', newProduct({ productImages: [] }));
      expect(none.json().fields).toEqual({ productImages: shopErrors.imagesRequired });
    });

    it('POST refuses a sale price above the MRP, bad prices and unknown fields', async () => {
      const above = await as(admin).post('/admin/product', newProduct({ salePrice: 1500 }));
      expect(above.statusCode).toBe(400);
      expect(above.json().fields).toEqual({ salePrice: shopErrors.salePriceAboveMrp });
      for (const price of [0, -5, 10.005, 100_001, '12abc', null]) {
        const res = await as(admin).post('/admin/product', newProduct({ actualPrice: price }));
        expect({ price, status: res.statusCode }).toEqual({ price, status: 400 });
      }
      const extra = await as(admin).post('/admin/product', newProduct({ unitsSold: 1000 }));
      expect(extra.statusCode).toBe(400);
    });

    it('PATCH changes what was sent and holds a price sent alone against the stored one', async () => {
      const product = await addProduct(t, { actualPrice: 1000, salePrice: 800 });
      const path = `/admin/product/${product.id}`;
      const tooHigh = await as(admin).patch(path, { salePrice: 1000.01 });
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json().fields).toEqual({ salePrice: shopErrors.salePriceAboveMrp });
      const belowSale = await as(admin).patch(path, { actualPrice: 799 });
      expect(belowSale.json().fields).toEqual({ salePrice: shopErrors.salePriceAboveMrp });

      const res = await as(admin).patch(path, { salePrice: 1000, name: 'Renamed' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        name: 'Renamed',
        salePrice: 1000,
        actualPrice: 1000,
        discountPercentage: 0,
        description: product.description,
      });
      const category = await addCategory(t);
      const moved = await as(admin).patch(path, { categoryId: category._id });
      expect(moved.json().result.category).toEqual({ _id: category._id, name: category.name });
      const cleared = await as(admin).patch(path, { categoryId: null });
      expect(cleared.json().result.category).toBeNull();
      const second = await addProductImage(t);
      const images = await as(admin).patch(path, {
        productImages: [{ key: second.key }, { key: image.key }],
      });
      expect(images.json().result.productImages).toEqual([second, image]);
    });

    it('PATCH archives and restores; DELETE archives and never deletes', async () => {
      const product = await addProduct(t);
      const path = `/admin/product/${product.id}`;
      const archived = await as(admin).patch(path, { archived: true });
      expect(archived.json().result.archived).toBe(true);
      expect((await t.call('GET', `/product/${product.id}`)).statusCode).toBe(404);
      await as(admin).patch(path, { archived: false });
      expect((await t.call('GET', `/product/${product.id}`)).statusCode).toBe(200);

      const deleted = await as(admin).delete(path);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({
        success: true,
        result: { _id: product.id, archived: true },
      });
      expect((await t.call('GET', `/product/${product.id}`)).statusCode).toBe(404);
      const [row] = await t.api.db.select().from(products).where(eq(products.id, product.id));
      expect(row?.archived).toBe(true);
      expect((await as(admin).delete(path)).statusCode).toBe(200);
    });

    it('PATCH and DELETE answer 404 for an unknown id and 400 for a malformed one', async () => {
      for (const res of [
        await as(admin).patch(`/admin/product/${randomUUID()}`, { name: 'Ghost' }),
        await as(admin).delete(`/admin/product/${randomUUID()}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(shopErrors.productNotFound);
      }
      for (const res of [
        await as(admin).patch('/admin/product/nope', { name: 'Ghost' }),
        await as(admin).delete('/admin/product/nope'),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(shopErrors.idInvalid);
      }
      const empty = await as(admin).patch(`/admin/product/${randomUUID()}`, {});
      expect(empty.statusCode).toBe(400);
    });

    it('GET /admin/product/{id} answers one product to staff, archived too, as the list gives it', async () => {
      const staff = await makeStaff(t);
      const category = await addCategory(t);
      const open = await addProduct(t, { categoryId: category._id, unitsSold: 2, cartAdds: 5 });
      const archived = await addProduct(t, { categoryId: category._id, archived: true });
      const listed = (await as(staff).get(`/admin/product?category=${category._id}`)).json()
        .results as { _id: string }[];
      for (const product of [open, archived]) {
        const res = await as(staff).get(`/admin/product/${product.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          result: listed.find((row) => row._id === product.id),
        });
      }
      expect((await as(admin).get(`/admin/product/${archived.id}`)).json().result).toMatchObject({
        _id: archived.id,
        archived: true,
        category: { _id: category._id, name: category.name },
      });

      const unknown = await as(staff).get(`/admin/product/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(shopErrors.productNotFound);
      const malformed = await as(staff).get('/admin/product/nope');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(shopErrors.idInvalid);
      const plain = await registerUser(t);
      expect((await as(plain).get(`/admin/product/${open.id}`)).statusCode).toBe(403);
    });

    it('GET /admin/product/{id} reads no body: junk and an oversized one change nothing', async () => {
      const product = await addProduct(t);
      const path = `/admin/product/${product.id}`;
      const expected = (await as(admin).get(path)).json();
      for (const body of [
        '{"archived":true,"__proto__":{"role":"admin"}}',
        '{"a":',
        JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      ]) {
        const res = await t.call('GET', path, {
          token: admin.token,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 200,
          body: expected,
        });
      }
    });

    it('GET /admin/product lists archived products too, with their counters, paged', async () => {
      const category = await addCategory(t);
      const visible = await addProduct(t, { categoryId: category._id, unitsSold: 3, cartAdds: 4 });
      const hidden = await addProduct(t, { categoryId: category._id, archived: true });
      const res = await as(admin).get(`/admin/product?category=${category._id}&sort=popular`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, page: 1, limit: 10 });
      expect(body.results.map((p: { _id: string }) => p._id)).toEqual([visible.id, hidden.id]);
      expect(body.results[0]).toMatchObject({ archived: false, unitsSold: 3, cartAdds: 4 });
      expect(body.results[1]).toMatchObject({ archived: true });
      const one = await as(admin).get(
        `/admin/product?category=${category._id}&sort=popular&limit=1&page=2`,
      );
      expect(one.json().results.map((p: { _id: string }) => p._id)).toEqual([hidden.id]);
      expect((await as(admin).get('/admin/product?limit=51')).statusCode).toBe(400);
    });
  });

  describe('categories', () => {
    it('POST creates one; a name taken in any case is 409', async () => {
      const res = await as(admin).post('/admin/product-category', { name: ' Metal Cards ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toEqual({
        _id: expect.any(String),
        name: 'Metal Cards',
        archived: false,
      });
      const again = await as(admin).post('/admin/product-category', { name: 'METAL cards' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: shopErrors.categoryNameTaken,
        fields: { name: shopErrors.categoryNameTaken },
      });
      const empty = await as(admin).post('/admin/product-category', { name: '  ' });
      expect(empty.json().fields).toEqual({ name: shopErrors.nameRequired });
    });

    it('PATCH renames and archives; DELETE archives; GET lists every one', async () => {
      const first = await addCategory(t, 'Bamboo');
      const other = await addCategory(t, 'Carbon');
      const path = `/admin/product-category/${first._id}`;
      expect((await as(admin).patch(path, { name: 'bamboo' })).json().result.name).toBe('bamboo');
      const taken = await as(admin).patch(path, { name: 'CARBON' });
      expect(taken.statusCode).toBe(409);
      expect((await as(admin).patch(path, {})).statusCode).toBe(400);

      const product = await addProduct(t, { categoryId: first._id });
      const deleted = await as(admin).delete(path);
      expect(deleted.json().result).toEqual({ _id: first._id, name: 'bamboo', archived: true });
      const open = (await t.call('GET', '/product-category')).json().results;
      expect(open.map((c: { _id: string }) => c._id)).not.toContain(first._id);
      expect(open.map((c: { _id: string }) => c._id)).toContain(other._id);
      expect((await t.call('GET', `/product/${product.id}`)).statusCode).toBe(404);
      const all = (await as(admin).get('/admin/product-category')).json().results;
      expect(all).toContainEqual({ _id: first._id, name: 'bamboo', archived: true });

      const restored = await as(admin).patch(path, { archived: false });
      expect(restored.json().result.archived).toBe(false);
      expect((await t.call('GET', `/product/${product.id}`)).statusCode).toBe(200);
    });

    it('PATCH and DELETE answer 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await as(admin).delete(`/admin/product-category/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(shopErrors.categoryNotFound);
      const renamed = await as(admin).patch(`/admin/product-category/${randomUUID()}`, {
        name: 'Ghost',
      });
      expect(renamed.statusCode).toBe(404);
      expect((await as(admin).delete('/admin/product-category/1')).statusCode).toBe(400);
    });
  });

  describe('hostile bodies', () => {
    /** A small deterministic generator, so a failure can be replayed. */
    function random(seed: number) {
      let state = seed;
      return () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state / 2_147_483_648;
      };
    }
    const SAMPLES: unknown[] = [
      null,
      true,
      0,
      -1,
      0.001,
      1e308,
      100_000.001,
      '',
      ' ',
      'Walnut',
      '\u0000',
      'a\u0000b',
      '🙂'.repeat(200),
      'x'.repeat(5000),
      '12abc',
      [],
      {},
      [null],
      [{ key: 'products/not-a-uuid.jpg' }],
      [{ key: `products/${randomUUID()}.png` }],
      { key: `products/${randomUUID()}.jpg` },
      { $gt: '' },
      { toString: 'x' },
      randomUUID(),
      Array.from({ length: 50 }, () => ({ key: 'x' })),
    ];
    const KEYS = [
      'name',
      'description',
      'categoryId',
      'actualPrice',
      'salePrice',
      'productImages',
      'archived',
      'constructor',
      'hasOwnProperty',
      'role',
    ];
    function bodies(seed: number, count: number) {
      const next = random(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      return Array.from({ length: count }, () => {
        const body: Record<string, unknown> = {};
        const fields = 1 + Math.floor(next() * 5);
        for (let i = 0; i < fields; i += 1) body[pick(KEYS)] = pick(SAMPLES);
        return next() < 0.1 ? pick(SAMPLES) : body;
      });
    }

    it('never make a write route answer 500, and an oversized body is 413', async () => {
      const product = await addProduct(t);
      const category = await addCategory(t);
      const routes: [string, string][] = [
        ['POST', '/admin/product'],
        ['PATCH', `/admin/product/${product.id}`],
        ['POST', '/admin/product-category'],
        ['PATCH', `/admin/product-category/${category._id}`],
      ];
      for (const [index, [method, path]] of routes.entries()) {
        for (const body of bodies(index + 1, 60)) {
          const res = await t.call(method as 'POST', path, {
            token: admin.token,
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect({ path, body, status: res.statusCode }).toEqual({
            path,
            body,
            status: expect.toSatisfy((s: number) => [200, 201, 400, 409].includes(s)),
          });
        }
        const oversized = await t.call(method as 'POST', path, {
          token: admin.token,
          body: { name: 'Big', description: 'x'.repeat(200_000) },
        });
        expect({ path, status: oversized.statusCode }).toEqual({ path, status: 413 });
        const prototype = await t.call(method as 'POST', path, {
          token: admin.token,
          body: '{"name":"Proto","__proto__":{"role":"admin"}}',
          headers: { 'content-type': 'application/json' },
        });
        expect({ path, status: prototype.statusCode }).toEqual({ path, status: 400 });
      }
    });
  });

  describe('POST /admin/product/upload', () => {
    it('stores a catalogue image: products/{uuid}, no owner, metadata stripped', async () => {
      const res = await upload(
        t,
        admin.token,
        [{ data: await jpegWithExif(), filename: 'Front.jpg' }],
        UPLOAD,
      );
      expect(res.statusCode).toBe(201);
      const file = res.json().result;
      expect(file).toMatchObject({ name: 'Front.jpg', contentType: 'image/jpeg', width: 400 });
      expect(file.key).toMatch(PRODUCT_IMAGE_KEY_PATTERN);
      const [row] = await t.api.db.select().from(files).where(eq(files.key, file.key));
      expect(row).toMatchObject({ userId: null, size: file.size });

      const served = await fetchFile(t, file.key);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers.etag).toBe(`"${row!.sha256}"`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = served.rawPayload;
      expect(bytes.length).toBe(file.size);
      expect((await metadataOf(bytes)).exif).toBeUndefined();
      expect(bytes.includes(EXIF_SECRET)).toBe(false);
      expect(bytes.includes(EXIF_ARTIST)).toBe(false);
      expect((await fetchFile(t, `products/${randomUUID()}.jpg`)).statusCode).toBe(404);

      const product = await as(admin).post(
        '/admin/product',
        newProduct({ productImages: [{ key: file.key }] }),
      );
      expect(product.statusCode).toBe(201);
      expect(product.json().result.productImages).toEqual([{ key: file.key, name: 'Front.jpg' }]);
    });

    it('keeps a PNG a PNG', async () => {
      const res = await upload(
        t,
        admin.token,
        [{ data: await png(), filename: 'back.png', contentType: 'image/png' }],
        UPLOAD,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().result.key).toMatch(/^products\/[0-9a-f-]{36}\.png$/);
    });

    it('refuses what the portfolio uploads refuse, and stores nothing', async () => {
      const before = (await t.api.db.select().from(files)).length;
      const cases: [Parameters<typeof upload>[2], number][] = [
        [[{ data: await webp(), filename: 'card.webp', contentType: 'image/webp' }], 415],
        [[{ data: svg(), filename: 'card.svg', contentType: 'image/svg+xml' }], 415],
        [
          [{ data: 'just text, not a picture', filename: 'card.png', contentType: 'image/png' }],
          415,
        ],
        [[{ data: await bigJpeg() }], 413],
        [[{ data: await png(), field: 'file' }], 400],
      ];
      for (const [parts, status] of cases) {
        const res = await upload(t, admin.token, parts, UPLOAD);
        expect(res.statusCode).toBe(status);
        expect(res.json().success).toBe(false);
      }
      const json = await t.call('POST', UPLOAD, { token: admin.token, body: { image: 'x' } });
      expect(json.statusCode).toBe(415);
      const user = await registerUser(t);
      expect((await upload(t, user.token, [{ data: await png() }], UPLOAD)).statusCode).toBe(403);
      expect((await upload(t, undefined, [{ data: await png() }], UPLOAD)).statusCode).toBe(401);
      expect((await t.api.db.select().from(files)).length).toBe(before);
    });

    it('a product image can never be named in a portfolio, nor a portfolio image in a product', async () => {
      const person = await onboardedUser(t);
      const res = await t.call('PATCH', '/portfolio', {
        token: person.token,
        body: {
          personalInfo: {
            name: 'Asha Rao',
            email: 'asha@example.com',
            phoneNumber: '9876543210',
            whatsappNumber: '9876543210',
            profilePicture: { key: image.key },
          },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['personalInfo.profilePicture.key']);

      const own = await uploaded(t, admin.token);
      const product = await as(admin).post(
        '/admin/product',
        newProduct({ productImages: [{ key: own.key }] }),
      );
      expect(product.statusCode).toBe(400);
      expect(product.json().fields).toEqual({
        'productImages[0].key': shopErrors.imageNotProductImage,
      });
    });
  });
});
