import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  API_BASE,
  NFC_CODE_PATTERN,
  nfcCardErrors,
  nfcCardUrl,
  type NfcCard,
  type Order,
} from 'shared-contracts';
import { ADMIN_USAGE, runAdminCommand } from '../src/cli/admin-command.js';
import type { Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { nfcCards } from '../src/db/schema/index.js';
import { signWebhook } from '../src/modules/payments/signatures.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { emulator, orderRow, payPage, placedOrder, shopperWithCart } from './helpers/orders.js';
import type { TestUser } from './helpers/users.js';
import { apiEnvelopeProblem, describeAnswer } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

const PUBLIC_URL = 'https://tapfolio.test';

/** Presses Pay on the emulated Razorpay page, as the payer does: its webhook places the order. */
async function pay(t: TestApp, order: Order) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${payPage(order.razorpayPaymentLink!)}/pay`,
  });
  expect(res.statusCode).toBe(303);
}

/** An onboarded person's paid order of 3 cards (2 x Midnight Matte, 1 x Rose Gold). */
async function paidOrder(t: TestApp, name: string) {
  const shopper = await shopperWithCart(t, name);
  const order = await placedOrder(t, shopper);
  await pay(t, order);
  return { user: shopper.user, order };
}

const storedCards = (db: Database, orderId: string) =>
  db.select().from(nfcCards).where(eq(nfcCards.orderId, orderId));

describe('NFC cards of paid orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const myCards = async (user: TestUser): Promise<NfcCard[]> => {
    const res = await t.call('GET', '/user/nfc-cards', { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  const patch = (user: TestUser, code: string, body: unknown) =>
    t.call('PATCH', `/user/nfc-cards/${encodeURIComponent(code)}`, { token: user.token, body });
  const statusOf = async (code: string) =>
    (await t.api.db.select().from(nfcCards).where(eq(nfcCards.code, code)))[0]?.status;

  it('are made once the order is paid: one per unit, unique codes, owned by the buyer', async () => {
    const shopper = await shopperWithCart(t, 'Asha Rao');
    const order = await placedOrder(t, shopper);
    const unpaid = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(unpaid.json().result.cards).toEqual([]);
    expect(await storedCards(t.api.db, order._id)).toEqual([]);

    await pay(t, order);
    const rows = await storedCards(t.api.db, order._id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.code).toMatch(NFC_CODE_PATTERN);
      // 12 characters: the 8 of the first cards could be walked, at a few billion guesses a day.
      expect(row.code).toHaveLength(12);
      expect(row).toMatchObject({ userId: shopper.user.id, status: 'active' });
    }
    expect(new Set(rows.map((row) => row.code)).size).toBe(3);
    // Units 1 and 2 of the first line, unit 1 of the second.
    expect(rows.map((row) => row.unit).sort()).toEqual([1, 1, 2]);

    const cards = await myCards(shopper.user);
    expect(cards.map((card) => card.productName)).toEqual([
      'Midnight Matte',
      'Midnight Matte',
      'Rose Gold',
    ]);
    for (const card of cards) {
      expect(card).toEqual({
        code: card.code,
        status: 'active',
        url: `${PUBLIC_URL}/c/${card.code}`,
        orderId: order._id,
        productName: card.productName,
        createdAt: expect.any(String),
      });
    }

    // The order's detail shows the same cards.
    const detail = await t.call('GET', `/order/user/${order._id}`, { token: shopper.user.token });
    expect(detail.json().result).toMatchObject({ orderStatus: 'placed', cards });
  });

  it('are not made again by a second notification of the same payment', async () => {
    const { user, order } = await paidOrder(t, 'Twice Told');
    const before = (await storedCards(t.api.db, order._id)).map((row) => row.code).sort();
    expect(before).toHaveLength(3);

    const row = await orderRow(t, order._id);
    const store = emulator(t);
    const link = store.get(row.razorpayLinkId!)!;
    const payment = store.capturedPayment(link.id)!;
    const raw = JSON.stringify(store.event('payment_link.paid', { link, payment }));
    const again = await t.call('POST', '/payments/razorpay/webhook', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(raw, t.config.razorpay.webhookSecret),
        'x-razorpay-event-id': `evt_again_${order.code}`,
      },
    });
    expect(again.statusCode).toBe(200);

    const after = (await storedCards(t.api.db, order._id)).map((r) => r.code).sort();
    expect(after).toEqual(before);
    expect((await myCards(user)).map((card) => card.code).sort()).toEqual(before);
  });

  it("lists only the caller's own cards, newest first", async () => {
    const first = await paidOrder(t, 'Kabir Shah');
    const second = await paidOrder(t, 'Kabir Shah again');
    const other = await paidOrder(t, 'Meera Iyer');
    // A second order of the same person: its cards come first.
    await t.api.db
      .update(nfcCards)
      .set({ orderId: second.order._id, userId: first.user.id })
      .where(eq(nfcCards.orderId, second.order._id));

    const cards = await myCards(first.user);
    expect(cards).toHaveLength(6);
    expect(cards.slice(0, 3).every((card) => card.orderId === second.order._id)).toBe(true);
    expect(cards.slice(3).every((card) => card.orderId === first.order._id)).toBe(true);
    const others = (await storedCards(t.api.db, other.order._id)).map((row) => row.code);
    expect(cards.some((card) => others.includes(card.code))).toBe(false);
    expect(await myCards(second.user)).toEqual([]);
  });

  it('PATCH marks a card lost and active again; the answer is the card', async () => {
    const { user } = await paidOrder(t, 'Ravi Kumar');
    const [card] = await myCards(user);
    const lost = await patch(user, card!.code, { status: 'lost' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().result).toEqual({ ...card, status: 'lost' });
    expect(await statusOf(card!.code)).toBe('lost');
    // A code typed in lower case is the same code.
    const back = await patch(user, card!.code.toLowerCase(), { status: 'active' });
    expect(back.statusCode).toBe(200);
    expect(back.json().result).toEqual({ ...card, status: 'active' });
    expect(await statusOf(card!.code)).toBe('active');
  });

  it("another person's card, or an unknown or malformed code, is 404 and nothing changes", async () => {
    const owner = await paidOrder(t, 'Nisha Verma');
    const stranger = await paidOrder(t, 'Arjun Das');
    const [card] = await myCards(owner.user);
    for (const code of [card!.code, 'ABCDEFGH', 'abc', 'x'.repeat(100), "1' OR '1'='1"]) {
      const res = await patch(stranger.user, code, { status: 'lost' });
      expect({ code, status: res.statusCode }).toEqual({ code, status: 404 });
      expect(res.json()).toMatchObject({ success: false, message: nfcCardErrors.notFound });
    }
    expect(await statusOf(card!.code)).toBe('active');
    expect((await myCards(owner.user))[0]).toEqual(card);
    // Without a token: 401.
    const anonymous = await t.call('PATCH', `/user/nfc-cards/${card!.code}`, {
      body: { status: 'lost' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call('GET', '/user/nfc-cards')).statusCode).toBe(401);
  });

  it("'inactive' can be neither set nor left by the owner", async () => {
    const { user } = await paidOrder(t, 'Farah Khan');
    const [card, other] = await myCards(user);
    const refused = await patch(user, other!.code, { status: 'inactive' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: nfcCardErrors.statusInvalid });
    expect(await statusOf(other!.code)).toBe('active');

    await t.api.db
      .update(nfcCards)
      .set({ status: 'inactive' })
      .where(eq(nfcCards.code, card!.code));
    for (const status of ['active', 'lost']) {
      const res = await patch(user, card!.code, { status });
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(card!.code)).toBe('inactive');
  });

  it('refuses fuzzed bodies in the envelope, never a 5xx, and oversize ones with 413', async () => {
    const { user } = await paidOrder(t, 'Fuzz Owner');
    const [card] = await myCards(user);
    await fc.assert(
      fc.asyncProperty(bodiesFor({ status: 'lost' }), async (body) => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `${API_BASE}/user/nfc-cards/${card!.code}`,
          headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}` },
          payload: body.payload,
        });
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = apiEnvelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
        if (res.statusCode === 200) expect(['active', 'lost']).toContain(res.json().result.status);
      }),
      { numRuns: 60, endOnFailure: true },
    );
    expect(['active', 'lost']).toContain(await statusOf(card!.code));

    const big = oversize();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE}/user/nfc-cards/${card!.code}`,
      headers: { 'content-type': big.contentType, authorization: `Bearer ${user.token}` },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(apiEnvelopeProblem(res)).toBeNull();
    expect((await patch(user, card!.code, { status: 'lost', ownerId: 'someone' })).statusCode).toBe(
      400,
    );
  });

  it('resolves a code for the gateway: owner and handle, inactive once lost, null when unknown', async () => {
    const { user } = await paidOrder(t, 'Resolve Me');
    const [card] = await myCards(user);
    expect(await t.api.nfcCards.resolve(card!.code)).toEqual({ userId: user.id, handle: null });
    await patch(user, card!.code, { status: 'lost' });
    expect(await t.api.nfcCards.resolve(card!.code)).toBe('inactive');
    await patch(user, card!.code, { status: 'active' });
    expect(await t.api.nfcCards.resolve(card!.code.toLowerCase())).toEqual({
      userId: user.id,
      handle: null,
    });
    expect(await t.api.nfcCards.resolve('ABCDEFGH')).toBeNull();
    expect(await t.api.nfcCards.resolve('not a code')).toBeNull();
    await t.api.db.update(nfcCards).set({ userId: null }).where(eq(nfcCards.code, card!.code));
    expect(await t.api.nfcCards.resolve(card!.code)).toBe('inactive');
  });
});

/**
 * `npm run admin -- cards|move-card`, on the shop's own database once the shop has stopped (the
 * embedded database's lock), as the order commands run.
 */
describe('npm run admin, the card commands', () => {
  let t: TestApp;
  let config: Config;
  let paid: { user: TestUser; order: Order };
  let pending: Order;
  let colleague: TestUser;
  /** Open from the end of beforeAll: every command and read below uses this one opening. */
  let shared: DatabaseHandle;
  const run = (...args: string[]) => runAdminCommand(args, config, shared);
  const withDb = <T>(read: (db: Database) => Promise<T>): Promise<T> => read(shared.db);

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-cards-cli-'));
    t = await createTestApp(
      // PGlite in DATA_DIR unless the suite runs on PostgreSQL.
      { ...(!process.env.API_TEST_DATABASE_URL && { databaseUrl: undefined }) },
      { env: { DATA_DIR: dataDir } },
    );
    config = t.config;
    paid = await paidOrder(t, 'Old Buyer');
    // Paid before cards had codes: none were made then.
    await t.api.db.delete(nfcCards).where(eq(nfcCards.orderId, paid.order._id));
    pending = await placedOrder(t, await shopperWithCart(t, 'Not Paid Yet'));
    colleague = (await shopperWithCart(t, 'New Employee')).user;
    await t.app.close();
    // The commands open the shop's database by its folder, as `npm run admin` does (the order
    // commands' tests prove the lock), then share one opening: it is most of a command's time.
    expect(await runAdminCommand(['cards', pending.code], config)).toEqual({
      code: 1,
      message: `${pending.code} is pending, not paid: it has no cards`,
    });
    shared = await openDatabase(config);
  });
  afterAll(async () => {
    await shared?.close();
    await t?.close();
    if (config) await rm(config.dataDir, { recursive: true, force: true });
  });

  it('cards <order> makes the missing cards and prints each code with the URL for its chip', async () => {
    const { code, message } = await run('cards', paid.order.code.toLowerCase());
    expect(code).toBe(0);
    const [summary, ...lines] = message.split('\n');
    expect(summary).toBe(`${paid.order.code}: 3 cards, 3 made now`);
    const rows = await withDb((db) => storedCards(db, paid.order._id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.userId === paid.user.id)).toBe(true);
    const printed = lines.map((line) => line.split('  '));
    expect(printed.map(([c]) => c).sort()).toEqual(rows.map((row) => row.code).sort());
    for (const [c, url, name] of printed) {
      expect(c).toMatch(NFC_CODE_PATTERN);
      expect(url).toBe(nfcCardUrl(PUBLIC_URL, c!));
      expect(['Midnight Matte', 'Rose Gold']).toContain(name);
    }

    // Again, by the order's id: nothing more is made, the same cards are printed.
    const again = await run('cards', paid.order._id);
    expect(again).toEqual({
      code: 0,
      message: [`${paid.order.code}: 3 cards, 0 made now`, ...lines].join('\n'),
    });
  });

  it('cards refuses an unpaid or unknown order', async () => {
    expect(await run('cards', pending.code)).toEqual({
      code: 1,
      message: `${pending.code} is pending, not paid: it has no cards`,
    });
    expect(await run('cards', 'TF-NOPE00')).toEqual({
      code: 1,
      message: 'No order has the code or id TF-NOPE00',
    });
    expect(await withDb((db) => storedCards(db, pending._id))).toEqual([]);
  });

  it('move-card <code> <email> gives the card to another account and says so', async () => {
    const [row] = await withDb((db) => storedCards(db, paid.order._id));
    const code = row!.code;
    expect(
      await run('move-card', code.toLowerCase(), ` ${colleague.email.toUpperCase()} `),
    ).toEqual({
      code: 0,
      message: `${code} (${nfcCardUrl(PUBLIC_URL, code)}) belongs to ${colleague.email} now, active`,
    });
    const [moved] = await withDb((db) => db.select().from(nfcCards).where(eq(nfcCards.code, code)));
    expect(moved).toMatchObject({ userId: colleague.id, status: 'active' });

    expect(await run('move-card', 'ABCDEFGH', colleague.email)).toEqual({
      code: 1,
      message: 'No card has the code ABCDEFGH',
    });
    expect(await run('move-card', code, 'nobody@example.com')).toEqual({
      code: 1,
      message: 'No account has the e-mail nobody@example.com',
    });
    expect(await run('move-card', code)).toEqual({ code: 2, message: ADMIN_USAGE });
    expect(await run('cards')).toEqual({ code: 2, message: ADMIN_USAGE });
  });
});
