import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { placedOrder, shopperWithCart } from './helpers/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /order/user and /order/user/{id}', () => {
  it('lists a person’s own orders, newest first, in the spec’s shape', async () => {
    const shopper = await shopperWithCart(t, 'Lister Person');
    const first = await placedOrder(t, shopper);
    const again = await shopperWithCart(t, 'Lister Person Two');
    const res = await t.call('GET', '/order/user', { token: shopper.user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      results: [expect.objectContaining({ _id: first._id })],
    });
    const [order] = res.json().results;
    expect(Object.keys(order).sort()).toEqual(
      [
        '_id',
        'address',
        'cancelReason',
        'code',
        'createdAt',
        'invoice',
        'nfcDetails',
        'orderStatus',
        'orderStatusLogs',
        'paymentStatus',
        'products',
        'razorpayPaymentLink',
        'shipping',
        'totalPrice',
      ].sort(),
    );
    expect(
      (await t.call('GET', '/order/user', { token: again.user.token })).json().results,
    ).toEqual([]);
  });

  it('answers one order to its owner, and 404 to anyone else, for unknown and malformed ids', async () => {
    const shopper = await shopperWithCart(t, 'Owner Person');
    const order = await placedOrder(t, shopper);
    const stranger = await shopperWithCart(t, 'Nosy Person');
    const own = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().result.code).toBe(order.code);

    for (const id of [
      order._id,
      '00000000-0000-4000-8000-000000000000',
      'TF-AAAAAA',
      "1' or '1'='1",
    ]) {
      const res = await t.call('GET', `/order/user/${encodeURIComponent(id)}`, {
        token: stranger.user.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await t.call('GET', `/order/user/${order._id}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/order/user')).statusCode).toBe(401);
  });
});
