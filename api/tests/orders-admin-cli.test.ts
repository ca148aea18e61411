import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, inArray } from 'drizzle-orm';
import { QUEUE_STATUSES, listDate, orderErrors as e, type Order } from 'shared-contracts';
import { ADMIN_USAGE, runAdminCommand } from '../src/cli/admin-command.js';
import { RECONCILE_NEEDS_KEYS } from '../src/cli/order-commands.js';
import { RAZORPAY_EMULATOR_PATH, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { orders, products } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin } from './helpers/catalogue.js';
import { emulator, payPage, placedOrder, shopperWithCart, type Shopper } from './helpers/orders.js';

const LINK_NOT_CANCELLED =
  '; its payment link could not be cancelled (see the log): check at Razorpay that it was not paid as well';

interface TestOrder {
  shopper: Shopper;
  order: Order;
}

/** The line `orders` starts with: every tab's count (none unless said), and the page. */
const tabs = (counts: Partial<Record<(typeof QUEUE_STATUSES)[number], number>>, page = 1) =>
  [...QUEUE_STATUSES.map((tab) => `${tab} ${counts[tab] ?? 0}`), `page ${page} of 1`].join(' · ');

/**
 * `npm run admin -- orders|advance|paid|reconcile`. The shop's API runs with Razorpay keys against
 * an emulator served by a second API that listens on a port: the links then outlive the shop's
 * process, as Razorpay's do, so the command (a process of its own) can cancel and reconcile them.
 * The shop's database is the embedded one in its DATA_DIR (or a PostgreSQL database of its own),
 * so the shop is stopped before the commands run, as the embedded database's lock requires.
 */
