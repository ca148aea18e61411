import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { inArray } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  backofficeErrors,
  orderErrors as e,
  type Order,
  type OrderDetail,
  type OrderStatus,
} from 'shared-contracts';
import { setRole } from '../src/cli/admin-command.js';
import { products, type OrderRow } from '../src/db/schema/index.js';
import type { AdminOrder } from '../src/modules/orders/admin-routes.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin } from './helpers/catalogue.js';
import {
  emulator,
  orderRow,
  payPage,
  placedOrder,
  shopperWithCart,
  type Shopper,
} from './helpers/orders.js';
import { forgedTokens } from './helpers/tokens.js';
import { registerUser, type TestUser } from './helpers/users.js';

const PLACE_REFUSED = 'An order is placed by its payment: mark it paid instead';

/** The moves an admin may make (shared-contracts canMoveOrder, less placing and failing). */
const ALLOWED: Partial<Record<OrderStatus, OrderStatus[]>> = {
  pending: ['cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['completed'],
};

/** Which stamp each status leaves in the owner's orderStatusLogs. */
const STAMP = {
  placed: 'orderPlacedAt',
  confirmed: 'orderConfirmedAt',
  shipped: 'orderShippedAt',
  completed: 'orderCompletedAt',
  cancelled: 'orderCancelledAt',
} as const;

interface TestOrder {
  shopper: Shopper;
  order: Order;
}

/** Waits for background work (a link cancel, its webhook) without sleeping a fixed time. */
async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the admin order desk', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
  });
  afterAll(() => t.close());

  const list = (query = '', token: string | undefined = admin.token) =>
    t.call('GET', `/admin/order${query}`, { ...(token && { token }) });
  const move = (id: string, body: unknown, token: string | undefined = admin.token) =>
    t.call('PATCH', `/admin/order/${id}/status`, { ...(token && { token }), body });
  const markPaid = (id: string, body: unknown, token: string | undefined = admin.token) =>
    t.call('POST', `/admin/order/${id}/paid`, { ...(token && { token }), body });

  /** The order as its owner reads it. */
  /** The order as its owner reads it, without its NFC cards (the desk's list has none). */
  async function ownerView({ shopper, order }: TestOrder): Promise<Order> {
    const res = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(res.statusCode).toBe(200);
    const { cards, ...detail } = res.json().result as OrderDetail;
    expect(Array.isArray(cards)).toBe(true);
    return detail;
  }

  /** A new shopper's order of ₹1,797 (two cards of ₹499 and one of ₹799), waiting for payment. */
  async function pendingOrder(name?: string): Promise<TestOrder> {
    const shopper = await shopperWithCart(t, name);
    return { shopper, order: await placedOrder(t, shopper) };
  }

  /** Pressed on the emulator's hosted page; its webhook has been applied once this answers. */
  const pressOnPage = (order: Order, button: 'pay' | 'fail') =>
    t.app.inject({ method: 'POST', url: `${payPage(order.razorpayPaymentLink!)}/${button}` });

  async function paidOrder(name?: string): Promise<TestOrder> {
    const pending = await pendingOrder(name);
    expect((await pressOnPage(pending.order, 'pay')).statusCode).toBe(303);
    const order = await ownerView(pending);
    expect(order.orderStatus).toBe('placed');
    return { ...pending, order };
  }

  async function orderIn(status: OrderStatus): Promise<TestOrder> {
    if (status === 'pending') return pendingOrder();
    if (status === 'failed') {
      const pending = await pendingOrder();
      expect((await pressOnPage(pending.order, 'fail')).statusCode).toBe(303);
      expect((await orderRow(t, pending.order._id)).status).toBe('failed');
      // A failed payment closes the link, in the background.
      await linkStatus(pending.order._id, 'cancelled');
      return pending;
    }
    if (status === 'cancelled') {
      const pending = await pendingOrder();
      expect((await move(pending.order._id, { status: 'cancelled' })).statusCode).toBe(200);
      await linkStatus(pending.order._id, 'cancelled');
      return pending;
    }
    const paid = await paidOrder();
    for (const next of ['confirmed', 'shipped', 'completed'] as const) {
      if (paid.order.orderStatus === status) break;
      expect((await move(paid.order._id, { status: next })).statusCode).toBe(200);
      paid.order = await ownerView(paid);
    }
    expect(paid.order.orderStatus).toBe(status);
    return paid;
  }

  /** Waits until the order's link has this status at Razorpay (the emulator). */
  async function linkStatus(orderId: string, status: string) {
    const { razorpayLinkId } = await orderRow(t, orderId);
    return eventually(
      () => emulator(t).get(razorpayLinkId!)?.status,
      (current) => current === status,
      `link ${razorpayLinkId} to be ${status}`,
    );
  }

  /** Waits until every webhook the emulator sent has been answered. */
  const webhooksAnswered = () =>
    eventually(
      () => emulator(t).deliveries,
      (all) => all.every((delivery) => delivery.status !== undefined || delivery.error),
      'the emulator webhooks to be answered',
    );

  const unitsSold = async (shopper: Shopper) =>
    (
      await t.api.db
        .select({ id: products.id, unitsSold: products.unitsSold })
        .from(products)
        .where(
          inArray(
            products.id,
            shopper.cart.map((line) => line.productId),
          ),
        )
    )
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ id, unitsSold }) => ({ id, unitsSold }));

  /** The .eml files, with quoted-printable soft line breaks undone. */
  const mails = async () => (await t.mails()).map((mail) => mail.replace(/=\r?\n/g, ''));

  /** The mails to this shopper about this order, by subject. */
  async function mailsAbout({ shopper, order }: TestOrder): Promise<string[]> {
    return (await mails())
      .filter((mail) => mail.includes(`To: ${shopper.user.email}`) && mail.includes(order.code))
      .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]?.trim() ?? '');
  }
  const shippedMails = async (order: TestOrder) =>
    (await mailsAbout(order)).filter((subject) => subject.endsWith('has shipped'));

  describe('who may use it', () => {
    let target: TestOrder;
    beforeAll(async () => {
      target = await pendingOrder();
    });

    const routes = () =>
      [
        ['GET', '/admin/order', undefined],
        ['GET', '/admin/order?status=pending', undefined],
        ['PATCH', `/admin/order/${target.order._id}/status`, { status: 'cancelled' }],
        ['POST', `/admin/order/${target.order._id}/paid`, { reference: 'NEFT-1' }],
      ] as const;

    it('answers 401 without a valid token, and changes nothing', async () => {
      const before = await orderRow(t, target.order._id);
      const forged = await forgedTokens(t, admin.id);
      for (const [method, path, body] of routes()) {
        for (const token of [undefined, ...Object.values(forged)]) {
          const res = await t.call(method, path, { ...(token && { token }), body });
          expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 401 });
          expect(res.body).not.toContain(target.order.code);
        }
      }
      expect(await orderRow(t, target.order._id)).toEqual(before);
    });

    it('answers 403 to a plain user, even about their own order, and changes nothing', async () => {
      const before = await orderRow(t, target.order._id);
      const stranger = await registerUser(t, 'Ravi Kumar');
      for (const user of [stranger, target.shopper.user]) {
        for (const [method, path, body] of routes()) {
          const res = await t.call(method, path, { token: user.token, body });
          expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 403 });
          expect(res.json()).toEqual({
            success: false,
            message: backofficeErrors.staffOnly,
            code: 'FORBIDDEN',
          });
        }
      }
      expect(await orderRow(t, target.order._id)).toEqual(before);
      expect(emulator(t).get(before.razorpayLinkId!)?.status).toBe('created');
    });

    it("never shows a plain user another person's order, by any route or id", async () => {
      const stranger = await registerUser(t, 'Ravi Kumar');
      const probes = [
        t.call('GET', '/admin/order', { token: stranger.token }),
        t.call('GET', `/admin/order?status=${target.order.orderStatus}`, { token: stranger.token }),
        move(target.order._id, { status: 'confirmed' }, stranger.token),
        markPaid(target.order._id, { reference: 'x' }, stranger.token),
        t.call('GET', `/order/user/${target.order._id}`, { token: stranger.token }),
        t.call('GET', '/order/user', { token: stranger.token }),
      ];
      for (const res of await Promise.all(probes)) {
        expect(res.body).not.toContain(target.order._id);
        expect(res.body).not.toContain(target.order.code);
        expect(res.body).not.toContain(target.shopper.user.email);
      }
      // The user's own routes answer as if it did not exist; the admin's refuse the user.
      const [, , , , detail, own] = await Promise.all(probes);
      expect(detail!.statusCode).toBe(404);
      expect(own!.json()).toEqual({ success: true, results: [] });
    });

    it('follows the role as it is now: a revoked admin is refused at once', async () => {
      const deputy = await makeAdmin(t, 'Deputy Admin');
      expect((await list('', deputy.token)).statusCode).toBe(200);
      await setRole(t.api.db, deputy.email, 'user');
      expect((await list('', deputy.token)).statusCode).toBe(403);
      expect((await move(target.order._id, { status: 'cancelled' }, deputy.token)).statusCode).toBe(
        403,
      );
      expect((await orderRow(t, target.order._id)).status).toBe('pending');
    });
  });

  describe('GET /admin/order', () => {
    let pending: TestOrder;
    let placed: TestOrder;
    let cancelled: TestOrder;
    beforeAll(async () => {
      pending = await pendingOrder('Meera Iyer');
      placed = await paidOrder('Kabir Shah');
      cancelled = await orderIn('cancelled');
    });

    it('lists every order, newest first, with who bought it and how it was paid', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const { success, results } = res.json() as { success: boolean; results: AdminOrder[] };
      expect(success).toBe(true);
      const times = results.map((order) => Date.parse(order.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const mine = [cancelled, placed, pending].map(({ order }) => order._id);
      expect(results.map((order) => order._id).filter((id) => mine.includes(id))).toEqual(mine);

      const paidOne = results.find((order) => order._id === placed.order._id)!;
      const { razorpayLinkId } = await orderRow(t, placed.order._id);
      const payment = emulator(t).get(razorpayLinkId!)!.payments![0]!;
      expect(paidOne).toEqual({
        ...(await ownerView(placed)),
        customerEmail: placed.shopper.user.email,
        paymentReference: payment.payment_id,
        paymentFlag: null,
      });
      expect(paidOne).toMatchObject({
        code: placed.order.code,
        orderStatus: 'placed',
        paymentStatus: 'Paid',
        totalPrice: 1797,
        razorpayPaymentLink: null,
      });
      expect(paidOne.products.map((line) => [line.product.name, line.quantity])).toEqual([
        ['Midnight Matte', 2],
        ['Rose Gold', 1],
      ]);

      const waiting = results.find((order) => order._id === pending.order._id)!;
      expect(waiting).toEqual({
        ...pending.order,
        customerEmail: pending.shopper.user.email,
        paymentReference: null,
        paymentFlag: null,
      });
      expect(waiting.razorpayPaymentLink).toMatch(/^https:\/\/tapfolio\.test\/.+\/pay\/plink_/);
    });

    it('filters by each status', async () => {
      const known: Partial<Record<OrderStatus, string>> = {
        pending: pending.order._id,
        placed: placed.order._id,
        cancelled: cancelled.order._id,
      };
      for (const status of ORDER_STATUSES) {
        const res = await list(`?status=${status}`);
        expect(res.statusCode).toBe(200);
        const results: AdminOrder[] = res.json().results;
        expect(results.every((order) => order.orderStatus === status)).toBe(true);
        const id = known[status];
        if (id) expect(results.map((order) => order._id)).toContain(id);
        for (const [other, otherId] of Object.entries(known)) {
          if (other !== status) expect(results.map((order) => order._id)).not.toContain(otherId);
        }
      }
    });

    it.each([
      ['an unknown status', '?status=shipping', e.statusInvalid, { status: e.statusInvalid }],
      ['another case', '?status=PLACED', e.statusInvalid, { status: e.statusInvalid }],
      ['an empty status', '?status=', e.statusInvalid, { status: e.statusInvalid }],
      ['two statuses', '?status=placed&status=pending', e.statusInvalid, undefined],
      ['an unknown parameter', '?state=placed', 'Unknown field(s): state', undefined],
      ['an inherited name', '?constructor=1', 'Unknown field(s): constructor', undefined],
      ['a prototype name', '?__proto__=placed', 'Unknown field(s): __proto__', undefined],
    ])('refuses %s with 400 and says why', async (_, query, message, fields) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, code: expect.any(String) });
      if (fields) expect(res.json().fields).toEqual(fields);
    });
  });

  describe('PATCH /admin/order/{id}/status', () => {
    it('moves a paid order placed -> confirmed -> shipped -> completed, stamping each step', async () => {
      const paid = await paidOrder();
      const placedAt = paid.order.orderStatusLogs.orderPlacedAt!;
      expect(placedAt).not.toBeNull();
      const stamps: string[] = [placedAt];
      for (const status of ['confirmed', 'shipped', 'completed'] as const) {
        const res = await move(paid.order._id, { status });
        expect(res.statusCode).toBe(200);
        const result: AdminOrder = res.json().result;
        expect(res.json().success).toBe(true);
        expect(result).toMatchObject({
          _id: paid.order._id,
          orderStatus: status,
          paymentStatus: 'Paid',
          customerEmail: paid.shopper.user.email,
        });
        const stamp = result.orderStatusLogs[STAMP[status]];
        expect(stamp).toEqual(expect.any(String));
        stamps.push(stamp!);
        // The owner sees the same order, and the earlier stamps as they were.
        const seen = await ownerView(paid);
        expect(seen.orderStatus).toBe(status);
        expect(seen.orderStatusLogs).toEqual(result.orderStatusLogs);
        expect(seen.orderStatusLogs.orderPlacedAt).toBe(placedAt);
      }
      const times = stamps.map((stamp) => Date.parse(stamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect((await ownerView(paid)).orderStatusLogs).toEqual({
        orderPlacedAt: stamps[0],
        orderConfirmedAt: stamps[1],
        orderShippedAt: stamps[2],
        orderCompletedAt: stamps[3],
        orderCancelledAt: null,
      });
    });

    it('mails the owner once when the order ships, and only then', async () => {
      const paid = await paidOrder('Nisha Verma');
      expect((await move(paid.order._id, { status: 'confirmed' })).statusCode).toBe(200);
      expect(await shippedMails(paid)).toEqual([]);
      // Handed to the mailer before the answer: no waiting needed.
      expect((await move(paid.order._id, { status: 'shipped' })).statusCode).toBe(200);
      expect(await shippedMails(paid)).toEqual([
        `Your Tapfolio order ${paid.order.code} has shipped`,
      ]);
      const mail = (await mails()).find((text) =>
        text.includes(`Your Tapfolio order ${paid.order.code} has shipped`),
      )!;
      expect(mail).toContain('Hi Nisha Verma,');
      expect(mail).toContain('Your NFC card has been shipped and is on its way.');
      expect(mail).toContain(`https://tapfolio.test/orders/${paid.order._id}`);
      expect((await move(paid.order._id, { status: 'completed' })).statusCode).toBe(200);
      expect(await shippedMails(paid)).toHaveLength(1);
    });

    it.each(['placed', 'confirmed'] as const)(
      'cancels a %s (paid) order: stamped, still paid, its paid link left alone',
      async (status) => {
        const order = await orderIn(status);
        const deliveries = emulator(t).deliveries.length;
        const res = await move(order.order._id, { status: 'cancelled' });
        expect(res.statusCode).toBe(200);
        expect(res.json().result).toMatchObject({
          orderStatus: 'cancelled',
          paymentStatus: 'Paid',
          orderStatusLogs: { orderCancelledAt: expect.any(String) },
        });
        const seen = await ownerView(order);
        expect(seen.orderStatus).toBe('cancelled');
        expect(seen.orderStatusLogs.orderCancelledAt).toBe(
          res.json().result.orderStatusLogs.orderCancelledAt,
        );
        const { razorpayLinkId } = await orderRow(t, order.order._id);
        expect(emulator(t).get(razorpayLinkId!)?.status).toBe('paid');
        expect(emulator(t).deliveries).toHaveLength(deliveries);
      },
    );

    it('cancels a pending order and closes its payment link, so it cannot be paid', async () => {
      const pending = await pendingOrder();
      const res = await move(pending.order._id, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'Pending',
        razorpayPaymentLink: null,
        orderStatusLogs: { orderPlacedAt: null, orderCancelledAt: expect.any(String) },
      });
      await linkStatus(pending.order._id, 'cancelled');
      await webhooksAnswered();
      // The link's own cancelled event changed nothing more.
      const row = await orderRow(t, pending.order._id);
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'Pending' });
      // The customer's page no longer takes money.
      const page = await pressOnPage(pending.order, 'pay');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This payment link was cancelled.');
      expect(await orderRow(t, pending.order._id)).toEqual(row);
      const seen = await ownerView(pending);
      expect(seen).toMatchObject({ orderStatus: 'cancelled', razorpayPaymentLink: null });
      expect((await unitsSold(pending.shopper)).map(({ unitsSold }) => unitsSold)).toEqual([0, 0]);
      expect(await mailsAbout(pending)).toEqual([]);
    });

    describe('refused moves', () => {
      const orders = new Map<OrderStatus, TestOrder>();
      beforeAll(async () => {
        for (const status of ORDER_STATUSES) orders.set(status, await orderIn(status));
        await webhooksAnswered();
      });

      /** What staff are told: a second click, a cancel after shipping, or a move not allowed. */
      const refusalOf = (from: OrderStatus, to: OrderStatus) => {
        if (to === 'placed') return PLACE_REFUSED;
        if (from === to && to !== 'pending' && to !== 'failed') {
          return backofficeErrors.alreadyInStatus(to);
        }
        if (to === 'cancelled' && (from === 'shipped' || from === 'completed')) {
          return backofficeErrors.cancelAfterShipping;
        }
        return e.statusNotAllowed(from, to);
      };

      it('refuses with 409, and changes nothing, every move an admin may not make', async () => {
        let refused = 0;
        for (const from of ORDER_STATUSES) {
          const { order } = orders.get(from)!;
          const before = await orderRow(t, order._id);
          for (const to of ORDER_STATUSES) {
            if (ALLOWED[from]?.includes(to)) continue;
            const res = await move(order._id, { status: to });
            expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 409 });
            expect(res.json()).toEqual({
              success: false,
              message: refusalOf(from, to),
              code: 'CONFLICT',
            });
            refused++;
          }
          expect(await orderRow(t, order._id)).toEqual(before);
        }
        // 49 pairs less the 6 moves an admin makes.
        expect(refused).toBe(43);
      });

      it('says exactly why a backward move is refused', async () => {
        const { order } = orders.get('shipped')!;
        const res = await move(order._id, { status: 'confirmed' });
        expect(res.json().message).toBe('An order cannot move from shipped to confirmed');
      });

      it('never fails an order: failing is for payments, and would leave its link open', async () => {
        const { order } = orders.get('pending')!;
        const res = await move(order._id, { status: 'failed' });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('An order cannot move from pending to failed');
        expect(await orderRow(t, order._id)).toMatchObject({
          status: 'pending',
          paymentStatus: 'Pending',
          failedAt: null,
        });
        const { razorpayLinkId } = await orderRow(t, order._id);
        expect(emulator(t).get(razorpayLinkId!)?.status).toBe('created');
      });

      it('lets only one of two simultaneous moves through', async () => {
        const paid = await paidOrder();
        const answers = await Promise.all([
          move(paid.order._id, { status: 'confirmed' }),
          move(paid.order._id, { status: 'confirmed' }),
        ]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(
          backofficeErrors.alreadyInStatus('confirmed'),
        );
        const racing = await Promise.all([
          move(paid.order._id, { status: 'shipped' }),
          move(paid.order._id, { status: 'cancelled' }),
        ]);
        expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        const row = await orderRow(t, paid.order._id);
        expect(['shipped', 'cancelled']).toContain(row.status);
        expect(row.shippedAt === null).toBe(row.status === 'cancelled');
        expect(row.cancelledAt === null).toBe(row.status === 'shipped');
      });
    });
  });

  describe('POST /admin/order/{id}/paid', () => {
    it('places a pending order paid by bank transfer, counts it sold and mails the owner', async () => {
      const pending = await pendingOrder('Farah Khan');
      const sold = await unitsSold(pending.shopper);
      expect(sold.map(({ unitsSold }) => unitsSold)).toEqual([0, 0]);
      const res = await markPaid(pending.order._id, { reference: '  NEFT-2026-0042  ' });
      expect(res.statusCode).toBe(200);
      const result: AdminOrder = res.json().result;
      expect(result).toMatchObject({
        _id: pending.order._id,
        orderStatus: 'placed',
        paymentStatus: 'Paid',
        paymentReference: 'NEFT-2026-0042',
        paymentFlag: null,
        customerEmail: pending.shopper.user.email,
        razorpayPaymentLink: null,
        orderStatusLogs: { orderPlacedAt: expect.any(String) },
      });
      const seen = await ownerView(pending);
      expect(seen).toMatchObject({ orderStatus: 'placed', paymentStatus: 'Paid' });
      expect(seen.orderStatusLogs.orderPlacedAt).toBe(result.orderStatusLogs.orderPlacedAt);

      const byProduct = new Map(pending.shopper.cart.map((line) => [line.productId, line]));
      expect(await unitsSold(pending.shopper)).toEqual(
        sold.map(({ id }) => ({ id, unitsSold: byProduct.get(id)!.quantity })),
      );
      expect(await mailsAbout(pending)).toEqual([
        `Your Tapfolio order ${pending.order.code} is placed`,
      ]);
      const mail = (await mails()).find((text) => text.includes(pending.order.code))!;
      expect(mail).toContain('Hi Farah Khan,');
      expect(mail).toContain('We received your payment of');

      // The Razorpay link is closed afterwards, so the customer cannot pay a second time.
      await linkStatus(pending.order._id, 'cancelled');
      await webhooksAnswered();
      const page = await pressOnPage(pending.order, 'pay');
      expect(page.body).toContain('This payment link was cancelled.');
      expect(await orderRow(t, pending.order._id)).toMatchObject({
        status: 'placed',
        paymentStatus: 'Paid',
        paymentReference: 'NEFT-2026-0042',
        paymentFlag: null,
      });

      // Marking it paid again is refused and counts nothing twice.
      const again = await markPaid(pending.order._id, { reference: 'NEFT-2026-0043' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: e.alreadyPaid, code: 'CONFLICT' });
      expect((await orderRow(t, pending.order._id)).paymentReference).toBe('NEFT-2026-0042');
      expect((await unitsSold(pending.shopper)).map(({ unitsSold }) => unitsSold)).toEqual(
        sold.map(({ id }) => byProduct.get(id)!.quantity),
      );
      expect(await mailsAbout(pending)).toHaveLength(1);
    });

    it.each(['placed', 'confirmed', 'shipped', 'completed'] as const)(
      'refuses a %s order, already paid through Razorpay, with 409',
      async (status) => {
        const paid = await orderIn(status);
        const before = await orderRow(t, paid.order._id);
        const sold = await unitsSold(paid.shopper);
        const res = await markPaid(paid.order._id, { reference: 'NEFT-1' });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(e.alreadyPaid);
        expect(await orderRow(t, paid.order._id)).toEqual(before);
        expect(await unitsSold(paid.shopper)).toEqual(sold);
      },
    );

    it('places a failed order whose money came by bank after all', async () => {
      const failed = await orderIn('failed');
      await webhooksAnswered();
      const res = await markPaid(failed.order._id, { reference: 'R'.repeat(100) });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        orderStatus: 'placed',
        paymentStatus: 'Paid',
        paymentReference: 'R'.repeat(100),
      });
      expect((await unitsSold(failed.shopper)).map(({ unitsSold }) => unitsSold).sort()).toEqual([
        1, 2,
      ]);
      expect(await mailsAbout(failed)).toEqual([
        `Your Tapfolio order ${failed.order.code} is placed`,
      ]);
    });

    it('records money for a cancelled order as due back: flagged, not placed, not counted', async () => {
      const cancelled = await orderIn('cancelled');
      await webhooksAnswered();
      const res = await markPaid(cancelled.order._id, { reference: 'IMPS-77' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'Paid',
        paymentReference: 'IMPS-77',
        paymentFlag: 'paid-while-closed',
        orderStatusLogs: { orderPlacedAt: null },
      });
      expect((await unitsSold(cancelled.shopper)).map(({ unitsSold }) => unitsSold)).toEqual([
        0, 0,
      ]);
      expect(await mailsAbout(cancelled)).toEqual([]);
      const flagged: AdminOrder[] = (await list('?status=cancelled')).json().results;
      expect(flagged.find((order) => order._id === cancelled.order._id)?.paymentFlag).toBe(
        'paid-while-closed',
      );
    });

    it('counts one of two simultaneous bank payments, and mails once', async () => {
      const pending = await pendingOrder();
      const answers = await Promise.all([
        markPaid(pending.order._id, { reference: 'A-1' }),
        markPaid(pending.order._id, { reference: 'B-2' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await unitsSold(pending.shopper)).map(({ unitsSold }) => unitsSold).sort()).toEqual([
        1, 2,
      ]);
      expect(await mailsAbout(pending)).toHaveLength(1);
      await linkStatus(pending.order._id, 'cancelled');
      await webhooksAnswered();
    });

    it.each([
      ['no reference', {}, e.paymentReferenceRequired],
      ['a blank reference', { reference: '   ' }, e.paymentReferenceRequired],
      ['a null reference', { reference: null }, e.paymentReferenceRequired],
      ['a reference of 101 characters', { reference: 'R'.repeat(101) }, e.paymentReferenceTooLong],
      ['a list', { reference: ['NEFT-1'] }, 'Must be text'],
      ['an object', { reference: { id: 'NEFT-1' } }, 'Must be text'],
    ])('refuses %s with 400 and the field message', async (_, body, message) => {
      const pending = await pendingOrder();
      const before = await orderRow(t, pending.order._id);
      const res = await markPaid(pending.order._id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message,
        code: 'VALIDATION_ERROR',
        fields: { reference: message },
      });
      expect(await orderRow(t, pending.order._id)).toEqual(before);
    });
  });

  describe('malformed requests', () => {
    let target: TestOrder;
    let before: OrderRow;
    beforeAll(async () => {
      target = await paidOrder();
      before = await orderRow(t, target.order._id);
    });

    const JSON_HEADERS = { 'content-type': 'application/json' };
    const raw = (
      method: 'PATCH' | 'POST',
      path: string,
      payload: string,
      headers: Record<string, string> = JSON_HEADERS,
    ) => t.call(method, path, { token: admin.token, body: payload, headers });

    const BODIES: [string, string, Record<string, string>?][] = [
      ['an array', '["confirmed"]'],
      ['an array of objects', '[{"status":"confirmed","reference":"x"}]'],
      ['a string', '"confirmed"'],
      ['a number', '42'],
      ['null', 'null'],
      ['true', 'true'],
      ['an empty object', '{}'],
      ['a wrong type', '{"status":["confirmed"],"reference":["x"]}'],
      ['an object value', '{"status":{"to":"confirmed"},"reference":{"id":"x"}}'],
      ['a number value', '{"status":3}'],
      ['an extra field', '{"status":"confirmed","reference":"x","admin":true}'],
      ['constructor', '{"constructor":1}'],
      ['a nested constructor', '{"status":"confirmed","reference":"x","x":{"constructor":1}}'],
      ['toString', '{"status":"confirmed","reference":"x","toString":1}'],
      ['__proto__', '{"__proto__":{"status":"confirmed","reference":"x"}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"status":"confirmed"}}}'],
      ['broken JSON', '{"status":'],
      ['an empty JSON body', ''],
      ['plain text', 'status=confirmed', { 'content-type': 'text/plain' }],
    ];

    for (const route of ['status', 'paid'] as const) {
      const method = route === 'status' ? 'PATCH' : 'POST';
      it.each(BODIES)(`${method} .../${route} refuses %s with 400`, async (_, payload, headers) => {
        const res = await raw(
          method,
          `/admin/order/${target.order._id}/${route}`,
          payload,
          headers,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        expect(await orderRow(t, target.order._id)).toEqual(before);
      });

      it(`${method} .../${route} refuses a missing body with 400`, async () => {
        const res = await t.call(method, `/admin/order/${target.order._id}/${route}`, {
          token: admin.token,
        });
        expect(res.statusCode).toBe(400);
        expect(await orderRow(t, target.order._id)).toEqual(before);
      });

      it(`${method} .../${route} refuses a body over 1 KB with 413`, async () => {
        const body = { status: 'confirmed', reference: 'NEFT-1', pad: 'x'.repeat(1100) };
        const res = await t.call(method, `/admin/order/${target.order._id}/${route}`, {
          token: admin.token,
          body,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'The request body is too large',
        });
        // Unsigned, the same body is refused for the token first.
        const anonymous = await t.call(method, `/admin/order/${target.order._id}/${route}`, {
          body,
        });
        expect(anonymous.statusCode).toBe(401);
        expect(await orderRow(t, target.order._id)).toEqual(before);
      });

      it(`${method} .../${route} answers 404 for an order that does not exist`, async () => {
        const body = route === 'status' ? { status: 'confirmed' } : { reference: 'NEFT-1' };
        const ids = [
          randomUUID(),
          '00000000-0000-0000-0000-000000000000',
          'not-an-id',
          target.order.code,
          `${target.order._id}x`,
          '1',
          "1' or '1'='1",
          '%00',
        ];
        for (const id of ids) {
          const res = await t.call(method, `/admin/order/${encodeURIComponent(id)}/${route}`, {
            token: admin.token,
            body,
          });
          expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
          expect(res.json()).toEqual({
            success: false,
            message: e.orderNotFound,
            code: 'NOT_FOUND',
          });
        }
        expect(await orderRow(t, target.order._id)).toEqual(before);
      });
    }

    it("answers 404 for 'placed' on an order that does not exist, as for any status", async () => {
      const res = await move(randomUUID(), { status: 'placed' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(e.orderNotFound);
    });

    it('leaves the order and its counters as they were after all of the above', async () => {
      expect(await orderRow(t, target.order._id)).toEqual(before);
      expect((await unitsSold(target.shopper)).map(({ unitsSold }) => unitsSold).sort()).toEqual([
        1, 2,
      ]);
    });
  });
});
