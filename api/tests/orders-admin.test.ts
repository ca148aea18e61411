import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  backofficeErrors,
  backofficeTexts,
  orderErrors as e,
  type Order,
  type OrderDetail,
  type OrderQueue,
  type OrderStatus,
  type StaffOrderDetail,
} from 'shared-contracts';
import { setRole } from '../src/cli/admin-command.js';
import { auditLog, products, type OrderRow } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makeStaff } from './helpers/catalogue.js';
import {
  emulator,
  orderRow,
  payPage,
  placedOrder,
  shopperWithCart,
  type Shopper,
} from './helpers/orders.js';
import { forgedTokens } from './helpers/tokens.js';
import type { TestUser } from './helpers/users.js';

/** The statuses staff move an order to, each by its own route, with a body that route takes. */
const MOVES = {
  confirmed: { route: 'confirm', body: undefined, text: backofficeTexts.confirmed },
  shipped: {
    route: 'ship',
    body: { courier: 'Delhivery', tracking: 'DL123456789' },
    text: backofficeTexts.shipped,
  },
  completed: { route: 'deliver', body: undefined, text: backofficeTexts.delivered },
  cancelled: {
    route: 'cancel',
    body: { reason: 'Asked by the buyer' },
    text: backofficeTexts.cancelled,
  },
} as const;
type MoveTo = keyof typeof MOVES;
const MOVE_STATUSES = Object.keys(MOVES) as MoveTo[];

