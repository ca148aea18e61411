import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { signCallback } from '../src/modules/payments/signatures.js';
import { reconcilePayments } from '../src/modules/orders/settle.js';
import { createOrdersRepository } from '../src/modules/orders/repository.js';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { eventually } from './helpers/eventually.js';
import { storedLines } from './helpers/cart.js';
import { emulator, orderRow, placeOrder, placedOrder, shopperWithCart } from './helpers/orders.js';
import { personNumbered } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Pays a link at the emulator without its webhook: a webhook that got lost. */
async function payQuietly(orderId: string) {
  const row = await orderRow(t, orderId);
  const { link, payment } = emulator(t).pay(row.razorpayLinkId!);
  const params = {
    razorpay_payment_id: payment.id,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
  };
  return { ...params, razorpay_signature: signCallback(params, t.config.razorpay.keySecret) };
}

const callback = (token: string, orderId: string, body: unknown) =>
  t.call('POST', `/order/user/${orderId}/payment-callback`, { token, body });

describe('the return from the payment page', () => {
  it('places the order on a signed callback, as Razorpay confirms it, even when the webhook was lost', async () => {
    const shopper = await shopperWithCart(t, 'Callback Person');
    const order = await placedOrder(t, shopper);
    const params = await payQuietly(order._id);
    expect((await orderRow(t, order._id)).status).toBe('pending');
    const res = await callback(shopper.user.token, order._id, params);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ orderStatus: 'placed', paymentStatus: 'Paid' });
    // Again: nothing more happens.
    const again = await callback(shopper.user.token, order._id, params);
    expect(again.json().result.orderStatusLogs.orderPlacedAt).toBe(
      res.json().result.orderStatusLogs.orderPlacedAt,
    );
  });

  it('refuses a forged callback with 400 and changes nothing', async () => {
    const shopper = await shopperWithCart(t, 'Forger Person');
    const order = await placedOrder(t, shopper);
    const row = await orderRow(t, order._id);
    const claimed = {
      razorpay_payment_id: 'pay_FORGED00000000',
      razorpay_payment_link_id: row.razorpayLinkId!,
      razorpay_payment_link_reference_id: row.code,
      razorpay_payment_link_status: 'paid',
    };
    const forged = [
      { ...claimed, razorpay_signature: signCallback(claimed, 'a-guessed-secret') },
      { ...claimed, razorpay_signature: '0'.repeat(64) },
      { ...claimed },
    ];
    for (const body of forged) {
      const res = await callback(shopper.user.token, order._id, body);
      expect(res.statusCode).toBe(400);
    }
    // Signed by the key, but about another order's link: refused too.
    const other = await placedOrder(t, await shopperWithCart(t, 'Other Payer'));
    const otherParams = await payQuietly(other._id);
    expect((await callback(shopper.user.token, order._id, otherParams)).statusCode).toBe(400);
    expect(await orderRow(t, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'Pending',
    });
  });

  it('a signed callback for a link Razorpay says is unpaid changes nothing', async () => {
    const shopper = await shopperWithCart(t, 'Unpaid Link');
    const order = await placedOrder(t, shopper);
    const row = await orderRow(t, order._id);
    // Signed with the real key, but the link was never paid (a replay crafted from a leaked key).
    const params = {
      razorpay_payment_id: 'pay_NEVERHAPPENED00',
      razorpay_payment_link_id: row.razorpayLinkId!,
      razorpay_payment_link_reference_id: row.code,
      razorpay_payment_link_status: 'paid',
    };
    const res = await callback(shopper.user.token, order._id, {
      ...params,
      razorpay_signature: signCallback(params, t.config.razorpay.keySecret),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.orderStatus).toBe('pending');
  });

  it('answers 404 for another person’s order, and 400 for fuzzed or oversize bodies', async () => {
    const shopper = await shopperWithCart(t, 'Owner Callback');
    const order = await placedOrder(t, shopper);
    const stranger = await shopperWithCart(t, 'Stranger Callback');
    const params = await payQuietly(order._id);
    expect((await callback(stranger.user.token, order._id, params)).statusCode).toBe(404);
    expect((await orderRow(t, order._id)).status).toBe('pending');
    for (const body of [
      null,
      [],
      {},
      { ...params, extra: 1 },
      { ...params, razorpay_signature: ['a'] },
    ]) {
      expect((await callback(shopper.user.token, order._id, body)).statusCode).toBe(400);
    }
    const huge = { ...params, razorpay_signature: 'a'.repeat(5000) };
    expect((await callback(shopper.user.token, order._id, huge)).statusCode).toBe(413);
    expect((await orderRow(t, order._id)).status).toBe('pending');
  });
});

