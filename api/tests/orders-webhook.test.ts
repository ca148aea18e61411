import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { paymentEvents, products } from '../src/db/schema/index.js';
import { signWebhook } from '../src/modules/payments/signatures.js';
import type { RazorpayWebhookEvent } from '../src/modules/payments/types.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { storedLines } from './helpers/cart.js';
import { makeAdmin } from './helpers/catalogue.js';
import { emulator, orderRow, placedOrder, shopperWithCart } from './helpers/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEBHOOK = '/payments/razorpay/webhook';

/** Delivers a body exactly as Razorpay would: these bytes, signed, with an event id. */
const deliver = (
  raw: string,
  eventId: string,
  signature = signWebhook(raw, t.config.razorpay.webhookSecret),
) =>
  t.call('POST', WEBHOOK, {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
  });

/** The event the emulator would send for this order's link. */
async function eventFor(orderId: string, name: string): Promise<RazorpayWebhookEvent> {
  const row = await orderRow(t, orderId);
  const store = emulator(t);
  const link = store.get(row.razorpayLinkId!)!;
  if (name === 'payment_link.paid') {
    const { link: paid, payment } = store.pay(link.id);
    return store.event(name, { link: paid, payment });
  }
  return store.event(name, { link });
}

const unitsSold = async (productId: string) =>
  (await t.api.db.select().from(products).where(eq(products.id, productId)))[0]!.unitsSold;