/** The moves staff may make (shared-contracts canMoveOrder, less placing and failing). */
const ALLOWED: Partial<Record<OrderStatus, MoveTo[]>> = {
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

/**
 * The state machine behind the staff's moves (POST /admin/order/{id}/confirm | ship | deliver |
 * cancel | paid): what each move does to an order, its link, its counters and its buyer's mail,
 * what it refuses and why. backoffice-orders.test.ts has the desk as staff use it (the queue, an
 * order's detail, a plain user's 403, the artwork).
 */
describe('the staff order moves', () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await makeStaff(t, 'Sunita Staff');
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, token: string | undefined) =>
    t.call('POST', path, { ...(token && { token }), ...(body !== undefined && { body }) });
  const move = (id: string, to: MoveTo, token: string | undefined = staff.token) =>
    call(`/admin/order/${id}/${MOVES[to].route}`, MOVES[to].body, token);
  const markPaid = (id: string, body: unknown, token: string | undefined = staff.token) =>
    call(`/admin/order/${id}/paid`, body, token);

  /** The order as its owner reads it, without its NFC cards. */
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
      expect((await move(pending.order._id, 'cancelled')).statusCode).toBe(200);
      await linkStatus(pending.order._id, 'cancelled');
      return pending;
    }
    const paid = await paidOrder();
    for (const next of ['confirmed', 'shipped', 'completed'] as const) {
      if (paid.order.orderStatus === status) break;
      expect((await move(paid.order._id, next)).statusCode).toBe(200);
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

  /** The audit log's entries about this order, oldest first. */
  const auditOf = (orderId: string) =>
    t.api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, orderId))
      .orderBy(asc(auditLog.at));

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

  describe('who may make them', () => {
    let target: TestOrder;
    beforeAll(async () => {
      target = await pendingOrder();
    });

    it('answers 401 to every forged or stale token, and changes nothing', async () => {
      const before = await orderRow(t, target.order._id);
      const forged = await forgedTokens(t, staff.id);
      const id = target.order._id;
      const routes: [string, string, unknown?][] = [
        ['GET', '/admin/orders/queue'],
        ['GET', `/admin/order/${id}`],
        ...MOVE_STATUSES.map((to): [string, string, unknown?] => [
          'POST',
          `/admin/order/${id}/${MOVES[to].route}`,
          MOVES[to].body,
        ]),
        ['POST', `/admin/order/${id}/paid`, { reference: 'NEFT-1' }],
      ];
      for (const [method, path, body] of routes) {
        for (const [kind, token] of Object.entries(forged)) {
          const res = await t.call(method as 'GET', path, { token, body });
          expect({ path, kind, status: res.statusCode }).toEqual({ path, kind, status: 401 });
          expect(res.body).not.toContain(target.order.code);
        }
      }
      expect(await orderRow(t, target.order._id)).toEqual(before);
      expect(emulator(t).get(before.razorpayLinkId!)?.status).toBe('created');
    });

    it('follows the role as it is now: a revoked admin is refused at once', async () => {
      const deputy = await makeAdmin(t, 'Deputy Admin');
      const queue = () => t.call('GET', '/admin/orders/queue', { token: deputy.token });
      expect((await queue()).statusCode).toBe(200);
      await setRole(t.api.db, deputy.email, 'user');
      expect((await queue()).statusCode).toBe(403);
      expect((await move(target.order._id, 'cancelled', deputy.token)).statusCode).toBe(403);
      expect((await markPaid(target.order._id, { reference: 'x' }, deputy.token)).statusCode).toBe(
        403,
      );
      expect(await orderRow(t, target.order._id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'Pending',
      });
    });
  });

  describe('confirm, ship, deliver, cancel', () => {
    it('moves a paid order placed -> confirmed -> shipped -> completed, stamping and recording each step', async () => {
      const paid = await paidOrder();
      const placedAt = paid.order.orderStatusLogs.orderPlacedAt!;
      expect(placedAt).not.toBeNull();
      const stamps: string[] = [placedAt];
      for (const status of ['confirmed', 'shipped', 'completed'] as const) {
        const res = await move(paid.order._id, status);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, message: MOVES[status].text });
        const result: StaffOrderDetail = res.json().result;
        expect(result).toMatchObject({
          _id: paid.order._id,
          orderStatus: status,
          paymentStatus: 'Paid',
          customer: { email: paid.shopper.user.email },
        });
        const step = result.timeline.at(-1)!;
        expect(step).toMatchObject({ status, by: staff.email });
        stamps.push(step.at);
        // The owner sees the same order, its stamp the step's, and the earlier stamps as they were.
        const seen = await ownerView(paid);
        expect(seen.orderStatus).toBe(status);
        expect(seen.orderStatusLogs[STAMP[status]]).toBe(step.at);
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
      expect(
        (await auditOf(paid.order._id)).map((entry) => [
          entry.action,
          entry.actorEmail,
          entry.before,
          (entry.after as { status: string }).status,
        ]),
      ).toEqual([
        ['order.confirmed', staff.email, { status: 'placed', paymentStatus: 'Paid' }, 'confirmed'],
        ['order.shipped', staff.email, { status: 'confirmed', paymentStatus: 'Paid' }, 'shipped'],
        ['order.delivered', staff.email, { status: 'shipped', paymentStatus: 'Paid' }, 'completed'],
      ]);
    });

    it('mails the owner once when the order ships, and only then', async () => {
      const paid = await paidOrder('Nisha Verma');
      expect((await move(paid.order._id, 'confirmed')).statusCode).toBe(200);
      expect(await shippedMails(paid)).toEqual([]);
      // Handed to the mailer before the answer: no waiting needed.
      expect((await move(paid.order._id, 'shipped')).statusCode).toBe(200);
      expect(await shippedMails(paid)).toEqual([
        `Your Tapfolio order ${paid.order.code} has shipped`,
      ]);
      const mail = (await mails()).find((text) =>
        text.includes(`Your Tapfolio order ${paid.order.code} has shipped`),
      )!;
      expect(mail).toContain('Hi Nisha Verma,');
      expect(mail).toContain(
        'Your NFC card has been shipped and is on its way with Delhivery, tracking DL123456789.',
      );
      expect(mail).toContain(`https://tapfolio.test/orders/${paid.order._id}`);
      expect((await move(paid.order._id, 'completed')).statusCode).toBe(200);
      expect(await shippedMails(paid)).toHaveLength(1);
    });

    it.each(['placed', 'confirmed'] as const)(
      'cancels a %s (paid) order: stamped, still paid, its paid link left alone',
      async (status) => {
        const order = await orderIn(status);
        const deliveries = emulator(t).deliveries.length;
        const res = await move(order.order._id, 'cancelled');
        expect(res.statusCode).toBe(200);
        const result: StaffOrderDetail = res.json().result;
        expect(result).toMatchObject({
          orderStatus: 'cancelled',
          paymentStatus: 'Paid',
          cancelReason: 'Asked by the buyer',
        });
        const seen = await ownerView(order);
        expect(seen.orderStatus).toBe('cancelled');
        expect(seen.orderStatusLogs.orderCancelledAt).toBe(
          result.timeline.find((step) => step.status === 'cancelled')!.at,
        );
        const { razorpayLinkId } = await orderRow(t, order.order._id);
        expect(emulator(t).get(razorpayLinkId!)?.status).toBe('paid');
        expect(emulator(t).deliveries).toHaveLength(deliveries);
      },
    );

    it('cancels a pending order and closes its payment link, so it cannot be paid', async () => {
      const pending = await pendingOrder();
      const res = await move(pending.order._id, 'cancelled');
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'Pending',
      });
      expect((res.json().result as StaffOrderDetail).timeline.map((step) => step.status)).toEqual([
        'pending',
        'cancelled',
      ]);
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
      expect(seen.orderStatusLogs).toMatchObject({
        orderPlacedAt: null,
        orderCancelledAt: expect.any(String),
      });
      expect((await unitsSold(pending.shopper)).map(({ unitsSold }) => unitsSold)).toEqual([0, 0]);
      // Unpaid, called off: nothing to tell the buyer.
      expect(await mailsAbout(pending)).toEqual([]);
    });

    describe('refused moves', () => {
      const orders = new Map<OrderStatus, TestOrder>();
      beforeAll(async () => {
        for (const status of ORDER_STATUSES) orders.set(status, await orderIn(status));
        await webhooksAnswered();
      });

      /** What staff are told: a second click, a cancel after shipping, or a move not allowed. */
      const refusalOf = (from: OrderStatus, to: MoveTo) => {
        if (from === to) return backofficeErrors.alreadyInStatus(to);
        if (to === 'cancelled' && (from === 'shipped' || from === 'completed')) {
          return backofficeErrors.cancelAfterShipping;
        }
        return e.statusNotAllowed(from, to);
      };

      it('refuses with 409, and changes nothing, every move staff may not make', async () => {
        let refused = 0;
        for (const from of ORDER_STATUSES) {
          const { order } = orders.get(from)!;
          const before = await orderRow(t, order._id);
          const audited = (await auditOf(order._id)).length;
          for (const to of MOVE_STATUSES) {
            if (ALLOWED[from]?.includes(to)) continue;
            const res = await move(order._id, to);
            expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 409 });
            expect(res.json()).toEqual({
              success: false,
              message: refusalOf(from, to),
              code: 'CONFLICT',
            });
            refused++;
          }
          expect(await orderRow(t, order._id)).toEqual(before);
          expect(await auditOf(order._id)).toHaveLength(audited);
        }
        // 7 statuses by 4 moves, less the 6 moves staff make.
        expect(refused).toBe(22);
      });

      it('says exactly why a backward move is refused', async () => {
        const { order } = orders.get('shipped')!;
        const res = await move(order._id, 'confirmed');
        expect(res.json().message).toBe('An order cannot move from shipped to confirmed');
      });

      it('lets only one of two simultaneous moves through', async () => {
        const paid = await orderIn('confirmed');
        const racing = await Promise.all([
          move(paid.order._id, 'shipped'),
          move(paid.order._id, 'cancelled'),
        ]);
        expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        const row = await orderRow(t, paid.order._id);
        expect(['shipped', 'cancelled']).toContain(row.status);
        expect(row.shippedAt === null).toBe(row.status === 'cancelled');
        expect(row.cancelledAt === null).toBe(row.status === 'shipped');
        expect((await auditOf(paid.order._id)).map((entry) => entry.action)).toEqual([
          'order.confirmed',
          row.status === 'shipped' ? 'order.shipped' : 'order.cancelled',
        ]);
      });
    });
  });

  describe('paid offline', () => {
    it('places a pending order paid by bank transfer, counts it sold, records and mails it', async () => {
      const pending = await pendingOrder('Farah Khan');
      const sold = await unitsSold(pending.shopper);
      expect(sold.map(({ unitsSold }) => unitsSold)).toEqual([0, 0]);
      const res = await markPaid(pending.order._id, { reference: '  NEFT-2026-0042  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: backofficeTexts.paid });
      const result: StaffOrderDetail = res.json().result;
      expect(result).toMatchObject({
        _id: pending.order._id,
        orderStatus: 'placed',
        paymentStatus: 'Paid',
        payment: { reference: 'NEFT-2026-0042', paymentId: null, flag: null },
        customer: { email: pending.shopper.user.email },
      });
      // Paid, it has its cards to print.
      expect(result.cards).toHaveLength(3);
      const placedStep = result.timeline.find((step) => step.status === 'placed')!;
      expect(placedStep).toMatchObject({ by: staff.email, note: 'Reference NEFT-2026-0042' });
      const seen = await ownerView(pending);
      expect(seen).toMatchObject({ orderStatus: 'placed', paymentStatus: 'Paid' });
      expect(seen.orderStatusLogs.orderPlacedAt).toBe(placedStep.at);
      expect(await auditOf(pending.order._id)).toMatchObject([
        {
          action: 'order.paid',
          actorEmail: staff.email,
          subject: `order ${pending.order.code}`,
          before: { status: 'pending', paymentStatus: 'Pending' },
          after: { status: 'placed', paymentStatus: 'Paid', reference: 'NEFT-2026-0042' },
        },
      ]);

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

      // Marking it paid again is refused and counts, records and mails nothing twice.
      const again = await markPaid(pending.order._id, { reference: 'NEFT-2026-0043' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: e.alreadyPaid, code: 'CONFLICT' });
      expect((await orderRow(t, pending.order._id)).paymentReference).toBe('NEFT-2026-0042');
      expect((await unitsSold(pending.shopper)).map(({ unitsSold }) => unitsSold)).toEqual(
        sold.map(({ id }) => byProduct.get(id)!.quantity),
      );
      expect(await auditOf(pending.order._id)).toHaveLength(1);
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
        payment: { reference: 'R'.repeat(100) },
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
      const result: StaffOrderDetail = res.json().result;
      expect(result).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'Paid',
        payment: { reference: 'IMPS-77', flag: 'paid-while-closed' },
      });
      expect(result.timeline.map((step) => [step.status, step.by])).toEqual([
        ['pending', null],
        ['cancelled', staff.email],
        ['paid', staff.email],
      ]);
      expect((await ownerView(cancelled)).orderStatusLogs.orderPlacedAt).toBeNull();
      expect((await unitsSold(cancelled.shopper)).map(({ unitsSold }) => unitsSold)).toEqual([
        0, 0,
      ]);
      expect(await mailsAbout(cancelled)).toEqual([]);
      const queue = await t.call(
        'GET',
        `/admin/orders/queue?status=cancelled&q=${cancelled.order.code}`,
        { token: staff.token },
      );
      expect((queue.json().result as OrderQueue).orders).toMatchObject([
        { code: cancelled.order.code, paymentFlag: 'paid-while-closed' },
      ]);
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
      expect(await auditOf(pending.order._id)).toHaveLength(1);
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

    /** Every move's route and a body it would take. */
    const ROUTES: [string, Record<string, string> | undefined][] = [
      ...MOVE_STATUSES.map((to): [string, Record<string, string> | undefined] => [
        MOVES[to].route,
        MOVES[to].body,
      ]),
      ['paid', { reference: 'NEFT-1' }],
    ];
    const WITH_BODY = ROUTES.filter(
      (entry): entry is [string, Record<string, string>] => entry[1] !== undefined,
    );

    /** Bodies no move takes, made from one it does. */
    const bodiesLike = (
      valid: Record<string, string>,
    ): [string, string, Record<string, string>?][] => {
      const json = JSON.stringify(valid);
      const [field, value] = Object.entries(valid)[0]!;
      const each = (wrap: (value: string) => unknown) =>
        JSON.stringify(Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, wrap(v)])));
      const plus = (extra: string) => `${json.slice(0, -1)},${extra}}`;
      return [
        ['an array', `[${JSON.stringify(value)}]`],
        ['an array of objects', `[${json}]`],
        ['a string', JSON.stringify(value)],
        ['a number', '42'],
        ['null', 'null'],
        ['true', 'true'],
        ['an empty object', '{}'],
        ['a wrong type', each((v) => [v])],
        ['an object value', each((v) => ({ value: v }))],
        ['an extra field', plus('"admin":true')],
        ['constructor', '{"constructor":1}'],
        ['a nested constructor', plus('"x":{"constructor":1}')],
        ['toString', plus('"toString":1')],
        ['__proto__', `{"__proto__":${json}}`],
        ['constructor.prototype', `{"constructor":{"prototype":${json}}}`],
        ['broken JSON', `{"${field}":`],
        ['an empty JSON body', ''],
        ['plain text', `${field}=${value}`, { 'content-type': 'text/plain' }],
      ];
    };
    const JSON_HEADERS = { 'content-type': 'application/json' };

    for (const [route, valid] of WITH_BODY) {
      it.each(bodiesLike(valid))(
        `.../${route} refuses %s with 400`,
        async (_, payload, headers) => {
          const res = await t.call('POST', `/admin/order/${target.order._id}/${route}`, {
            token: staff.token,
            body: payload,
            headers: headers ?? JSON_HEADERS,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
          expect(await orderRow(t, target.order._id)).toEqual(before);
        },
      );

      it(`.../${route} refuses a missing body with 400`, async () => {
        const res = await t.call('POST', `/admin/order/${target.order._id}/${route}`, {
          token: staff.token,
        });
        expect(res.statusCode).toBe(400);
        expect(await orderRow(t, target.order._id)).toEqual(before);
      });
    }

    it.each(ROUTES)('.../%s refuses a body over 1 KB with 413', async (route, valid) => {
      const path = `/admin/order/${target.order._id}/${route}`;
      const body = { ...valid, pad: 'x'.repeat(1100) };
      const res = await t.call('POST', path, { token: staff.token, body });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'The request body is too large',
      });
      // Unsigned, the same body is refused for the token first.
      expect((await t.call('POST', path, { body })).statusCode).toBe(401);
      expect(await orderRow(t, target.order._id)).toEqual(before);
    });

    it.each(ROUTES)('.../%s answers 404 for an order that does not exist', async (route, valid) => {
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
        const res = await call(
          `/admin/order/${encodeURIComponent(id)}/${route}`,
          valid,
          staff.token,
        );
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.json()).toEqual({
          success: false,
          message: e.orderNotFound,
          code: 'NOT_FOUND',
        });
      }
      expect(await orderRow(t, target.order._id)).toEqual(before);
    });

    it('leaves the order, its counters and its record as they were after all of the above', async () => {
      expect(await orderRow(t, target.order._id)).toEqual(before);
      expect((await unitsSold(target.shopper)).map(({ unitsSold }) => unitsSold).sort()).toEqual([
        1, 2,
      ]);
      expect(await auditOf(target.order._id)).toEqual([]);
    });
  });
});
