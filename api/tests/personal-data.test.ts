import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { accountErrors, dataExportFileName, personalDataTexts } from 'shared-contracts';
import {
  addressBookEntries,
  closedAccounts,
  insightCounts,
  nfcCards,
  orderLines,
  passwordGuesses,
  portfolioLeads,
  users,
} from '../src/db/schema/index.js';
import { variantKey } from '../src/lib/storage/storage.js';
import { signedInAccount } from '../src/modules/account/password-guesses.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { png } from './helpers/images.js';
import { orderRow } from './helpers/orders.js';
import { fetchFile, uploaded } from './helpers/uploads.js';
import { PASSWORD, registerUser, type TestUser } from './helpers/users.js';
import { apiEnvelopeProblem, describeAnswer } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';
import { resident, snapshot, type Resident } from './support/world.js';

const WRONG = 'NotMyPassword1';
const GONE = 'This card is no longer available';

let t: TestApp;
let alice: Resident;
let bob: Resident;
/** Alice's second upload (her profile picture): a PNG, beside the service's JPEG. */
let alicePhoto: string;

const exportOf = (token?: string) => t.call('GET', '/user/export', { ...(token && { token }) });
const deleteAccount = (token: string | undefined, body: unknown) =>
  t.call('DELETE', '/user/account', { ...(token && { token }), body });

/** The archive's files by name, and its data.json read. */
function unzip(res: { rawPayload: Buffer }) {
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const json = files['data.json'];
  if (!json) throw new Error(`no data.json in ${Object.keys(files).join(', ')}`);
  return { files, data: JSON.parse(strFromU8(json)) as Record<string, unknown> };
}

const addCard = (code: string, who: Resident, status: 'active' | 'lost' = 'active') =>
  t.api.db.insert(nfcCards).values({ code, userId: who.user.id, orderId: who.ids.order, status });