describe('POST /payments/razorpay/webhook', () => {
  it('pays an order when its payer presses Pay on the emulator’s page: placed, stamped, counted and mailed', async () => {
    const shopper = await shopperWithCart(t, 'Payer Person');
    const order = await placedOrder(t, shopper);
    const before = await unitsSold(shopper.cart[0]!.productId);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${new URL(order.razorpayPaymentLink!).pathname}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    const callback = new URL(pay.headers.location as string);
    expect(callback.pathname).toBe(`/orders/${order._id}`);
    expect(callback.searchParams.get('razorpay_payment_link_status')).toBe('paid');

    const row = await orderRow(t, order._id);
    expect(row).toMatchObject({ status: 'placed', paymentStatus: 'Paid' });
    expect(row.placedAt).toBeInstanceOf(Date);
    expect(row.paymentReference).toMatch(/^pay_/);
    expect(await unitsSold(shopper.cart[0]!.productId)).toBe(before + 2);
    const mails = await t.mails();
    expect(
      mails.some((m) => m.includes(`Subject: Your Tapfolio order ${order.code} is placed`)),
    ).toBe(true);

    const seen = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(seen.json().result).toMatchObject({
      orderStatus: 'placed',
      paymentStatus: 'Paid',
      razorpayPaymentLink: null,
      orderStatusLogs: { orderPlacedAt: row.placedAt!.toISOString() },
    });
  });

  it('refuses a missing or wrong signature, or a re-serialised body, with 400 and changes nothing', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Signature Check'));
    const event = await eventFor(order._id, 'payment_link.paid');
    const raw = JSON.stringify(event);
    const secret = t.config.razorpay.webhookSecret;

    const unsigned = await t.call('POST', WEBHOOK, {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Invalid webhook signature');
    expect((await deliver(raw, 'evt_wrong', signWebhook(raw, 'not-the-secret'))).statusCode).toBe(
      400,
    );
    expect((await deliver(raw, 'evt_garbage', 'zz')).statusCode).toBe(400);
    // The same event, parsed and written again with other spacing: no longer what was signed.
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
    expect((await deliver(reserialised, 'evt_reser', signWebhook(raw, secret))).statusCode).toBe(
      400,
    );
    // Signed, but not an event.
    expect((await deliver('{"hello":1}', 'evt_notevent')).statusCode).toBe(400);
    expect((await deliver('not json', 'evt_notjson')).statusCode).toBe(400);

    expect((await orderRow(t, order._id)).status).toBe('pending');
    expect(
      await t.api.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_wrong')),
    ).toEqual([]);
  });

  it('applies an event once, even when delivered ten times at once', async () => {
    const shopper = await shopperWithCart(t, 'Ten Deliveries');
    const order = await placedOrder(t, shopper);
    const before = await unitsSold(shopper.cart[0]!.productId);
    const raw = JSON.stringify(await eventFor(order._id, 'payment_link.paid'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver(raw, 'evt_tentimes')),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual([
      ...Array(9).fill('duplicate'),
      'placed',
    ]);
    expect(await unitsSold(shopper.cart[0]!.productId)).toBe(before + 2);
    const rows = await t.api.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_tentimes'));
    expect(rows).toEqual([expect.objectContaining({ outcome: 'placed', orderId: order._id })]);
  });

  it('flags, and does not pay, an event whose amount, currency or link does not match the order', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Wrong Amount'));
    const event = await eventFor(order._id, 'payment_link.paid');
    const cheaper = structuredClone(event);
    cheaper.payload.payment_link!.entity.amount = 100;
    cheaper.payload.payment_link!.entity.amount_paid = 100;
    const res = await deliver(JSON.stringify(cheaper), 'evt_cheaper');
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('flagged');
    expect(await orderRow(t, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'Pending',
      paymentFlag: 'amount-mismatch',
    });

    const dollars = structuredClone(event);
    (dollars.payload.payment_link!.entity as { currency: string }).currency = 'USD';
    expect((await deliver(JSON.stringify(dollars), 'evt_usd')).json().outcome).toBe('flagged');

    const paymentOnly = structuredClone(event);
    paymentOnly.payload.payment!.entity.amount = 1;
    expect((await deliver(JSON.stringify(paymentOnly), 'evt_payment_amount')).json().outcome).toBe(
      'flagged',
    );
    expect((await orderRow(t, order._id)).status).toBe('pending');

    // The true event still pays it.
    expect((await deliver(JSON.stringify(event), 'evt_true')).json().outcome).toBe('placed');
  });

  it('never moves a paid order back: an expired event that comes after paid changes nothing', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Out Of Order'));
    const paid = await eventFor(order._id, 'payment_link.paid');
    const expired = structuredClone(paid);
    expired.event = 'payment_link.expired';
    expired.contains = ['payment_link'];
    delete expired.payload.payment;
    delete expired.payload.order;
    expect((await deliver(JSON.stringify(paid), 'evt_ooo_paid')).json().outcome).toBe('placed');
    expect((await deliver(JSON.stringify(expired), 'evt_ooo_expired')).json().outcome).toBe(
      'unchanged',
    );
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'placed', paymentStatus: 'Paid' });
  });

  it('fails a pending order whose link expired, its cards back in the cart; money that still arrives places it', async () => {
    const shopper = await shopperWithCart(t, 'Expired Link');
    const order = await placedOrder(t, shopper);
    expect(await storedLines(t, shopper.user.id)).toEqual([]);
    const expired = await eventFor(order._id, 'payment_link.expired');
    expect((await deliver(JSON.stringify(expired), 'evt_expired')).json().outcome).toBe('failed');
    const failed = await orderRow(t, order._id);
    expect(failed).toMatchObject({ status: 'failed', paymentStatus: 'Failed' });
    expect(failed.failedAt).toBeInstanceOf(Date);
    // "Please try again": the same cards and quantities wait in the cart.
    const back = await storedLines(t, shopper.user.id);
    expect(back.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(
      expect.arrayContaining(
        shopper.cart.map(({ productId, quantity }) => ({ productId, quantity })),
      ),
    );

    const paid = await eventFor(order._id, 'payment_link.paid');
    expect((await deliver(JSON.stringify(paid), 'evt_late_paid')).json().outcome).toBe('placed');
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'placed', paymentStatus: 'Paid' });
  });

  it('fails the order when its payment fails on the emulator’s page, and closes its link', async () => {
    const shopper = await shopperWithCart(t, 'Failed Payer');
    const order = await placedOrder(t, shopper);
    const fail = await t.app.inject({
      method: 'POST',
      url: `${new URL(order.razorpayPaymentLink!).pathname}/fail`,
    });
    expect(fail.statusCode).toBe(303);
    const row = await orderRow(t, order._id);
    expect(row).toMatchObject({ status: 'failed', paymentStatus: 'Failed' });
    const seen = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(seen.json().result).toMatchObject({ orderStatus: 'failed', razorpayPaymentLink: null });
    // The link is cancelled in the background, so the failed order cannot be paid afterwards.
    for (let i = 0; i < 50 && emulator(t).get(row.razorpayLinkId!)!.status !== 'cancelled'; i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(emulator(t).get(row.razorpayLinkId!)!.status).toBe('cancelled');
  });

  it('flags a second, different payment of a paid order (a bank transfer, then the link paid too)', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Paid Twice'));
    const admin = await makeAdmin(t, 'Desk Admin');
    const paid = await t.call('POST', `/admin/order/${order._id}/paid`, {
      token: admin.token,
      body: { reference: 'UTR-998877' },
    });
    expect(paid.statusCode).toBe(200);
    // The buyer had paid on the link at the same time; its event arrives afterwards.
    const row = await orderRow(t, order._id);
    const event = structuredClone(
      emulator(t).event('payment_link.expired', {
        link: emulator(t).get(row.razorpayLinkId!)!,
      }),
    );
    event.event = 'payment_link.paid';
    Object.assign(event.payload.payment_link!.entity, {
      status: 'paid',
      amount_paid: row.totalPaise,
    });
    event.payload.payment = {
      entity: {
        id: 'pay_LINKPAIDTOO0001',
        amount: row.totalPaise,
        currency: 'INR',
        status: 'captured',
      },
    };
    expect((await deliver(JSON.stringify(event), 'evt_twice')).json().outcome).toBe('paid-twice');
    expect(await orderRow(t, order._id)).toMatchObject({
      status: 'placed',
      paymentReference: 'UTR-998877',
      paymentFlag: 'paid-twice',
    });
    // Told again, the same event changes nothing more.
    expect((await deliver(JSON.stringify(event), 'evt_twice')).json().outcome).toBe('duplicate');
  });

  it('answers events about no known order with 200 and stores them once', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Unknown Link'));
    const event = await eventFor(order._id, 'payment_link.expired');
    event.payload.payment_link!.entity.id = 'plink_UNKNOWN0000000';
    const res = await deliver(JSON.stringify(event), 'evt_unknown');
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('no-order');
    expect((await orderRow(t, order._id)).status).toBe('pending');
  });

  it('refuses an oversize body with 413', async () => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'x',
      payload: {},
      pad: 'x'.repeat(300_000),
    });
    expect((await deliver(raw, 'evt_big')).statusCode).toBe(413);
  });
});
