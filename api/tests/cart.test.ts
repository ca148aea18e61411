import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { MAX_CART_LINE_QUANTITY, shopErrors } from 'shared-contracts';
import { cartItems, productCategories } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  add,
  cartOf,
  decrement,
  increment,
  productRow,
  remove,
  storedLines,
  updateProduct,
} from './helpers/cart.js';
import { addCategory, addProduct } from './helpers/catalogue.js';
import { registerUser } from './helpers/users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LINE_NOT_FOUND = { success: false, message: shopErrors.cartItemNotFound, code: 'NOT_FOUND' };
const PRODUCT_NOT_FOUND = {
  success: false,
  message: shopErrors.productNotFound,
  code: 'NOT_FOUND',
};
const UNAVAILABLE = {
  success: false,
  message: shopErrors.productUnavailable,
  code: 'PRODUCT_UNAVAILABLE',
};
const LIMIT = { success: false, message: shopErrors.quantityLimit, code: 'QUANTITY_LIMIT' };
/** 999.50 off 1499: 33.32% off, which a discount label must round down. */
const CARD = { name: 'Matte Black Metal NFC Card', actualPrice: 1499, salePrice: 999.5 };

describe('/cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A line already at the cap, set past the API so the test does not need 20 calls. */
  const fillLine = async (userId: string, productId: string) => {
    await t.api.db
      .insert(cartItems)
      .values({ userId, productId, quantity: MAX_CART_LINE_QUANTITY });
  };

  describe('GET /cart/user', () => {
    it('answers an empty list for a new account', async () => {
      const user = await registerUser(t);
      const res = await t.call('GET', '/cart/user', { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, results: [] });
    });

    it('lists the oldest line first, each with its current prices in rupees', async () => {
      const user = await registerUser(t);
      const first = await addProduct(t, { ...CARD, name: 'Walnut Wood Card' });
      const second = await addProduct(t, {
        name: 'Plain White PVC Card',
        actualPrice: 499,
        salePrice: 499,
        images: [],
      });
      await add(t, user, first.id);
      await add(t, user, second.id);
      await add(t, user, first.id);
      // A price changed after the add is what the cart shows: it keeps no price of its own.
      await updateProduct(t, first.id, { salePricePaise: 33_333, actualPricePaise: 50_000 });

      const cart = await cartOf(t, user);
      expect(cart.map((line) => [line.name, line.quantity])).toEqual([
        ['Walnut Wood Card', 2],
        ['Plain White PVC Card', 1],
      ]);
      expect(cart[0]).toEqual({
        _id: expect.stringMatching(UUID),
        cartId: cart[0]!._id,
        productId: first.id,
        name: 'Walnut Wood Card',
        image: first.images[0],
        salePrice: 333.33,
        actualPrice: 500,
        discountPercentage: 33,
        quantity: 2,
        totalAmount: 666.66,
      });
      expect(cart[1]).toMatchObject({
        productId: second.id,
        image: null,
        salePrice: 499,
        actualPrice: 499,
        discountPercentage: 0,
        totalAmount: 499,
      });
    });

    it('totals in paise, so 3 x 333.33 is 999.99, not a float just under it', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, { ...CARD, salePrice: 333.33 });
      await add(t, user, product.id);
      const [line] = await cartOf(t, user);
      await increment(t, user, line!._id);
      await increment(t, user, line!._id);
      expect((await cartOf(t, user))[0]!.totalAmount).toBe(999.99);
    });

    it('drops and deletes the lines of archived products, which can no longer be bought', async () => {
      const user = await registerUser(t);
      const kept = await addProduct(t, { ...CARD, name: 'Kept Card' });
      const archived = await addProduct(t, { ...CARD, name: 'Retired Card' });
      await add(t, user, archived.id);
      await add(t, user, kept.id);
      await updateProduct(t, archived.id, { archived: true });

      const cart = await cartOf(t, user);
      expect(cart.map((line) => line.name)).toEqual(['Kept Card']);
      expect((await storedLines(t, user.id)).map((line) => line.productId)).toEqual([kept.id]);
      // Bringing the product back does not bring the line back.
      await updateProduct(t, archived.id, { archived: false });
      expect((await cartOf(t, user)).map((line) => line.name)).toEqual(['Kept Card']);
    });
  });

  describe('a product in an archived category, which the catalogue no longer shows', () => {
    it('is dropped from the cart and cannot be added again', async () => {
      const user = await registerUser(t);
      const category = await addCategory(t);
      const product = await addProduct(t, { ...CARD, categoryId: category._id });
      await add(t, user, product.id);
      await t.api.db
        .update(productCategories)
        .set({ archived: true })
        .where(eq(productCategories.id, category._id));

      expect(await cartOf(t, user)).toEqual([]);
      expect(await storedLines(t, user.id)).toEqual([]);
      const res = await add(t, user, product.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(UNAVAILABLE);
    });
  });

  describe('POST /cart/{productId}', () => {
    it('adds a new line of 1: 201 with the cart item, and counts a cart add', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const res = await add(t, user, product.id);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'Added to cart',
        result: {
          _id: expect.stringMatching(UUID),
          cartId: body.result._id,
          productId: product.id,
          name: 'Matte Black Metal NFC Card',
          image: product.images[0],
          salePrice: 999.5,
          actualPrice: 1499,
          // 33.32% rounded down: the label never promises more than the price gives.
          discountPercentage: 33,
          quantity: 1,
          totalAmount: 999.5,
        },
      });
      expect(await cartOf(t, user)).toEqual([body.result]);
      expect((await productRow(t, product.id)).cartAdds).toBe(1);
    });

    it('adds one to a product already in the cart: 200, the same line', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const first = (await add(t, user, product.id)).json().result;
      const res = await add(t, user, product.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ _id: first._id, quantity: 2, totalAmount: 1999 });
      expect(await storedLines(t, user.id)).toHaveLength(1);
      expect((await productRow(t, product.id)).cartAdds).toBe(2);
    });

    it('leaves the product as edited: the counter does not move updated_at', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      await add(t, user, product.id);
      expect((await productRow(t, product.id)).updatedAt).toEqual(product.updatedAt);
    });

    it(`refuses a ${MAX_CART_LINE_QUANTITY + 1}st with 409, and changes nothing`, async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      await fillLine(user.id, product.id);
      const res = await add(t, user, product.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(LIMIT);
      expect((await storedLines(t, user.id))[0]!.quantity).toBe(MAX_CART_LINE_QUANTITY);
      expect((await productRow(t, product.id)).cartAdds).toBe(0);
    });

    it('refuses an archived product with 409 "no longer available", and adds no line', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, { ...CARD, archived: true });
      const res = await add(t, user, product.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(await storedLines(t, user.id)).toEqual([]);
      expect((await productRow(t, product.id)).cartAdds).toBe(0);
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['a malformed id', 'not-a-product'],
      ['a number', '42'],
      ['an id with SQL in it', "1' or '1'='1"],
      ['the word user', 'user'],
    ])('answers 404 "Product not found" for %s', async (_, id) => {
      const user = await registerUser(t);
      const res = await add(t, user, encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
      expect(await storedLines(t, user.id)).toEqual([]);
    });
  });

  describe('PATCH /cart/increment/{cartId} and /cart/decrement/{cartId}', () => {
    it('steps the quantity up and down, answering the line with its new total', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, { ...CARD, salePrice: 599 });
      const { _id } = (await add(t, user, product.id)).json().result;

      const up = await increment(t, user, _id);
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({
        success: true,
        result: expect.objectContaining({ _id, quantity: 2, totalAmount: 1198 }),
      });
      const down = await decrement(t, user, _id);
      expect(down.statusCode).toBe(200);
      expect(down.json().result).toMatchObject({ _id, quantity: 1, totalAmount: 599 });
      // Only adding from the product counts towards popularity, not the stepper.
      expect((await productRow(t, product.id)).cartAdds).toBe(1);
    });

    it('removes the line when a decrement reaches 0, answering null', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const { _id } = (await add(t, user, product.id)).json().result;
      const res = await decrement(t, user, _id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: null });
      expect(await cartOf(t, user)).toEqual([]);
      expect((await decrement(t, user, _id)).json()).toEqual(LINE_NOT_FOUND);
    });

    it(`refuses an increment past ${MAX_CART_LINE_QUANTITY} with 409`, async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      await fillLine(user.id, product.id);
      const [line] = await storedLines(t, user.id);
      const res = await increment(t, user, line!.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(LIMIT);
      expect((await storedLines(t, user.id))[0]!.quantity).toBe(MAX_CART_LINE_QUANTITY);
      expect((await decrement(t, user, line!.id)).json().result.quantity).toBe(19);
    });

    it('refuses an increment of an archived product, but lets it be decremented', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const { _id } = (await add(t, user, product.id)).json().result;
      await add(t, user, product.id);
      await updateProduct(t, product.id, { archived: true });

      const up = await increment(t, user, _id);
      expect(up.statusCode).toBe(409);
      expect(up.json()).toEqual(UNAVAILABLE);
      const down = await decrement(t, user, _id);
      expect(down.statusCode).toBe(200);
      expect(down.json().result.quantity).toBe(1);
    });

    it('answers 404 for an unknown line, or a product id in place of a line id', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      await add(t, user, product.id);
      for (const id of [randomUUID(), product.id]) {
        expect((await increment(t, user, id)).json()).toEqual(LINE_NOT_FOUND);
        expect((await decrement(t, user, id)).json()).toEqual(LINE_NOT_FOUND);
      }
      expect((await storedLines(t, user.id))[0]!.quantity).toBe(1);
    });
  });

  describe('DELETE /cart/{id}', () => {
    it('removes a line by its id, answering the id', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const { _id } = (await add(t, user, product.id)).json().result;
      const res = await remove(t, user, _id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: { _id } });
      expect(await cartOf(t, user)).toEqual([]);
    });

    it("removes a line by its product's id, as the spec's client calls it", async () => {
      const user = await registerUser(t);
      const kept = await addProduct(t, CARD);
      const product = await addProduct(t, CARD);
      await add(t, user, kept.id);
      const { _id } = (await add(t, user, product.id)).json().result;
      await add(t, user, product.id);
      const res = await remove(t, user, product.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: { _id } });
      expect((await cartOf(t, user)).map((line) => line.productId)).toEqual([kept.id]);
    });

    it('answers 404 the second time, and for an id that is in no cart', async () => {
      const user = await registerUser(t);
      const product = await addProduct(t, CARD);
      const { _id } = (await add(t, user, product.id)).json().result;
      await remove(t, user, _id);
      for (const id of [_id, product.id, randomUUID()]) {
        const res = await remove(t, user, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(LINE_NOT_FOUND);
      }
    });
  });
});