beforeAll(async () => {
  t = await createTestApp();
  alice = await resident(t, 'Alice Rao');
  bob = await resident(t, 'Bob Menon');
  alicePhoto = (await uploaded(t, alice.user.token, { data: await png(), filename: 'me.png' })).key;
  const handle = await t.call('PATCH', '/portfolio/handle', {
    token: alice.user.token,
    body: { handle: 'alice.rao' },
  });
  expect(handle.statusCode).toBe(200);
  await addCard('ALICEAA2', alice);
  await addCard('ALICEBB3', alice, 'lost');
  await addCard('BOBCCCC4', bob);
  await t.api.db.insert(insightCounts).values([
    { userId: alice.user.id, day: '2026-11-20', event: 'view', count: 7 },
    { userId: alice.user.id, day: '2026-11-21', event: 'link', detail: 'whatsapp', count: 2 },
    { userId: bob.user.id, day: '2026-11-20', event: 'view', count: 99 },
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /user/export', () => {
  it('answers 401 without a token, and with a forged one', async () => {
    expect((await exportOf()).statusCode).toBe(401);
    const forged = await exportOf(`${alice.user.token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(apiEnvelopeProblem(forged)).toBeNull();
  });

  it('is one zip attachment with every kind of data and each upload byte for byte', async () => {
    const res = await exportOf(alice.user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(today)}"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const { files, data } = unzip(res);
    const profile = data.profile as Record<string, unknown>;
    expect(profile).toMatchObject({ _id: alice.user.id, email: alice.user.email });
    expect(Object.keys(profile)).not.toContain('passwordHash');
    expect(Object.keys(profile)).not.toContain('tokenVersion');
    const text = strFromU8(files['data.json']!);
    expect(text).not.toMatch(/argon2|password/i);

    expect(data.portfolio).toMatchObject({
      portfolio: { _id: alice.ids.portfolio, handle: 'alice.rao' },
      services: [{ _id: alice.ids.service, heading: 'Logo design', image: alice.image }],
    });
    expect(data.handles).toEqual([{ handle: 'alice.rao', createdAt: expect.any(String) }]);
    // Onboarding's address came first, then the one saved for the order.
    expect(data.addresses).toEqual([
      expect.objectContaining({ address1: '12, MG Road' }),
      expect.objectContaining({ _id: alice.ids.address }),
    ]);
    const [order] = data.orders as Array<Record<string, unknown>>;
    expect(data.orders).toHaveLength(1);
    expect(order).toMatchObject({
      _id: alice.ids.order,
      address: { name: 'Asha Rao', mobile: '+919876543210' },
      orderStatusLogs: expect.objectContaining({ orderPlacedAt: null }),
    });
    expect(order!.products).toHaveLength(2);
    expect(data.leads).toEqual([
      expect.objectContaining({
        _id: alice.ids.lead,
        name: 'Kiran Shah',
        email: 'kiran@example.com',
      }),
    ]);
    expect(data.insights).toEqual([
      { day: '2026-11-20', event: 'view', detail: '', count: 7 },
      { day: '2026-11-21', event: 'link', detail: 'whatsapp', count: 2 },
    ]);
    expect(data.nfcCards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'ALICEAA2',
          status: 'active',
          url: 'https://tapfolio.test/c/ALICEAA2',
        }),
        expect.objectContaining({ code: 'ALICEBB3', status: 'lost' }),
      ]),
    );
    expect(data.nfcCards).toHaveLength(2);

    // Every upload, as GET /file serves it, and nothing else; the contacts again as their files.
    const images = Object.keys(files).filter((name) => name.startsWith('images/'));
    expect(images.sort()).toEqual([`images/${alice.ids.file}`, `images/${alicePhoto}`].sort());
    expect(
      Object.keys(files)
        .filter((name) => !images.includes(name))
        .sort(),
    ).toEqual(['contacts/tapfolio-contacts.csv', 'contacts/tapfolio-contacts.vcf', 'data.json']);
    for (const key of [alice.ids.file, alicePhoto]) {
      const served = await fetchFile(t, key);
      expect(served.statusCode).toBe(200);
      expect(Buffer.from(files[`images/${key}`]!).equals(served.rawPayload)).toBe(true);
    }
    expect(data.images).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: alicePhoto,
          contentType: 'image/png',
          file: `images/${alicePhoto}`,
        }),
      ]),
    );

    // Nothing of Bob's: not his id, e-mail, order, card, counts or files.
    for (const his of [bob.user.id, bob.user.email, bob.ids.order, bob.ids.file, 'BOBCCCC4']) {
      expect(text).not.toContain(his);
    }
  });

  it("holds only the caller's data: Bob's archive has none of Alice's", async () => {
    const { files, data } = unzip(await exportOf(bob.user.token));
    const text = strFromU8(files['data.json']!);
    expect((data.profile as { _id: string })._id).toBe(bob.user.id);
    for (const hers of [alice.user.id, alice.user.email, alice.ids.order, alicePhoto, 'ALICEAA2']) {
      expect(text).not.toContain(hers);
    }
    expect(Object.keys(files).filter((name) => name.includes(alice.user.id))).toEqual([]);
  });

  it('is limited per person: the sixth export in an hour is 429, others still export', async () => {
    const carol = await registerUser(t, 'Carol Dsouza');
    for (let i = 0; i < 5; i++) expect((await exportOf(carol.token)).statusCode).toBe(200);
    const limited = await exportOf(carol.token);
    expect(limited.statusCode).toBe(429);
    expect(apiEnvelopeProblem(limited)).toBeNull();
    expect((await exportOf(bob.user.token)).statusCode).toBe(200);
  });
});

describe('DELETE /user/account', () => {
  /** The user's guesses counted from every network. */
  const guessesOf = async (user: TestUser) => {
    const rows = await t.api.db
      .select()
      .from(passwordGuesses)
      .where(like(passwordGuesses.key, `${signedInAccount(user.id)}/%`));
    return rows.reduce((sum, row) => sum + row.attempts, 0);
  };

  it('answers 401 without a token', async () => {
    const res = await deleteAccount(undefined, { password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(accountErrors.unauthenticated);
  });

  it('refuses a wrong password on its field (400, as change-password does), counts it as a guess, and changes nothing', async () => {
    const before = await snapshot(t, alice);
    const guesses = await guessesOf(alice.user);
    const res = await deleteAccount(alice.user.token, { password: WRONG });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: accountErrors.currentPasswordWrong,
      fields: { password: accountErrors.currentPasswordWrong },
    });
    expect(await guessesOf(alice.user)).toBe(guesses + 1);
    // Bob's token with Alice's password: it acts on Bob, whose password it is not.
    const crossed = await deleteAccount(bob.user.token, { password: WRONG });
    expect(crossed.statusCode).toBe(400);
    expect(await snapshot(t, alice)).toEqual(before);
    expect((await t.call('GET', `/portfolio/${alice.user.id}`)).statusCode).toBe(200);
  });

  it('answers 400 in the envelope to fuzzed bodies, and 413 to an oversize one, deleting nothing', async () => {
    const dave = await registerUser(t, 'Dave Iyer');
    await fc.assert(
      fc.asyncProperty(bodiesFor({ password: WRONG }), async (body) => {
        const res = await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/user/account',
          headers: { authorization: `Bearer ${dave.token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        const problem = apiEnvelopeProblem(res);
        if (res.statusCode >= 500 || res.statusCode < 400 || problem) {
          throw new Error(`${body.label}: ${describeAnswer(res)} ${problem ?? ''}`);
        }
      }),
      { numRuns: 60 },
    );
    const big = oversize();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: { authorization: `Bearer ${dave.token}`, 'content-type': big.contentType },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(apiEnvelopeProblem(res)).toBeNull();
    expect((await t.call('GET', '/user/profile', { token: dave.token })).statusCode).toBe(200);
  }, 60_000);

  it('with the right password removes everything of the person, at once, and keeps orders anonymised', async () => {
    const { id } = alice.user;
    const token = alice.user.token;
    const bobBefore = await snapshot(t, bob);
    // Cached before: the answer after must not come from the cache.
    expect((await t.call('GET', `/portfolio/${id}`)).statusCode).toBe(200);
    expect((await t.call('GET', '/handles/alice.rao')).statusCode).toBe(200);
    // A resized copy made and kept beside the original: it must go with it.
    const variant = variantKey(alice.ids.file, 400, 'webp');
    const resized = await t.call('GET', `/file?key=${encodeURIComponent(alice.ids.file)}&w=400`, {
      headers: { accept: 'image/webp' },
    });
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(await t.api.storage.get(variant)).not.toBeNull();
    const orderBefore = await orderRow(t, alice.ids.order);
    const linesBefore = await t.api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, alice.ids.order));

    const res = await deleteAccount(token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { deleted: true },
      message: personalDataTexts.deleted,
    });

    // Every session ends: the old token opens nothing.
    for (const path of [
      '/user/profile',
      '/portfolio',
      '/addressbook',
      '/order/user',
      '/portfolio/leads',
      '/user/export',
    ]) {
      const answer = await t.call('GET', path, { token });
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 401 });
    }
    const login = await t.call('PATCH', '/user/login', {
      body: { email: alice.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The card and every way to it: 410 in the envelope, kept by no cache.
    for (const path of [
      `/portfolio/${id}`,
      `/portfolio/${id}/vcard`,
      `/portfolio/${id}/qr`,
      `/portfolio/${id.toUpperCase()}`,
      '/handles/alice.rao',
    ]) {
      const answer = await t.call('GET', path);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 410 });
      expect(answer.json()).toMatchObject({ success: false, message: GONE, code: 'GONE' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }

    // Files: their URLs 404, their originals gone from storage.
    for (const key of [alice.ids.file, alicePhoto]) {
      expect((await fetchFile(t, key)).statusCode).toBe(404);
      expect(await t.api.storage.get(key)).toBeNull();
    }
    expect(await t.api.storage.get(variant)).toBeNull();

    const db = t.api.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(portfolioLeads).where(eq(portfolioLeads.userId, id))).toEqual([]);
    expect(await db.select().from(insightCounts).where(eq(insightCounts.userId, id))).toEqual([]);
    expect(
      await db.select().from(addressBookEntries).where(eq(addressBookEntries.userId, id)),
    ).toEqual([]);
    expect(await db.select().from(closedAccounts).where(eq(closedAccounts.userId, id))).toEqual([
      { userId: id, closedAt: expect.any(Date) },
    ]);

    // The order stays for accounting, with no one's name, phone or address on it.
    const order = await orderRow(t, alice.ids.order);
    expect(order).toMatchObject({
      userId: null,
      totalPaise: orderBefore.totalPaise,
      status: orderBefore.status,
      paymentStatus: orderBefore.paymentStatus,
      razorpayLinkId: orderBefore.razorpayLinkId,
      code: orderBefore.code,
    });
    expect(order.address).toEqual({
      name: '',
      mobile: '',
      address1: '',
      address2: '',
      landmark: '',
      pincode: '',
      district: '',
      state: orderBefore.address.state,
      country: orderBefore.address.country,
      type: orderBefore.address.type,
    });
    expect(order.nfcDetails).toEqual({
      customerName: '',
      designation: '',
      customerLogo: { image: null, source: 'none' },
      customerPhoto: { image: null, source: 'none' },
    });
    expect(JSON.stringify(order)).not.toContain('Asha');
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toEqual(
      linesBefore,
    );

    // Her NFC cards stop, with no owner; Bob's does not.
    const cards = await db.select().from(nfcCards);
    expect(
      cards.filter((c) => c.code.startsWith('ALICE')).map((c) => [c.code, c.status, c.userId]),
    ).toEqual(
      expect.arrayContaining([
        ['ALICEAA2', 'inactive', null],
        ['ALICEBB3', 'inactive', null],
      ]),
    );
    expect(cards.find((c) => c.code === 'BOBCCCC4')).toMatchObject({
      status: 'active',
      userId: bob.user.id,
    });

    // Bob's data as he reads it is exactly as it was.
    expect(await snapshot(t, bob)).toEqual(bobBefore);
    expect((await t.call('GET', `/portfolio/${bob.user.id}`)).statusCode).toBe(200);
    expect(
      (await db.select().from(insightCounts).where(eq(insightCounts.userId, bob.user.id))).length,
    ).toBe(1);

    // A card that never existed stays 404.
    const unknown = await t.call('GET', '/portfolio/7d6f8c1e-3b9a-4c2d-9e8f-1a2b3c4d5e6f');
    expect(unknown.statusCode).toBe(404);
  }, 60_000);
});

describe('DELETE /user/account and the password guess throttle', () => {
  let small: TestApp;
  afterAll(async () => {
    await small?.close();
  });

  it('shares the per-account count with change-password: past the limit even the right one is 429', async () => {
    const limit = { max: 3, timeWindowMs: 60_000 };
    const generous = { max: 1000, timeWindowMs: 60_000 };
    small = await createTestApp({
      rateLimits: {
        login: generous,
        register: generous,
        forgotPassword: generous,
        passwordGuesses: limit,
        leadsPerAddress: generous,
        leadsPerCard: generous,
        orders: generous,
        qrCodes: generous,
      },
    });
    const user = await registerUser(small, 'Erin Paul');
    const changed = await small.call('PATCH', '/user/change-password', {
      token: user.token,
      body: { currentPassword: WRONG, newPassword: 'NewSecret123' },
    });
    expect(changed.statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const res = await small.call('DELETE', '/user/account', {
        token: user.token,
        body: { password: WRONG },
      });
      expect(res.statusCode).toBe(400);
    }
    const throttled = await small.call('DELETE', '/user/account', {
      token: user.token,
      body: { password: PASSWORD },
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await small.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(200);
  }, 60_000);
});
