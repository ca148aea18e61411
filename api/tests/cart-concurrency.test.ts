import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { MAX_CART_LINE_QUANTITY } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { add, decrement, increment, productRow, storedLines } from './helpers/cart.js';
import { addProduct } from './helpers/catalogue.js';
import { registerUser } from './helpers/users.js';

const times = <T>(count: number, call: () => Promise<T>) =>
  Promise.all(Array.from({ length: count }, call));

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** Calls at the same moment: on PostgreSQL they really overlap; on PGlite they queue. */
describe('/cart under concurrent calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('10 adds of one product make one line of 10: no second line, no lost add', async () => {
    const user = await registerUser(t);
    const product = await addProduct(t);
    const responses = await times(10, () => add(t, user, product.id));
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 9 });
    expect((await storedLines(t, user.id)).map((line) => line.quantity)).toEqual([10]);
    expect((await productRow(t, product.id)).cartAdds).toBe(10);
  });

  it(`25 adds stop at ${MAX_CART_LINE_QUANTITY}; the refused ones count no cart add`, async () => {
    const user = await registerUser(t);
    const product = await addProduct(t);
    const responses = await times(25, () => add(t, user, product.id));
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 19, 409: 5 });
    expect((await storedLines(t, user.id))[0]!.quantity).toBe(MAX_CART_LINE_QUANTITY);
    expect((await productRow(t, product.id)).cartAdds).toBe(MAX_CART_LINE_QUANTITY);
  });

  it('adds by 10 people at once each make their own line and all count', async () => {
    const product = await addProduct(t);
    const people = await times(10, () => registerUser(t));
    const responses = await Promise.all(people.map((person) => add(t, person, product.id)));
    expect(statusCounts(responses)).toEqual({ 201: 10 });
    expect((await productRow(t, product.id)).cartAdds).toBe(10);
  });

  it('increments past the cap and decrements past zero are refused, never lost', async () => {
    const user = await registerUser(t);
    const product = await addProduct(t);
    const { _id } = (await add(t, user, product.id)).json().result;

    const ups = await times(24, () => increment(t, user, _id));
    expect(statusCounts(ups)).toEqual({ 200: 19, 409: 5 });
    expect((await storedLines(t, user.id))[0]!.quantity).toBe(MAX_CART_LINE_QUANTITY);

    const downs = await times(23, () => decrement(t, user, _id));
    expect(statusCounts(downs)).toEqual({ 200: 20, 404: 3 });
    expect(
      downs.filter((res) => res.statusCode === 200 && res.json().result === null),
    ).toHaveLength(1);
    expect(await storedLines(t, user.id)).toEqual([]);
  });
});