describe('npm run admin, the order commands', () => {
  let razorpay: TestApp;
  let t: TestApp;
  let config: Config;
  /** Made in this order: the pending ones are listed the other way round. */
  let placed: TestOrder;
  let paidAtRazorpay: TestOrder;
  let toMarkPaid: TestOrder;
  let toCancel: TestOrder;
  let paidTwice: TestOrder;

  /** Open from the end of beforeAll: every command and read below uses this one opening. */
  let shared: DatabaseHandle;
  const run = (...args: string[]) => runAdminCommand(args, config, shared);
  const link = (order: Order) => {
    const id = new URL(order.razorpayPaymentLink!).pathname.split('/').at(-1)!;
    return emulator(razorpay).get(id)!;
  };
  const payAtRazorpay = async (order: Order) => {
    const res = await razorpay.app.inject({
      method: 'POST',
      url: `${payPage(order.razorpayPaymentLink!)}/pay`,
    });
    expect(res.statusCode).toBe(303);
  };

  /** Reads the shop's database while no command has it. */
  const withDb = <T>(read: (db: Database) => Promise<T>): Promise<T> => read(shared.db);
  /** The order's row and its cards' sold counters (sorted), in one opening of the database. */
  const snapshot = ({ order, shopper }: TestOrder) =>
    withDb(async (db) => {
      const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
      const sold = await db
        .select({ unitsSold: products.unitsSold })
        .from(products)
        .where(
          inArray(
            products.id,
            shopper.cart.map((line) => line.productId),
          ),
        );
      return { row: row!, unitsSold: sold.map((line) => line.unitsSold).sort() };
    });
  const rowOf = async (order: TestOrder) => (await snapshot(order)).row;

  /** The .eml files the shop and the commands wrote in DATA_DIR/mail, oldest first. */
  async function mails(): Promise<string[]> {
    const dir = join(config.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  }

  /** Subjects of the mails written so far about this order. */
  const subjectsAbout = async ({ order, shopper }: TestOrder) =>
    (await mails())
      .filter((mail) => mail.includes(`To: ${shopper.user.email}`) && mail.includes(order.code))
      .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]?.trim());

  beforeAll(async () => {
    razorpay = await createTestApp();
    await razorpay.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = razorpay.app.server.address() as AddressInfo;
    const { keyId, keySecret, webhookSecret } = razorpay.config.razorpay;
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-orders-cli-'));
    t = await createTestApp(
      {
        // PGlite in DATA_DIR unless the suite runs on PostgreSQL.
        ...(!process.env.API_TEST_DATABASE_URL && { databaseUrl: undefined }),
        razorpay: {
          mode: 'razorpay',
          keyId,
          keySecret,
          webhookSecret,
          apiUrl: `http://127.0.0.1:${port}${RAZORPAY_EMULATOR_PATH}`,
        },
      },
      { env: { DATA_DIR: dataDir } },
    );
    config = t.config;

    const admin = await makeAdmin(t);
    const newOrder = async (name: string): Promise<TestOrder> => {
      const shopper = await shopperWithCart(t, name);
      return { shopper, order: await placedOrder(t, shopper) };
    };
    placed = await newOrder('Asha Rao');
    const paid = await t.call('POST', `/admin/order/${placed.order._id}/paid`, {
      token: admin.token,
      body: { reference: 'NEFT-1' },
    });
    expect(paid.statusCode).toBe(200);
    paidAtRazorpay = await newOrder('Kabir Shah');
    await payAtRazorpay(paidAtRazorpay.order);
    toMarkPaid = await newOrder('Meera Iyer');
    toCancel = await newOrder('Ravi Kumar');
    paidTwice = await newOrder('Nisha Verma');
    await payAtRazorpay(paidTwice.order);
    // The bank payment's link cancel ran in the background: done before the shop stops.
    const deadline = Date.now() + 10_000;
    while (link(placed.order).status !== 'cancelled') {
      if (Date.now() > deadline) throw new Error('the paid order’s link was never cancelled');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // The shop stops: the commands open its database themselves, as `npm run admin` does.
    await t.app.close();
    expect(await runAdminCommand(['orders', 'completed'], config)).toEqual({
      code: 0,
      message: `${tabs({ placed: 1, pending: 4 })}\nNo orders`,
    });
    // Then once for all that follows: an opening is most of a command's time, and the commands'
    // work is what the tests below are about.
    shared = await openDatabase(config);
  });
  afterAll(async () => {
    await shared?.close();
    await t?.close();
    await razorpay?.close();
    if (config) await rm(config.dataDir, { recursive: true, force: true });
  });

  describe('orders [status] [page]', () => {
    const row = (order: Order, status: string, payment: string) => [
      order.code,
      status,
      payment,
      '₹1,797',
      listDate(order.createdAt),
    ];

    it('lists the placed tab by default, oldest first, under every tab’s count', async () => {
      const { code, message } = await run('orders');
      expect(code).toBe(0);
      const [counts, ...lines] = message.split('\n');
      expect(counts).toBe(tabs({ placed: 1, pending: 4 }));
      expect(lines.map((line) => line.split(/ {2,}/))).toEqual([
        row(placed.order, 'placed', 'Paid'),
      ]);
    });

    it('lists another tab as the back office orders it: code, status, payment, total and day', async () => {
      const { code, message } = await run('orders', 'pending');
      expect(code).toBe(0);
      const [counts, ...lines] = message.split('\n');
      expect(counts).toBe(tabs({ placed: 1, pending: 4 }));
      // Where no work waits, the newest is first.
      expect(lines.map((line) => line.split(/ {2,}/))).toEqual(
        [paidTwice, toCancel, toMarkPaid, paidAtRazorpay].map(({ order }) =>
          row(order, 'pending', 'Pending'),
        ),
      );
    });

    it('says when a tab or a page has none', async () => {
      expect(await run('orders', 'completed')).toEqual({
        code: 0,
        message: `${tabs({ placed: 1, pending: 4 })}\nNo orders`,
      });
      expect(await run('orders', 'pending', '2')).toEqual({
        code: 0,
        message: `${tabs({ placed: 1, pending: 4 }, 2)}\nNo orders on page 2`,
      });
    });
  });

  describe('advance <code> <status>', () => {
    it('moves an order on, whatever the case of its code, and stamps each step', async () => {
      const { code } = placed.order;
      expect(await run('advance', code, 'confirmed')).toEqual({
        code: 0,
        message: `${code} is confirmed now`,
      });
      expect(await run('advance', ` ${code.toLowerCase()} `, 'shipped')).toEqual({
        code: 0,
        message: `${code} is shipped now`,
      });
      const row = await rowOf(placed);
      expect(row).toMatchObject({ status: 'shipped', paymentStatus: 'Paid' });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(row.shippedAt!.getTime()).toBeGreaterThanOrEqual(row.confirmedAt!.getTime());
      expect(row.confirmedAt!.getTime()).toBeGreaterThanOrEqual(row.placedAt!.getTime());
    });

    it('mails the owner at each step (confirmed, shipped) before the command ends', async () => {
      expect(await subjectsAbout(placed)).toEqual([
        `Your Tapfolio order ${placed.order.code} is placed`,
        `Your Tapfolio order ${placed.order.code} is confirmed`,
        `Your Tapfolio order ${placed.order.code} has shipped`,
      ]);
    });

    it('refuses a move back, to failed or to placed with exit code 1 and the reason', async () => {
      const before = await rowOf(placed);
      const refusals = [
        ['confirmed', e.statusNotAllowed('shipped', 'confirmed')],
        ['failed', e.statusNotAllowed('shipped', 'failed')],
        ['placed', 'An order is placed by its payment: mark it paid instead'],
      ];
      for (const [status, message] of refusals) {
        expect(await run('advance', placed.order.code, status!)).toEqual({ code: 1, message });
      }
      expect(await rowOf(placed)).toEqual(before);
    });

    it('completes a shipped order', async () => {
      expect(await run('advance', placed.order.code, 'completed')).toEqual({
        code: 0,
        message: `${placed.order.code} is completed now`,
      });
      expect((await rowOf(placed)).completedAt).toBeInstanceOf(Date);
      expect((await subjectsAbout(placed)).at(-1)).toBe(
        `Your Tapfolio order ${placed.order.code} is delivered`,
      );
    });

    it('cancels a pending order and its payment link at Razorpay', async () => {
      expect(link(toCancel.order).status).toBe('created');
      expect(await run('advance', toCancel.order.code, 'cancelled')).toEqual({
        code: 0,
        message: `${toCancel.order.code} is cancelled now`,
      });
      expect(link(toCancel.order).status).toBe('cancelled');
      expect(await rowOf(toCancel)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'Pending',
        cancelledAt: expect.any(Date),
      });
    });
  });

  describe('paid <code> <reference>', () => {
    it('places a pending order paid by bank, counts it sold, mails and closes its link', async () => {
      expect(await run('paid', toMarkPaid.order.code, ' NEFT-2026-7 ')).toEqual({
        code: 0,
        message: `${toMarkPaid.order.code} is paid (NEFT-2026-7) and placed`,
      });
      const { row, unitsSold } = await snapshot(toMarkPaid);
      expect(row).toMatchObject({
        status: 'placed',
        paymentStatus: 'Paid',
        paymentReference: 'NEFT-2026-7',
        placedAt: expect.any(Date),
      });
      // Two of one card and one of the other, counted once.
      expect(unitsSold).toEqual([1, 2]);
      expect(link(toMarkPaid.order).status).toBe('cancelled');
      expect(await subjectsAbout(toMarkPaid)).toEqual([
        `Your Tapfolio order ${toMarkPaid.order.code} is placed`,
      ]);
    });

    it('refuses an order already paid with exit code 1, and counts nothing twice', async () => {
      expect(await run('paid', toMarkPaid.order.code, 'NEFT-2026-8')).toEqual({
        code: 1,
        message: e.alreadyPaid,
      });
      const { row, unitsSold } = await snapshot(toMarkPaid);
      expect(row.paymentReference).toBe('NEFT-2026-7');
      expect(unitsSold).toEqual([1, 2]);
    });

    it('says so when the link could not be cancelled: it was paid at Razorpay meanwhile', async () => {
      expect(link(paidTwice.order).status).toBe('paid');
      expect(await run('paid', paidTwice.order.code, 'UPI-99')).toEqual({
        code: 0,
        message: `${paidTwice.order.code} is paid (UPI-99) and placed${LINK_NOT_CANCELLED}`,
      });
    });

    it('records a bank payment for a cancelled order as flagged: the money is due back', async () => {
      expect(await run('paid', toCancel.order.code, 'IMPS-5')).toEqual({
        code: 0,
        message: `${toCancel.order.code} is paid (IMPS-5) and cancelled, flagged paid-while-closed: the money is due back`,
      });
      const { row, unitsSold } = await snapshot(toCancel);
      expect(row).toMatchObject({ status: 'cancelled', paymentFlag: 'paid-while-closed' });
      expect(unitsSold).toEqual([0, 0]);
      const { message } = await run('orders', 'cancelled');
      expect(message.split('\n')[1]).toMatch(
        new RegExp(`^${toCancel.order.code} .* FLAG paid-while-closed$`),
      );
    });

    it('refuses a reference over 100 characters, as the route does', async () => {
      // Checked before the database is opened; the reconcile below finds the order still pending.
      expect(await run('paid', paidAtRazorpay.order.code, 'R'.repeat(101))).toEqual({
        code: 1,
        message: e.paymentReferenceTooLong,
      });
    });
  });

  describe('reconcile', () => {
    it('asks Razorpay about pending orders and places the one paid there', async () => {
      expect(await run('reconcile')).toEqual({
        code: 0,
        message: 'Checked 1: 1 placed, 0 failed, 0 flagged, 0 could not be checked',
      });
      const { row, unitsSold } = await snapshot(paidAtRazorpay);
      expect(row).toMatchObject({
        status: 'placed',
        paymentStatus: 'Paid',
        paymentReference: link(paidAtRazorpay.order).payments![0]!.payment_id,
      });
      expect(unitsSold).toEqual([1, 2]);
      expect(await run('reconcile')).toEqual({
        code: 0,
        message: 'Checked 0: 0 placed, 0 failed, 0 flagged, 0 could not be checked',
      });
    });

    it('refuses without Razorpay keys: the emulator’s links live in the running server', async () => {
      const emulated: Config = { ...config, razorpay: { ...config.razorpay, mode: 'emulator' } };
      expect(await runAdminCommand(['reconcile'], emulated, shared)).toEqual({
        code: 1,
        message: RECONCILE_NEEDS_KEYS,
      });
    });
  });

  describe('mistakes', () => {
    it.each(['advance', 'paid'])('%s answers exit code 1 for an unknown code', async (action) => {
      expect(await run(action, 'TF-ZZZZZZ', action === 'paid' ? 'NEFT-1' : 'shipped')).toEqual({
        code: 1,
        message: 'No order has the code TF-ZZZZZZ',
      });
    });

    it.each([
      [[]],
      [['orders', 'shipping']],
      [['orders', 'placed', 'pending']],
      [['orders', 'placed', '0']],
      [['orders', 'placed', '1.5']],
      [['orders', 'placed', '1', '2']],
      [['advance']],
      [['advance', 'TF-ZZZZZZ']],
      [['advance', 'TF-ZZZZZZ', 'delivered']],
      [['advance', 'TF-ZZZZZZ', 'shipped', 'now']],
      [['paid']],
      [['paid', 'TF-ZZZZZZ']],
      [['paid', 'TF-ZZZZZZ', '   ']],
      [['paid', 'TF-ZZZZZZ', 'NEFT', '1']],
      [['reconcile', 'now']],
      [['ship', 'TF-ZZZZZZ']],
    ])('answers the usage with exit code 2 for %j', async (args) => {
      expect(await runAdminCommand(args, config)).toEqual({ code: 2, message: ADMIN_USAGE });
    });

    it('says the embedded database is in use while the shop runs', async () => {
      if (config.databaseUrl) return; // PostgreSQL has no such lock.
      // `shared` holds it open, as a running shop would.
      const { code, message } = await runAdminCommand(['orders'], config);
      expect(code).toBe(1);
      expect(message).toMatch(
        /^Cannot run orders: the embedded database in .+ is in use by process \d+: stop the app first/,
      );
    });
  });
});
