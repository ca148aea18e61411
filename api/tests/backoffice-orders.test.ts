import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { count, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  backofficeErrors,
  type Order,
  type OrderQueue,
  type StaffOrderDetail,
} from 'shared-contracts';
import { auditLog, orders } from '../src/db/schema/index.js';
import { JSON_BODY_LIMIT } from '../src/plugins/body-limits.js';
import { dashboardOf } from '../src/modules/orders/staff-dashboard.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addProduct, makeAdmin, makeStaff } from './helpers/catalogue.js';
import { payPage, placedOrder, shopperWithCart, type Shopper } from './helpers/orders.js';
import { registerUser, type TestUser } from './helpers/users.js';

interface Bought {
  shopper: Shopper;
  order: Order;
}

describe('the back office order desk', () => {
  let t: TestApp;
  let staff: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await makeStaff(t, 'Sunita Staff');
    admin = await makeAdmin(t, 'Arjun Admin');
  });
  afterAll(() => t.close());

  const as = (user: TestUser | undefined) => ({
    get: (path: string) => t.call('GET', path, { ...(user && { token: user.token }) }),
    post: (path: string, body?: unknown) =>
      t.call('POST', path, { ...(user && { token: user.token }), body }),
    put: (path: string, body?: unknown) =>
      t.call('PUT', path, { ...(user && { token: user.token }), body }),
  });

  /** A shopper's order, paid on the emulator's page: placed. */
  async function paidOrder(name?: string): Promise<Bought> {
    const shopper = await shopperWithCart(t, name);
    const order = await placedOrder(t, shopper);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${payPage(order.razorpayPaymentLink!)}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    return { shopper, order };
  }

  const detail = async (id: string, user: TestUser = staff): Promise<StaffOrderDetail> => {
    const res = await as(user).get(`/admin/order/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  const mailsTo = async (email: string) =>
    (await t.mails())
      .map((mail) => mail.replace(/=\r?\n/g, ''))
      .filter((mail) => mail.includes(`To: ${email}`));

  const auditRows = () => t.api.db.select().from(auditLog);

  describe('who may use it', () => {
    let bought: Bought;
    beforeAll(async () => {
      bought = await paidOrder();
    });

    const routes = (id: string, code = 'ABCDEFGHJKMN'): [string, string, unknown?][] => [
      ['GET', '/admin/orders/queue'],
      ['GET', `/admin/order/${id}`],
      ['POST', `/admin/order/${id}/confirm`],
      ['POST', `/admin/order/${id}/ship`, { courier: 'Delhivery', tracking: 'DL123' }],
      ['POST', `/admin/order/${id}/deliver`],
      ['POST', `/admin/order/${id}/cancel`, { reason: 'Asked by the buyer' }],
      ['POST', `/admin/order/${id}/paid`, { reference: 'NEFT-1' }],
      ['POST', `/admin/order/${id}/card/${code}/written`],
      ['GET', '/admin/audit'],
      ['GET', '/admin/dashboard'],
      ['GET', `/admin/order/${id}/artwork`],
      ['GET', '/admin/print-batch'],
    ];

    it("answers 403 and the back office's words to a plain user, the buyer included", async () => {
      const stranger = await registerUser(t, 'Ravi Kumar');
      const before = await detail(bought.order._id);
      for (const user of [stranger, bought.shopper.user]) {
        for (const [method, path, body] of routes(bought.order._id)) {
          const res = await t.call(method as 'GET', path, { token: user.token, body });
          expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
          expect(res.json()).toEqual({
            success: false,
            message: "You don't have access to the back office",
            code: 'FORBIDDEN',
          });
        }
      }
      for (const [method, path, body] of routes(bought.order._id)) {
        const res = await t.call(method as 'GET', path, { body });
        expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
      }
      expect(await detail(bought.order._id)).toEqual(before);
    });

    it('lets staff and admins in; only an admin grants roles', async () => {
      for (const user of [staff, admin]) {
        expect((await as(user).get('/admin/orders/queue')).statusCode).toBe(200);
      }
      const someone = await registerUser(t, 'Meena Rao');
      const byStaff = await as(staff).put('/admin/roles', { email: someone.email, role: 'staff' });
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json().message).toBe(backofficeErrors.adminOnly);
      const byUser = await as(someone).put('/admin/roles', { email: someone.email, role: 'admin' });
      expect(byUser.statusCode).toBe(403);
      expect(byUser.json().message).toBe(backofficeErrors.staffOnly);
    });
  });

  describe('the queue', () => {
    let older: Bought;
    let newer: Bought;
    beforeAll(async () => {
      older = await paidOrder('Kavya Nair');
      newer = await paidOrder('Rohan Iyer');
    });

    const queue = async (query: string): Promise<OrderQueue> => {
      const res = await as(staff).get(`/admin/orders/queue${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().result;
    };

    it('shows placed orders oldest first, with every tab counted', async () => {
      const placed = await queue('?status=placed');
      const codes = placed.orders.map((order) => order.code);
      expect(codes.indexOf(older.order.code)).toBeLessThan(codes.indexOf(newer.order.code));
      expect(placed.counts.placed).toBe(placed.total);
      expect(placed.counts.placed).toBeGreaterThanOrEqual(2);
      const row = placed.orders.find((order) => order.code === older.order.code)!;
      expect(row).toMatchObject({
        orderStatus: 'placed',
        paymentStatus: 'Paid',
        customerName: older.order.address.name,
        customerEmail: older.shopper.user.email,
        cardCount: 3,
        paymentFlag: null,
      });
    });

    it('finds an order by its code, the buyer’s e-mail or phone digits', async () => {
      const byCode = await queue(`?q=${older.order.code.slice(3).toLowerCase()}`);
      expect(byCode.orders.map((order) => order.code)).toEqual([older.order.code]);
      const byEmail = await queue(`?q=${encodeURIComponent(newer.shopper.user.email)}`);
      expect(byEmail.orders.map((order) => order.code)).toEqual([newer.order.code]);
      const digits = older.order.address.mobile.replace(/\D/g, '').slice(-6);
      const byPhone = await queue(`?q=${digits}`);
      expect(byPhone.orders.map((order) => order.code)).toContain(older.order.code);
      // A search says which tabs hold what it found.
      expect(byCode.counts).toMatchObject({ placed: 1, confirmed: 0, pending: 0 });
      // Pattern characters are the person's, not wildcards.
      expect((await queue('?q=%25')).orders).toEqual([]);
    });

    it('pages, and refuses a query it cannot read with 400', async () => {
      expect((await queue('?status=placed&page=999')).orders).toEqual([]);
      for (const query of [
        '?status=lost',
        '?page=0',
        '?page=abc',
        `?q=${'x'.repeat(101)}`,
        '?x=1',
      ]) {
        const res = await as(staff).get(`/admin/orders/queue${query}`);
        expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      }
    });
  });

  describe('an order, confirmed, shipped and delivered', () => {
    let bought: Bought;
    beforeAll(async () => {
      bought = await paidOrder('Ishaan Gupta');
    });

    it('shows staff what they act on: lines, customer, payment, cards, timeline', async () => {
      const order = await detail(bought.order._id);
      expect(order).toMatchObject({
        code: bought.order.code,
        orderStatus: 'placed',
        customer: { email: bought.shopper.user.email, name: bought.order.address.name },
        payment: { flag: null, reference: null },
        shipping: { courier: null, tracking: null, trackingUrl: null },
      });
      expect(order.payment.paymentId).toMatch(/^pay_/);
      expect(order.cards).toHaveLength(3);
      for (const card of order.cards) {
        expect(card.url).toBe(`https://tapfolio.test/c/${card.code}`);
        expect(card.writtenAt).toBeNull();
      }
      expect(order.timeline.map((step) => [step.status, step.by])).toEqual([
        ['pending', null],
        ['placed', null],
      ]);
    });

    it('confirms once, whoever clicks twice at once, with the audit entry and the mail', async () => {
      const auditBefore = (await auditRows()).length;
      const [one, two] = await Promise.all([
        as(staff).post(`/admin/order/${bought.order._id}/confirm`),
        as(admin).post(`/admin/order/${bought.order._id}/confirm`),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const refused = [one, two].find((res) => res.statusCode === 409)!;
      expect(refused.json().message).toBe('This order is already confirmed');
      const done = [one, two].find((res) => res.statusCode === 200)!;
      expect(done.json().message).toBe('Order confirmed');
      expect(done.json().result.orderStatus).toBe('confirmed');
      const entries = (await auditRows()).slice(auditBefore);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'order.confirmed',
        subject: `order ${bought.order.code}`,
        before: { status: 'placed' },
        after: { status: 'confirmed' },
      });
      expect([staff.email, admin.email]).toContain(entries[0]!.actorEmail);
      const timeline = (await detail(bought.order._id)).timeline;
      expect(timeline.at(-1)).toMatchObject({ status: 'confirmed', by: entries[0]!.actorEmail });
      expect(
        (await mailsTo(bought.shopper.user.email)).some((mail) =>
          mail.includes(`Subject: Your Tapfolio order ${bought.order.code} is confirmed`),
        ),
      ).toBe(true);
    });

    it('needs a courier and a tracking number or https link to ship, and changes nothing without', async () => {
      const bodies: [unknown, Record<string, string>][] = [
        [{}, { courier: 'Enter the courier', tracking: 'Enter the tracking number or link' }],
        [
          { courier: 'Delhivery', tracking: 'javascript:alert(1)' },
          { tracking: backofficeErrors.trackingInvalid },
        ],
        [
          { courier: 'x'.repeat(61), tracking: 'DL1' },
          { courier: backofficeErrors.courierTooLong },
        ],
        [{ courier: 'Delhivery', tracking: 'DL1', extra: 1 }, {}],
      ];
      for (const [body, fields] of bodies) {
        const res = await as(staff).post(`/admin/order/${bought.order._id}/ship`, body);
        expect(res.statusCode).toBe(400);
        if (Object.keys(fields).length) expect(res.json().fields).toMatchObject(fields);
      }
      const huge = await as(staff).post(`/admin/order/${bought.order._id}/ship`, {
        courier: 'Delhivery',
        tracking: 'x'.repeat(JSON_BODY_LIMIT),
      });
      expect(huge.statusCode).toBe(413);
      expect((await detail(bought.order._id)).orderStatus).toBe('confirmed');
    });

    it('ships with the courier and tracking link, which the buyer sees and is mailed', async () => {
      const tracking = 'https://www.delhivery.com/track/package/DL123456789';
      const res = await as(staff).post(`/admin/order/${bought.order._id}/ship`, {
        courier: 'Delhivery',
        tracking,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.shipping).toEqual({
        courier: 'Delhivery',
        tracking,
        trackingUrl: tracking,
      });
      const own = await t.call('GET', `/order/user/${bought.order._id}`, {
        token: bought.shopper.user.token,
      });
      expect(own.json().result).toMatchObject({
        orderStatus: 'shipped',
        shipping: { courier: 'Delhivery', tracking, trackingUrl: tracking },
      });
      const mail = (await mailsTo(bought.shopper.user.email)).find((text) =>
        text.includes(`Subject: Your Tapfolio order ${bought.order.code} has shipped`),
      );
      expect(mail).toContain('on its way with Delhivery');
      expect(mail).toContain(`Follow the parcel: ${tracking}`);
      // Shipped: no cancelling now.
      const cancel = await as(staff).post(`/admin/order/${bought.order._id}/cancel`, {
        reason: 'Too late',
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('A shipped order cannot be cancelled');
    });

    it('marks it delivered, and the timeline names who did each step', async () => {
      const res = await as(admin).post(`/admin/order/${bought.order._id}/deliver`);
      expect(res.statusCode).toBe(200);
      const { timeline } = res.json().result as StaffOrderDetail;
      expect(timeline.map((step) => step.status)).toEqual([
        'pending',
        'placed',
        'confirmed',
        'shipped',
        'completed',
      ]);
      expect(timeline.find((step) => step.status === 'shipped')).toMatchObject({
        by: staff.email,
        note: 'Delhivery: https://www.delhivery.com/track/package/DL123456789',
      });
      expect(timeline.at(-1)!.by).toBe(admin.email);
      expect(
        (await mailsTo(bought.shopper.user.email)).some((mail) =>
          mail.includes(`Subject: Your Tapfolio order ${bought.order.code} is delivered`),
        ),
      ).toBe(true);
    });
  });

  describe('cancelling and the chips', () => {
    it('cancels a placed order with its reason, told to the buyer', async () => {
      const bought = await paidOrder('Neha Joshi');
      const empty = await as(staff).post(`/admin/order/${bought.order._id}/cancel`, {
        reason: ' ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ reason: 'Say why the order is cancelled' });
      const res = await as(staff).post(`/admin/order/${bought.order._id}/cancel`, {
        reason: 'The buyer asked us to',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        orderStatus: 'cancelled',
        cancelReason: 'The buyer asked us to',
      });
      const mail = (await mailsTo(bought.shopper.user.email)).find((text) =>
        text.includes(`Subject: Your Tapfolio order ${bought.order.code} is cancelled`),
      );
      expect(mail).toContain('Your order has been cancelled: The buyer asked us to.');
    });

    it('marks a card written once, with who and when; another order’s code is 404', async () => {
      const bought = await paidOrder('Farhan Ali');
      const other = await paidOrder('Zoya Khan');
      const [card] = (await detail(bought.order._id)).cards;
      const [foreign] = (await detail(other.order._id)).cards;
      const auditBefore = (await auditRows()).length;
      const path = (code: string) => `/admin/order/${bought.order._id}/card/${code}/written`;
      const res = await as(staff).post(path(card!.code.toLowerCase()));
      expect(res.statusCode).toBe(200);
      const written = (res.json().result as StaffOrderDetail).cards.find(
        (each) => each.code === card!.code,
      )!;
      expect(written.writtenBy).toBe(staff.email);
      expect(Date.parse(written.writtenAt!)).toBeGreaterThan(0);
      // Again (a second tap): the first record stands, and the log has one entry.
      expect((await as(admin).post(path(card!.code))).statusCode).toBe(200);
      expect((await detail(bought.order._id)).cards[0]!.writtenBy).toBe(staff.email);
      expect((await auditRows()).slice(auditBefore).map((row) => row.action)).toEqual([
        'card.written',
      ]);
      for (const code of [foreign!.code, 'ABCDEFGHJKMN', 'not-a-code']) {
        const refused = await as(staff).post(path(code));
        expect({ code, status: refused.statusCode }).toEqual({ code, status: 404 });
      }
    });
  });

  describe('print-ready artwork', () => {
    it('draws an order’s cards and every confirmed order’s as PDF pages, and records who took them', async () => {
      const unpaid = await placedOrder(t, await shopperWithCart(t, 'Not Paid'));
      const refused = await as(staff).get(`/admin/order/${unpaid._id}/artwork`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(backofficeErrors.noCardsToPrint);

      const bought = await paidOrder('Print Person');
      const one = await as(staff).get(`/admin/order/${bought.order._id}/artwork`);
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('application/pdf');
      expect(one.headers['content-disposition']).toContain(`${bought.order.code}-artwork.pdf`);
      const pages = async (body: Buffer) => (await PDFDocument.load(body)).getPageCount();
      // Two cards of one design and one of another: a front and a back each.
      expect(await pages(one.rawPayload)).toBe(6);
      const audited = (await auditRows()).filter(
        (row) => row.action === 'artwork.downloaded' && row.subjectId === bought.order._id,
      );
      expect(audited.map((row) => row.actorEmail)).toEqual([staff.email]);

      await as(staff).post(`/admin/order/${bought.order._id}/confirm`);
      const batch = await as(admin).get('/admin/print-batch');
      expect(batch.statusCode).toBe(200);
      expect(batch.headers['content-type']).toBe('application/pdf');
      const queue = (await as(staff).get('/admin/orders/queue?status=confirmed')).json().result;
      const cardsConfirmed = queue.orders.reduce(
        (sum: number, order: { cardCount: number }) => sum + order.cardCount,
        0,
      );
      expect(await pages(batch.rawPayload)).toBe(cardsConfirmed * 2);

      // Printed once: the batch leaves them out after, the queue says so, a reprint is one order's.
      const printed = (await as(staff).get('/admin/orders/queue?status=confirmed')).json().result;
      expect(printed.orders.every((order: { artworkAt: string | null }) => order.artworkAt)).toBe(
        true,
      );
      const again = await as(staff).get('/admin/print-batch');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(backofficeErrors.noCardsToPrint);
      expect((await as(staff).get('/admin/dashboard')).json().result.toPrint).toBe(0);
      const reprint = await as(staff).get(`/admin/order/${bought.order._id}/artwork`);
      expect(reprint.statusCode).toBe(200);
    });

    it('gives two staff pressing Download at once two batches with no order in both', async () => {
      const ids: string[] = [];
      for (const name of ['Anil Kumar', 'Bela Shah', 'Chitra Rao']) {
        const bought = await paidOrder(name);
        await as(staff).post(`/admin/order/${bought.order._id}/confirm`);
        ids.push(bought.order._id);
      }
      const batches = await Promise.all([
        as(staff).get('/admin/print-batch'),
        as(admin).get('/admin/print-batch'),
      ]);
      const drawn = batches.filter((res) => res.statusCode === 200);
      expect(drawn.length).toBeGreaterThanOrEqual(1);
      for (const res of batches.filter((each) => each.statusCode !== 200)) {
        expect(res.statusCode).toBe(409);
      }
      const pageCount = (
        await Promise.all(
          drawn.map(async (res) => (await PDFDocument.load(res.rawPayload)).getPageCount()),
        )
      ).reduce((sum, n) => sum + n, 0);
      // Three cards an order (see shopperWithCart), a front and a back each: every order once.
      expect(pageCount).toBe(ids.length * 3 * 2);
      const downloads = (await auditRows()).filter(
        (row) => row.action === 'artwork.downloaded' && ids.includes(row.subjectId),
      );
      expect(downloads).toHaveLength(ids.length);
    });
  });

  describe('a day at a glance', () => {
    it('counts today’s paid orders and revenue, and the work waiting at each step', async () => {
      const before = (await as(staff).get('/admin/dashboard')).json().result;
      const bought = await paidOrder('Dia Mirza');
      const res = await as(staff).get('/admin/dashboard');
      expect(res.statusCode).toBe(200);
      const after = res.json().result;
      expect(after.today.orders).toBe(before.today.orders + 1);
      expect(after.today.revenue).toBe(before.today.revenue + bought.order.totalPrice);
      expect(after.toConfirm).toBe(before.toConfirm + 1);
      expect(after.days).toHaveLength(30);
      expect(after.days.at(-1)).toMatchObject({ orders: after.today.orders });
      await as(staff).post(`/admin/order/${bought.order._id}/confirm`);
      const confirmed = (await as(staff).get('/admin/dashboard')).json().result;
      expect(confirmed.toShip).toBe(before.toShip + 1);
      expect(confirmed.toPrint).toBe(before.toPrint + 3);
    });
  });

  describe("India's days on the dashboard", () => {
    // 18:29 and 18:31 UTC: a minute before and after midnight in India, the 21st's first minute.
    const BEFORE_MIDNIGHT = '2026-11-20T18:29:00Z';
    const AFTER_MIDNIGHT = '2026-11-20T18:31:00Z';
    const NOW = new Date('2026-11-21T12:00:00Z');

    it('puts an order on the day it was placed in India, whatever time zone the database speaks', async () => {
      const placedAt = async (at: string) => {
        const { order } = await paidOrder();
        await t.api.db
          .update(orders)
          .set({ placedAt: new Date(at) })
          .where(eq(orders.id, order._id));
      };
      await placedAt(BEFORE_MIDNIGHT);
      await placedAt(AFTER_MIDNIGHT);
      // A server set up where it stands (Debian's initdb writes the machine's zone), or a role's
      // own setting, changes the session's time zone: India's day must not move with it.
      for (const zone of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
        const days = await t.api.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local time zone '${zone}'`));
          return (await dashboardOf(tx, NOW)).days;
        });
        const on = (day: string) => days.find((each) => each.day === day)?.orders;
        expect({ zone, 20: on('2026-11-20'), 21: on('2026-11-21') }).toEqual({
          zone,
          20: 1,
          21: 1,
        });
      }
    });
  });

  describe('the audit log', () => {
    it('is read page by page, newest first, and the database refuses to change it', async () => {
      const res = await as(staff).get('/admin/audit');
      expect(res.statusCode).toBe(200);
      const { entries, total, page } = res.json().result;
      expect(page).toBe(1);
      expect(total).toBeGreaterThan(0);
      const times = entries.map((entry: { at: string }) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const refusal = { cause: { message: 'the audit log is append-only' } };
      await expect(
        t.api.db.execute(sql`update audit_log set action = 'order.paid'`),
      ).rejects.toMatchObject(refusal);
      await expect(t.api.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refusal);
      expect((await auditRows()).length).toBe(total);
    });
  });

  describe('the catalogue', () => {
    it('records each product and category change, before and after, with who made it', async () => {
      const created = await as(staff).post('/admin/product-category', { name: 'Audit Metal' });
      expect(created.statusCode).toBe(201);
      const category = created.json().result;
      const renamed = await t.call('PATCH', `/admin/product-category/${category._id}`, {
        token: staff.token,
        body: { name: 'Audit Metals' },
      });
      expect(renamed.statusCode).toBe(200);
      const entries = (await auditRows()).filter((row) => row.subjectId === category._id);
      expect(entries.map((row) => [row.action, row.actorEmail])).toEqual([
        ['category.created', staff.email],
        ['category.edited', staff.email],
      ]);
      expect(entries[1]).toMatchObject({
        before: { name: 'Audit Metal' },
        after: { name: 'Audit Metals' },
      });
      const product = await addProduct(t, { name: 'Audit Card', salePrice: 499, actualPrice: 999 });
      const cheaper = await t.call('PATCH', `/admin/product/${product.id}`, {
        token: admin.token,
        body: { salePrice: 449 },
      });
      expect(cheaper.statusCode).toBe(200);
      expect(
        (await t.call('DELETE', `/admin/product/${product.id}`, { token: staff.token })).statusCode,
      ).toBe(200);
      const productEntries = (await auditRows()).filter((row) => row.subjectId === product.id);
      expect(productEntries.map((row) => [row.action, row.actorEmail])).toEqual([
        ['product.edited', admin.email],
        ['product.archived', staff.email],
      ]);
      expect(productEntries[0]).toMatchObject({
        before: { salePrice: 499 },
        after: { salePrice: 449 },
      });
      // A refused change records nothing.
      const count = (await auditRows()).length;
      const refused = await t.call('PATCH', `/admin/product-category/${category._id}`, {
        token: staff.token,
        body: { name: '' },
      });
      expect(refused.statusCode).toBe(400);
      expect((await auditRows()).length).toBe(count);
    });
  });

  describe('the tabs’ counts', () => {
    it('are kept by the database through every move, and agree with a count of every order', async () => {
      // Orders in every state the file left, plus one never paid and one taken back out (as an
      // order whose payment link could not be made is; a paid one keeps its invoice, and stays).
      const shopper = await shopperWithCart(t, 'Diya Menon');
      const unpaid = await placedOrder(t, shopper);
      const gone = await placedOrder(t, await shopperWithCart(t, 'Zara Kapoor'));
      await t.api.db.delete(orders).where(eq(orders.id, gone._id));
      const cancelled = await paidOrder('Varun Bhat');
      await as(staff).post(`/admin/order/${cancelled.order._id}/cancel`, { reason: 'Asked to' });

      const kept = (await as(staff).get('/admin/orders/queue')).json().result as OrderQueue;
      const counted = await t.api.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .groupBy(orders.status);
      const expected = Object.fromEntries(Object.keys(kept.counts).map((tab) => [tab, 0]));
      for (const { status, n } of counted) expected[status] = n;
      expect(kept.counts).toEqual(expected);
      expect(kept.counts.pending).toBeGreaterThanOrEqual(1);
      expect(kept.counts.cancelled).toBeGreaterThanOrEqual(1);
      expect(unpaid.orderStatus).toBe('pending');
    });
  });

  describe('roles', () => {
    it('an admin gives a verified account a role, recorded; an unverified one is refused', async () => {
      const unverified = await registerUser(t, 'New Person');
      const refused = await as(admin).put('/admin/roles', {
        email: unverified.email,
        role: 'staff',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(backofficeErrors.emailNotVerified);
      expect((await as(unverified).get('/admin/orders/queue')).statusCode).toBe(403);

      const colleague = await makeStaff(t, 'Colleague');
      const granted = await as(admin).put('/admin/roles', {
        email: colleague.email.toUpperCase(),
        role: 'admin',
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().result).toEqual({ email: colleague.email, role: 'admin' });
      const entry = (await auditRows())
        .filter(
          (row) => row.action === 'role.granted' && row.subject === `account ${colleague.email}`,
        )
        .at(-1);
      expect(entry).toMatchObject({ before: { role: 'staff' }, after: { role: 'admin' } });
      const self = await as(admin).put('/admin/roles', { email: admin.email, role: 'user' });
      expect(self.statusCode).toBe(403);
      for (const body of [{ email: colleague.email, role: 'owner' }, { role: 'staff' }, []]) {
        expect((await as(admin).put('/admin/roles', body)).statusCode).toBe(400);
      }
    });
  });
});