describe('the reconciler', () => {
  const run = (olderThanMs = 0) => {
    const repo = createOrdersRepository(t.api.db);
    return reconcilePayments(
      {
        db: t.api.db,
        razorpay: t.api.razorpay,
        mailer: t.api.mailer,
        publicUrl: t.config.publicUrl,
        log: t.api.log,
        invoices: t.config.invoices,
      },
      { olderThanMs },
      (before) => repo.pendingBefore(before, { linked: true }),
    );
  };

  it('places orders paid without a webhook, fails closed links, and changes nothing when run twice', async () => {
    // Earlier tests' orders are still pending: they are counted apart.
    await run();
    const earlier = (await run()).checked;
    const paid = await placedOrder(t, await shopperWithCart(t, 'Lost Webhook'));
    const closed = await placedOrder(t, await shopperWithCart(t, 'Closed Link'));
    const waiting = await placedOrder(t, await shopperWithCart(t, 'Still Deciding'));
    await payQuietly(paid._id);
    emulator(t).cancel((await orderRow(t, closed._id)).razorpayLinkId!);

    // Too young: nothing is asked about yet.
    expect((await run(60_000)).checked).toBe(0);

    const first = await run();
    expect(first).toMatchObject({ checked: earlier + 3, placed: 1, failed: 1, errors: 0 });
    expect((await orderRow(t, paid._id)).status).toBe('placed');
    expect((await orderRow(t, closed._id)).status).toBe('failed');
    expect((await orderRow(t, waiting._id)).status).toBe('pending');

    const second = await run();
    expect(second).toMatchObject({ checked: earlier + 1, placed: 0, failed: 0 });
  });
});

describe('when Razorpay cannot make the link', () => {
  it('answers 502 with a message, makes no order and leaves the cart as it was', async () => {
    const broken = await createTestApp(
      {},
      {
        env: {
          RAZORPAY_KEY_ID: 'rzp_test_key',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
          // Nothing listens here.
          RAZORPAY_API_URL: 'http://127.0.0.1:9',
        },
      },
    );
    try {
      const shopper = await shopperWithCart(broken, 'No Razorpay');
      const res = await placeOrder(broken, shopper.user, shopper.body);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Could not start the payment. Please try again.');
      expect(await storedLines(broken, shopper.user.id)).toHaveLength(2);
      const list = await broken.call('GET', '/order/user', { token: shopper.user.token });
      expect(list.json().results).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('holds no database connection while Razorpay hangs: /health answers beside ten waiting orders', async () => {
    // A Razorpay that takes every request and answers none, until the test lets go.
    const held: Socket[] = [];
    let gone = false;
    const hanging = createServer((socket) => (gone ? socket.destroy() : void held.push(socket)));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as { port: number };
    const slow = await createTestApp(
      {},
      {
        env: {
          RAZORPAY_KEY_ID: 'rzp_test_key',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
          RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
        },
      },
    );
    try {
      const shoppers = [];
      for (let i = 0; i < 10; i++)
        shoppers.push(await shopperWithCart(slow, personNumbered('Waiting', i)));
      const orders = shoppers.map((shopper) => placeOrder(slow, shopper.user, shopper.body));
      // Every order is made and waits on Razorpay: the database is free again.
      await eventually(async () => (held.length === 10 ? true : undefined), {
        what: 'ten requests reaching Razorpay',
      });
      const health = await slow.call('GET', '/health');
      expect(health.statusCode).toBe(200);
      const profile = await slow.call('GET', '/user/profile', { token: shoppers[0]!.user.token });
      expect(profile.statusCode).toBe(200);

      // Razorpay goes away (and refuses the client's retries): each order goes too, and each
      // cart is as it was.
      gone = true;
      for (const socket of held) socket.destroy();
      const answers = await Promise.all(orders);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(502));
      for (const shopper of shoppers) {
        expect(await storedLines(slow, shopper.user.id)).toHaveLength(2);
      }
      expect(
        (await slow.call('GET', '/order/user', { token: shoppers[0]!.user.token })).json(),
      ).toMatchObject({ results: [] });
    } finally {
      await slow.close();
      await new Promise((resolve) => hanging.close(resolve));
    }
  }, 60_000);
});

describe('an order left without its link', () => {
  it('fails ten minutes on (the server stopped before attaching it), and its cards go back', async () => {
    const t = await createTestApp();
    try {
      const shopper = await shopperWithCart(t, 'Interrupted');
      const order = await placedOrder(t, shopper);
      // As if the server had stopped between making the order and attaching Razorpay's link.
      await t.api.db.execute(
        sql`update orders set razorpay_link_id = null, razorpay_link_url = null,
            created_at = now() - interval '11 minutes' where id = ${order._id}`,
      );
      const repo = createOrdersRepository(t.api.db);
      const report = await reconcilePayments(
        {
          db: t.api.db,
          razorpay: t.api.razorpay,
          mailer: t.api.mailer,
          publicUrl: t.config.publicUrl,
          log: t.api.log,
          invoices: t.config.invoices,
        },
        {},
        async () => [],
        (before) => repo.pendingBefore(before, { linked: false }),
      );
      expect(report).toMatchObject({ checked: 1, failed: 1 });
      expect((await orderRow(t, order._id)).status).toBe('failed');
      expect(await storedLines(t, shopper.user.id)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
