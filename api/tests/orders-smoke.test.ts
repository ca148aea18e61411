import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { emulator, orderRow, placedOrder, shopperWithCart } from './helpers/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('places and pays', async () => {
    const shopper = await shopperWithCart(t);
    const order = await placedOrder(t, shopper);
    expect(order.code).toMatch(/^TF-/);
    const link = emulator(t).all()[0]!;
    expect(link.amount).toBe(179700);
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(order.razorpayPaymentLink!).pathname + '/pay',
    });
    expect(res.statusCode).toBe(303);
    console.log(res.headers.location, emulator(t).deliveries);
    const row = await orderRow(t, order._id);
    expect(row.status).toBe('placed');
  });
});
