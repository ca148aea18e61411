import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { MAX_UNPAID_ORDERS, ORDER_CODE_PATTERN, orderErrors } from 'shared-contracts';
import { orders, products } from '../src/db/schema/index.js';
import { loadConfig } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { add, cartOf, storedLines } from './helpers/cart.js';
import {
  allOrders,
  emulator,
  orderBody,
  orderRow,
  placeOrder,
  placedOrder,
  portfolioIdOf,
  shopperWithCart,
} from './helpers/orders.js';
import { uploaded } from './helpers/uploads.js';
import { onboardedUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ordersOf = async (userId: string) =>
  (await allOrders(t)).filter((row) => row.userId === userId);

describe('POST /order', () => {
  it('makes the order from the server’s prices, snapshots it, empties the cart and answers the payment link', async () => {
    const shopper = await shopperWithCart(t);
    const res = await placeOrder(t, shopper.user, shopper.body);
    expect(res.statusCode).toBe(201);
    const order = res.json().result;
    expect(order).toMatchObject({
      code: expect.stringMatching(ORDER_CODE_PATTERN),
      orderStatus: 'pending',
      paymentStatus: 'Pending',
      totalPrice: 1797,
      address: { name: 'Asha Rao', pincode: '560038', district: expect.any(String) },
      orderStatusLogs: {
        orderPlacedAt: null,
        orderConfirmedAt: null,
        orderShippedAt: null,
        orderCompletedAt: null,
        orderCancelledAt: null,
      },
      nfcDetails: { customerName: 'Asha Rao', designation: 'Founder' },
    });
    expect(order.products).toEqual([
      expect.objectContaining({
        quantity: 2,
        salePrice: 499,
        totalPrice: 998,
        product: expect.objectContaining({
          name: 'Midnight Matte',
          discountedPrice: 499,
          actualPrice: 999,
        }),
      }),
      expect.objectContaining({ quantity: 1, salePrice: 799, totalPrice: 799 }),
    ]);
    expect(await storedLines(t, shopper.user.id)).toEqual([]);

    // The link: the server's total in paise, INR, the code as reference, back to the order.
    const link = emulator(t)
      .all()
      .find((l) => l.reference_id === order.code)!;
    expect(order.razorpayPaymentLink).toBe(link.short_url);
    expect(link).toMatchObject({
      amount: 179700,
      currency: 'INR',
      callback_url: `https://tapfolio.test/orders/${order._id}`,
      callback_method: 'get',
      status: 'created',
    });
    const now = Date.now() / 1000;
    expect(link.expire_by).toBeGreaterThan(now + 15 * 60);
    expect(link.expire_by).toBeLessThanOrEqual(now + 24 * 3600 + 5);

    // What was sold stays as it was sold.
    await t.api.db
      .update(products)
      .set({ salePricePaise: 59900 })
      .where(eq(products.id, shopper.cart[0]!.productId));
    const again = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(again.json().result.products[0].salePrice).toBe(499);
    expect(again.json().result.totalPrice).toBe(1797);
  });

  it('refuses a changed price with 409 and a message, and keeps the cart and makes nothing', async () => {
    const shopper = await shopperWithCart(t);
    await t.api.db
      .update(products)
      .set({ salePricePaise: 54900 })
      .where(eq(products.id, shopper.cart[0]!.productId));
    const res = await placeOrder(t, shopper.user, shopper.body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Prices have changed since you loaded your cart. Please review the new total.',
    );
    expect(await ordersOf(shopper.user.id)).toEqual([]);
    expect(await storedLines(t, shopper.user.id)).toHaveLength(2);

    // The same lines at today's prices, but a total that is not theirs, is refused as well.
    const cart = await cartOf(t, shopper.user);
    const wrongTotal = orderBody(shopper.portfolioId, cart, { totalPrice: 1 });
    expect((await placeOrder(t, shopper.user, wrongTotal)).statusCode).toBe(409);
    // With the new prices it goes through, at the new total.
    const fresh = await placeOrder(t, shopper.user, orderBody(shopper.portfolioId, cart));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().result.totalPrice).toBe(549 * 2 + 799);
  });

  it('refuses lines that are not the cart’s (quantities, cards) with 409', async () => {
    const shopper = await shopperWithCart(t);
    const items = shopper.body.items.map((item) => ({ ...item, quantity: 1 }));
    const fewer = await placeOrder(t, shopper.user, {
      ...shopper.body,
      items,
      totalPrice: 499 + 799,
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toBe('Your cart has changed. Please review it again.');
    const one = await placeOrder(t, shopper.user, {
      ...shopper.body,
      items: shopper.body.items.slice(0, 1),
      totalPrice: 998,
    });
    expect(one.statusCode).toBe(409);
    expect(await ordersOf(shopper.user.id)).toEqual([]);
  });

  it('refuses an archived card in the cart, and an empty cart', async () => {
    const shopper = await shopperWithCart(t);
    await t.api.db
      .update(products)
      .set({ archived: true })
      .where(eq(products.id, shopper.cart[1]!.productId));
    const res = await placeOrder(t, shopper.user, shopper.body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A card in your cart is no longer available. Please review your cart.',
    );

    const empty = await onboardedUser(t, 'Empty Cart');
    const body = orderBody(shopper.portfolioId, shopper.cart);
    const none = await placeOrder(t, empty, body);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Your cart is empty');
  });

  it('answers the same order for the same Idempotency-Key: one order, one payment link', async () => {
    const shopper = await shopperWithCart(t);
    const headers = { 'idempotency-key': 'checkout-3f9a2c' };
    const first = await placeOrder(t, shopper.user, shopper.body, headers);
    const second = await placeOrder(t, shopper.user, shopper.body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().result._id).toBe(first.json().result._id);
    expect(second.json().result.razorpayPaymentLink).toBe(first.json().result.razorpayPaymentLink);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(emulator(t).byReference(first.json().result.code)).toHaveLength(1);

    // The same key with another request is refused, not mistaken for it.
    const other = await placeOrder(
      t,
      shopper.user,
      { ...shopper.body, nfcDetails: { ...shopper.body.nfcDetails, designation: 'CEO' } },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different order',
    );
  });

  it('makes one order of five submits at once with one key, and of a double tap without a key', async () => {
    const shopper = await shopperWithCart(t);
    const headers = { 'idempotency-key': 'same-tap' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, shopper.user, shopper.body, headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().result._id)).size).toBe(1);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);

    const tapper = await shopperWithCart(t, 'Double Tap');
    const taps = await Promise.all([
      placeOrder(t, tapper.user, tapper.body),
      placeOrder(t, tapper.user, tapper.body),
    ]);
    expect(taps.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(taps[0]!.json().result._id).toBe(taps[1]!.json().result._id);
    const [row] = await ordersOf(tapper.user.id);
    expect(emulator(t).byReference(row!.code)).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const shopper = await shopperWithCart(t);
    const res = await placeOrder(t, shopper.user, shopper.body, { 'idempotency-key': 'a b/c' });
    expect(res.statusCode).toBe(400);
    expect(await ordersOf(shopper.user.id)).toEqual([]);
  });

  it('takes card pictures only from the person’s own uploads, and stores their recorded names', async () => {
    const shopper = await shopperWithCart(t);
    const stranger = await onboardedUser(t, 'Stranger Person');
    const theirs = await uploaded(t, stranger.token);
    const mine = await uploaded(t, shopper.user.token);
    const withTheirs = {
      ...shopper.body,
      nfcDetails: {
        ...shopper.body.nfcDetails,
        customerPhoto: { image: { key: theirs.key }, source: 'order' },
      },
    };
    const refused = await placeOrder(t, shopper.user, withTheirs);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['nfcDetails.customerPhoto']);
    expect(await ordersOf(shopper.user.id)).toEqual([]);

    const withMine = {
      ...shopper.body,
      nfcDetails: {
        ...shopper.body.nfcDetails,
        customerLogo: { image: { key: mine.key, name: 'forged.png' }, source: 'portfolio' },
      },
    };
    const res = await placeOrder(t, shopper.user, withMine);
    expect(res.statusCode).toBe(201);
    expect(res.json().result.nfcDetails.customerLogo).toEqual({
      source: 'portfolio',
      image: { key: mine.key, name: mine.name },
    });
  });

  it('refuses another person’s portfolio', async () => {
    const shopper = await shopperWithCart(t);
    const stranger = await onboardedUser(t, 'Other Owner');
    const theirPortfolio = (await t.call('GET', '/portfolio', { token: stranger.token })).json()
      .result.portfolio._id;
    const res = await placeOrder(t, shopper.user, { ...shopper.body, portfolioId: theirPortfolio });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This portfolio is not yours');
    expect(await storedLines(t, shopper.user.id)).toHaveLength(2);
  });

  it('refuses fuzzed bodies with 400 and changes nothing', async () => {
    const shopper = await shopperWithCart(t);
    const { body } = shopper;
    const fuzzed: unknown[] = [
      null,
      [],
      'order',
      42,
      {},
      { ...body, items: [] },
      { ...body, items: 'all' },
      { ...body, items: [{ productId: 'x', quantity: 1, salePrice: 1 }] },
      { ...body, items: [{ ...body.items[0], quantity: 0 }] },
      { ...body, items: [{ ...body.items[0], quantity: 2.5 }] },
      { ...body, items: [{ ...body.items[0], quantity: 21 }] },
      { ...body, items: Array.from({ length: 51 }, () => body.items[0]) },
      { ...body, totalPrice: 'free' },
      { ...body, totalPrice: -1 },
      { ...body, totalPrice: Number.MAX_VALUE },
      { ...body, portfolioId: '../etc' },
      { ...body, nfcDetails: null },
      { ...body, nfcDetails: { ...body.nfcDetails, customerName: '' } },
      { ...body, nfcDetails: { ...body.nfcDetails, customerName: 'Al' } },
      { ...body, nfcDetails: { ...body.nfcDetails, designation: '   ' } },
      {
        ...body,
        nfcDetails: { ...body.nfcDetails, customerPhoto: { image: null, source: 'order' } },
      },
      {
        ...body,
        nfcDetails: {
          ...body.nfcDetails,
          customerPhoto: { image: { key: '/etc/passwd' }, source: 'order' },
        },
      },
      {
        ...body,
        nfcDetails: { ...body.nfcDetails, customerPhoto: { image: null, source: 'cdn' } },
      },
      { ...body, nfcDetails: { ...body.nfcDetails, admin: true } },
      { ...body, address: null },
      { ...body, address: { ...body.address, mobile: '123' } },
      { ...body, address: { ...body.address, pincode: '000000' } },
      { ...body, address: { ...body.address, name: 'R2D2' } },
      { ...body, status: 'placed' },
      { ...body, totalPaise: 100 },
      JSON.parse(`{"constructor": {"prototype": 1}, "portfolioId": "${body.portfolioId}"}`),
    ];
    for (const candidate of fuzzed) {
      const res = await placeOrder(t, shopper.user, candidate);
      expect([400, 415]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    const notJson = await t.call('POST', '/order', {
      token: shopper.user.token,
      body: '{"portfolioId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await ordersOf(shopper.user.id)).toEqual([]);
    expect(await storedLines(t, shopper.user.id)).toHaveLength(2);
  });

  it('refuses an oversize body with 413 before reading it, and a request without a session with 401', async () => {
    const shopper = await shopperWithCart(t);
    const huge = { ...shopper.body, filler: 'x'.repeat(70 * 1024) };
    expect((await placeOrder(t, shopper.user, huge)).statusCode).toBe(413);
    expect((await t.call('POST', '/order', { body: shopper.body })).statusCode).toBe(401);
    expect(await ordersOf(shopper.user.id)).toEqual([]);
  });

  it('holds at most three unpaid orders a person: the fourth is 409 and keeps the cart; a payment frees a place', async () => {
    const shopper = await shopperWithCart(t, 'Many Orders');
    const [line] = shopper.cart;
    const again = async () => {
      await add(t, shopper.user, line!.productId);
      return orderBody(shopper.portfolioId, await cartOf(t, shopper.user));
    };
    const first = await placedOrder(t, shopper);
    for (let i = 0; i < MAX_UNPAID_ORDERS - 1; i++) {
      expect((await placeOrder(t, shopper.user, await again())).statusCode).toBe(201);
    }
    const body = await again();
    const refused = await placeOrder(t, shopper.user, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: orderErrors.tooManyUnpaid });
    expect(await ordersOf(shopper.user.id)).toHaveLength(MAX_UNPAID_ORDERS);
    expect(await cartOf(t, shopper.user)).toHaveLength(1);
    // Someone else is not held up by it.
    expect((await placedOrder(t, await shopperWithCart(t, 'Other Buyer'))).code).toBeTruthy();

    // Paid (as settling a payment leaves it): one place is free again.
    await t.api.db
      .update(orders)
      .set({ status: 'placed', paymentStatus: 'Paid' })
      .where(eq(orders.id, first._id));
    expect((await placeOrder(t, shopper.user, body)).statusCode).toBe(201);
  });

  it('takes RATE_LIMIT_ORDERS (20 an hour) order requests from one person, then 429; others still order', async () => {
    expect(loadConfig({}).rateLimits.orders).toEqual({ max: 20, timeWindowMs: 60 * 60_000 });
    const shop = await createTestApp({
      rateLimits: { ...t.config.rateLimits, orders: { max: 3, timeWindowMs: 60 * 60_000 } },
    });
    try {
      const hasty = await onboardedUser(shop, 'Hasty Buyer');
      const empty = orderBody(await portfolioIdOf(shop, hasty), []);
      for (let i = 0; i < 3; i++) {
        // Refused as it is (no lines), yet an attempt all the same.
        expect((await placeOrder(shop, hasty, empty)).statusCode).toBe(400);
      }
      const limited = await placeOrder(shop, hasty, empty);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      // Per person, not per address: another buyer on the same address orders.
      const other = await shopperWithCart(shop, 'Calm Buyer');
      expect((await placeOrder(shop, other.user, other.body)).statusCode).toBe(201);
    } finally {
      await shop.close();
    }
  });

  it('gives every order its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const order = await placedOrder(t, await shopperWithCart(t, `Code Person ${'abc'[i]}`));
      codes.add(order.code);
      expect((await orderRow(t, order._id)).code).toBe(order.code);
    }
    expect(codes.size).toBe(3);
    const unique = await t.api.db.select({ code: orders.code }).from(orders);
    expect(new Set(unique.map((r) => r.code)).size).toBe(unique.length);
  });
});
