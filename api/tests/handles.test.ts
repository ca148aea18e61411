import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  API_BASE,
  HANDLE_MAX_LENGTH,
  handleErrors,
  handleRuleError,
  handleTexts,
  portfolioErrors,
  type HandleAvailability,
} from 'shared-contracts';
import { users } from '../src/db/schema/index.js';
import { readQr } from './helpers/qr-reader.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  onboardedUser,
  PASSWORD,
  personNumbered,
  registerUser,
  type TestUser,
} from './helpers/users.js';
import { apiEnvelopeProblem, describeAnswer } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

const PUBLIC_URL = 'https://tapfolio.test';
const CARD_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
const onPostgres = Boolean(process.env.API_TEST_DATABASE_URL);

/** A field error as the other forms get it: 400, VALIDATION_ERROR, the text under `handle`. */
const refusal = (message: string) => ({
  success: false,
  message,
  code: 'VALIDATION_ERROR',
  fields: { handle: message },
});
const TAKEN = {
  success: false,
  message: handleErrors.taken,
  code: 'CONFLICT',
  fields: { handle: handleErrors.taken },
};

/** A handle no other test of the run asks for. */
const fresh = (prefix = 'h') => `${prefix}-${randomUUID().slice(0, 8)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setHandle = (user: TestUser | undefined, body: unknown) =>
  t.call('PATCH', '/portfolio/handle', { ...(user && { token: user.token }), body });
const availability = async (user: TestUser, handle: string): Promise<HandleAvailability> => {
  const res = await t.call(
    'GET',
    `/portfolio/handle/availability?handle=${encodeURIComponent(handle)}`,
    { token: user.token },
  );
  expect(res.statusCode).toBe(200);
  return res.json().result;
};
const lookup = (handle: string) => t.call('GET', `/handles/${encodeURIComponent(handle)}`);
const publicCard = async (userId: string) =>
  (await t.call('GET', `/portfolio/${userId}`)).json().result.portfolio;

/** Sets a handle that must be accepted; answers the stored one. */
async function claim(user: TestUser, handle: string): Promise<string> {
  const res = await setHandle(user, { handle });
  expect({ handle, status: res.statusCode, body: res.json() }).toMatchObject({
    handle,
    status: 200,
  });
  return res.json().result.portfolio.handle;
}

describe('PATCH /portfolio/handle: the rules', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await onboardedUser(t);
  });

  it('answers the card with its new handle, as GET /portfolio does, and says it is saved', async () => {
    const handle = fresh('asha');
    const res = await setHandle(owner, { handle });
    expect(res.statusCode).toBe(200);
    const own = (await t.call('GET', '/portfolio', { token: owner.token })).json();
    expect(res.json()).toEqual({ ...own, message: handleTexts.saved });
    expect(res.json().result.portfolio).toMatchObject({ userId: owner.id, handle });
  });

  it.each([
    ['2 characters', 'ab', handleErrors.tooShort],
    ['1 character', 'a', handleErrors.tooShort],
    ['31 characters', 'a'.repeat(HANDLE_MAX_LENGTH + 1), handleErrors.tooLong],
    ['an underscore', 'asha_rao', handleErrors.characters],
    ['a space inside', 'asha rao', handleErrors.characters],
    ['a slash', 'asha/rao', handleErrors.characters],
    ['an exclamation mark', 'asha!', handleErrors.characters],
    ['a letter of another script', 'आशा', handleErrors.characters],
    ['an accented letter', 'josé', handleErrors.characters],
    ['an emoji', 'asha😀', handleErrors.characters],
    ['a leading "."', '.asha', handleErrors.characters],
    ['a trailing "."', 'asha.', handleErrors.characters],
    ['a leading "-"', '-asha', handleErrors.characters],
    ['a trailing "-"', 'asha-', handleErrors.characters],
    ['two "@"', '@@asha', handleErrors.characters],
    ['nothing', '', handleErrors.required],
    ['only spaces', '   ', handleErrors.required],
    ['only "@"', '@', handleErrors.required],
  ])('refuses %s with the rule it breaks', async (_, handle, message) => {
    const before = await publicCard(owner.id);
    const res = await setHandle(owner, { handle });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(await publicCard(owner.id)).toEqual(before);
  });

  it.each([
    ['a number', 12345, handleErrors.characters],
    ['an object', { handle: 'asha' }, handleErrors.characters],
    ['an array', ['asha'], handleErrors.characters],
    ['true', true, handleErrors.characters],
  ])('refuses %s rather than turning it into text', async (_, handle, message) => {
    const res = await setHandle(owner, { handle });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('refuses a body without a handle, a null one, or one that is not an object', async () => {
    expect((await setHandle(owner, {})).json()).toEqual(refusal(handleErrors.required));
    expect((await setHandle(owner, { handle: null })).json()).toEqual(
      refusal(handleErrors.required),
    );
    for (const body of ['"asha"', '[]', 'null', '{"handle":']) {
      const res = await t.call('PATCH', '/portfolio/handle', {
        token: owner.token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(apiEnvelopeProblem(res)).toBeNull();
    }
  });

  it('takes 3 and 30 characters, letters, digits, "-" and "." inside', async () => {
    const suffix = randomUUID().slice(0, 4);
    for (const handle of [
      `a${suffix.slice(0, 2)}`,
      `${suffix}${'x'.repeat(HANDLE_MAX_LENGTH - 4)}`,
      `a.b-c.${suffix}`,
      `9${suffix}0`,
      `a--b..${suffix}`,
    ]) {
      // A person each: three new handles a month is the limit (tested below).
      expect(await claim(await onboardedUser(t), handle)).toBe(handle);
    }
  });

  it('stores upper case as lower case, without a leading "@" or spaces', async () => {
    const someone = await onboardedUser(t);
    const handle = fresh('rao');
    expect(await claim(someone, `  @${handle.toUpperCase()}  `)).toBe(handle);
    expect((await publicCard(someone.id)).handle).toBe(handle);
  });

  it.each([
    'tapfolio-help',
    'tapfolio.in',
    'admin.asha',
    'supportdesk',
    'hdfc-kyc',
    'sbi.care',
    'paytm-refunds',
  ])('refuses %s: a reserved word is reserved as the start of a handle too', async (handle) => {
    const res = await setHandle(owner, { handle });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(handleErrors.reserved));
  });

  it('takes three new handles a person in 30 days, then 429 under the field; an old one of their own is free', async () => {
    const someone = await onboardedUser(t);
    const [first, second, third] = [fresh('one'), fresh('two'), fresh('three')];
    for (const handle of [first, second, third]) expect(await claim(someone, handle)).toBe(handle);

    const before = await publicCard(someone.id);
    const refused = await setHandle(someone, { handle: fresh('four') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: handleErrors.tooManyChanges,
      code: 'RATE_LIMITED',
      fields: { handle: handleErrors.tooManyChanges },
    });
    expect(await publicCard(someone.id)).toEqual(before);
    // Going back to a handle already theirs makes no new one.
    expect(await claim(someone, first)).toBe(first);

    // Thirty days on, a new one again.
    await t.api.db.execute(
      sql`update portfolio_handles set created_at = created_at - interval '31 days' where user_id = ${someone.id}`,
    );
    const fourth = fresh('four');
    expect(await claim(someone, fourth)).toBe(fourth);
  });

  it.each(['api', 'admin', 'login', 'portfolio', 'insights', 'app', 'handle', 'tapfolio'])(
    'refuses the reserved word %s, in any case and with "@"',
    async (word) => {
      for (const handle of [word, word.toUpperCase(), `@${word}`]) {
        const res = await setHandle(owner, { handle });
        expect({ handle, status: res.statusCode }).toEqual({ handle, status: 400 });
        expect(res.json()).toEqual(refusal(handleErrors.reserved));
      }
      expect((await lookup(word)).statusCode).toBe(404);
    },
  );

  it('answers 404 to a person without a card, and keeps the handle free', async () => {
    const cardless = await registerUser(t, 'No Card Yet');
    const handle = fresh('nocard');
    const res = await setHandle(cardless, { handle });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: portfolioErrors.notFound,
      code: 'NOT_FOUND',
    });
    expect((await lookup(handle)).statusCode).toBe(404);
    expect(await availability(owner, handle)).toEqual({ handle, available: true });
  });

  it('answers 401 without a token, or with a bad one, and changes nothing', async () => {
    const handle = fresh('anon');
    const none = await setHandle(undefined, { handle });
    expect(none.statusCode).toBe(401);
    expect(apiEnvelopeProblem(none)).toBeNull();
    const bad = await t.call('PATCH', '/portfolio/handle', {
      body: { handle },
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
    const check = await t.call('GET', `/portfolio/handle/availability?handle=${handle}`);
    expect(check.statusCode).toBe(401);
    expect(apiEnvelopeProblem(check)).toBeNull();
    expect((await lookup(handle)).statusCode).toBe(404);
  });

  it('refuses a body over the JSON limit unread (413), in the envelope', async () => {
    const body = oversize();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE}/portfolio/handle`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(apiEnvelopeProblem(res)).toBeNull();
  });

  it('never answers 5xx to fuzzed bodies; whatever it keeps passes the rules', async () => {
    const fuzzed = await onboardedUser(t, 'Fuzz Target');
    const bystander = await onboardedUser(t, 'Bystander');
    const theirs = await claim(bystander, fresh('bystander'));
    const before = await publicCard(bystander.id);
    await fc.assert(
      fc.asyncProperty(bodiesFor({ handle: 'fuzz.me' }), async (body) => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `${API_BASE}/portfolio/handle`,
          headers: { authorization: `Bearer ${fuzzed.token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = apiEnvelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
        if (res.statusCode === 200) {
          const kept: unknown = res.json().result.portfolio.handle;
          expect(handleRuleError(kept)).toBeNull();
          expect(kept).not.toBe(theirs);
        }
      }),
      { numRuns: 120, seed: 20_261_212 },
    );
    expect(await publicCard(bystander.id)).toEqual(before);
  }, 120_000);
});

describe('who holds a handle', () => {
  let asha: TestUser;
  let bela: TestUser;
  beforeAll(async () => {
    asha = await onboardedUser(t, 'Asha Rao');
    bela = await onboardedUser(t, 'Bela Menon');
  });

  it('is unique whatever the case: "Asha…" and "asha…" are one handle', async () => {
    const handle = fresh('Asha');
    expect(await claim(asha, handle)).toBe(handle.toLowerCase());
    const before = await publicCard(bela.id);
    for (const asked of [handle.toLowerCase(), handle.toUpperCase(), `@${handle}`]) {
      const res = await setHandle(bela, { handle: asked });
      expect({ asked, status: res.statusCode }).toEqual({ asked, status: 409 });
      expect(res.json()).toEqual(TAKEN);
    }
    expect(await publicCard(bela.id)).toEqual(before);
    expect((await publicCard(asha.id)).handle).toBe(handle.toLowerCase());
  });

  it("changes only the caller's own card: another person's token cannot touch it", async () => {
    const mine = await claim(asha, fresh('mine'));
    const ashaBefore = await publicCard(asha.id);
    const other = fresh('other');
    // Bela's token, whatever the body says about whose card: a body naming Asha's card is
    // refused (the shared schema knows only `handle`), and only Bela's own card changes.
    expect(await claim(bela, other)).toBe(other);
    const withId = await setHandle(bela, { handle: other, userId: asha.id, _id: asha.id });
    expect(withId.statusCode).toBe(400);
    expect(withId.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await publicCard(asha.id)).toEqual(ashaBefore);
    expect((await publicCard(asha.id)).handle).toBe(mine);
    expect((await publicCard(bela.id)).handle).toBe(other);
    // And Bela cannot take Asha's current one.
    expect((await setHandle(bela, { handle: mine })).json()).toEqual(TAKEN);
  });

  it('an old handle still opens its owner, answers the current one, and stays theirs', async () => {
    // A person of this test's own: the limit on new handles counts every one they claim.
    const asha = await onboardedUser(t, 'Asha Rao');
    const first = fresh('first');
    const second = fresh('second');
    await claim(asha, first);
    // Kept in memory before the change: the change must reach the cached lookup at once.
    expect((await lookup(first)).json().result).toEqual({ userId: asha.id, handle: first });
    await claim(asha, second);
    for (const asked of [first, first.toUpperCase(), second]) {
      const res = await lookup(asked);
      expect({ asked, status: res.statusCode }).toEqual({ asked, status: 200 });
      expect(res.json()).toEqual({ success: true, result: { userId: asha.id, handle: second } });
      expect(res.headers['cache-control']).toBe(CARD_CACHE);
    }

    // Another person cannot take the old one; it still points to its first owner.
    const belaBefore = await publicCard(bela.id);
    const taken = await setHandle(bela, { handle: first });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(TAKEN);
    expect(await publicCard(bela.id)).toEqual(belaBefore);
    expect((await lookup(first)).json().result).toEqual({ userId: asha.id, handle: second });

    // The owner takes it back: both now answer it.
    expect(await claim(asha, first)).toBe(first);
    expect((await lookup(second)).json().result).toEqual({ userId: asha.id, handle: first });
    expect((await lookup(first)).json().result).toEqual({ userId: asha.id, handle: first });
    // Asking for the current one again is a no-op, not a conflict.
    expect(await claim(asha, first)).toBe(first);
  });

  it('shows the new handle on GET /portfolio/{id} right after the change', async () => {
    const asha = await onboardedUser(t, 'Asha Rao');
    // Read first, so the card is in memory (kept a minute) when the handle changes.
    const cached = await t.call('GET', `/portfolio/${asha.id}`);
    const handle = fresh('now');
    expect(cached.json().result.portfolio.handle).not.toBe(handle);
    await claim(asha, handle);
    const res = await t.call('GET', `/portfolio/${asha.id}`, {
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(cached.headers.etag);
    expect(res.json().result.portfolio.handle).toBe(handle);
    const own = await t.call('GET', '/portfolio', { token: asha.token });
    expect(own.json().result.portfolio.handle).toBe(handle);
  });

  it('a deleted account’s handles answer 410 and are never handed to anyone else', async () => {
    const leaver = await onboardedUser(t, 'Leaving Soon');
    const old = fresh('left-old');
    const current = fresh('left');
    await claim(leaver, old);
    await claim(leaver, current);
    expect((await lookup(old)).statusCode).toBe(200);
    await t.api.db.delete(users).where(eq(users.id, leaver.id));
    // Deleting an account is a card change like any other: its cached answers go with it.
    t.api.publicCards.invalidate(leaver.id);
    for (const handle of [old, current]) {
      const res = await lookup(handle);
      expect({ handle, status: res.statusCode }).toEqual({ handle, status: 410 });
      expect(res.json()).toEqual({
        success: false,
        message: 'This card is no longer available',
        code: 'GONE',
      });
      expect(await availability(bela, handle)).toEqual({
        handle,
        available: false,
        message: handleErrors.taken,
      });
      expect((await setHandle(bela, { handle })).json()).toEqual(TAKEN);
    }
  });

  it('releases the handles of a closed account 90 days on, for someone else to take', async () => {
    const leaver = await onboardedUser(t, 'Leaving Soon');
    const handle = fresh('closing');
    await claim(leaver, handle);
    const closed = await t.call('DELETE', '/user/account', {
      token: leaver.token,
      body: { password: PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    const newcomer = await onboardedUser(t, 'New Comer');
    // For 89 days the link says the card is gone, and no one may take it.
    const closedAgo = (days: number) =>
      t.api.db.execute(
        sql`update portfolio_handles set released_at = now() - make_interval(days => ${days}) where handle = ${handle}`,
      );
    await closedAgo(89);
    expect((await lookup(handle)).statusCode).toBe(410);
    expect(await availability(newcomer, handle)).toMatchObject({ available: false });
    expect((await setHandle(newcomer, { handle })).json()).toEqual(TAKEN);

    await closedAgo(91);
    expect(await availability(newcomer, handle)).toEqual({ handle, available: true });
    expect(await claim(newcomer, handle)).toBe(handle);
    t.api.publicCards.invalidate(newcomer.id);
    expect((await lookup(handle)).json().result).toEqual({ userId: newcomer.id, handle });
  });
});

describe('GET /handles/{handle}', () => {
  it('answers 404 in the envelope for a handle no one holds, and for junk', async () => {
    for (const handle of [fresh('nobody'), 'ab', 'x'.repeat(31), '.asha', 'a_b', 'null', '%00']) {
      const res = await t.call('GET', `/handles/${handle}`);
      expect({ handle, status: res.statusCode }).toEqual({ handle, status: 404 });
      expect(res.json()).toEqual({
        success: false,
        message: 'No card has this link',
        code: 'NOT_FOUND',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is public: the same answer with or without a token, through app.handles', async () => {
    const owner = await onboardedUser(t);
    const handle = await claim(owner, fresh('pub'));
    const anonymous = await lookup(handle);
    const signedIn = await t.call('GET', `/handles/${handle}`, { token: owner.token });
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(await t.api.handles.lookup(handle.toUpperCase())).toEqual({
      userId: owner.id,
      handle,
    });
    expect(await t.api.handles.lookup(fresh('none'))).toBeNull();
  });
});

describe('GET /portfolio/handle/availability', () => {
  let asha: TestUser;
  let bela: TestUser;
  let ashaOld: string;
  let ashaNow: string;
  let belaNow: string;
  beforeAll(async () => {
    asha = await onboardedUser(t, 'Asha Rao');
    bela = await onboardedUser(t, 'Bela Menon');
    ashaOld = await claim(asha, fresh('asha-old'));
    ashaNow = await claim(asha, fresh('asha-now'));
    belaNow = await claim(bela, fresh('bela'));
  });

  it('answers each case as the editor shows it', async () => {
    const free = fresh('free');
    expect(await availability(asha, free)).toEqual({ handle: free, available: true });
    expect(await availability(asha, `@${free.toUpperCase()}`)).toEqual({
      handle: free,
      available: true,
    });
    expect(await availability(asha, ashaNow)).toEqual({
      handle: ashaNow,
      available: true,
      yours: true,
    });
    expect(await availability(asha, ashaOld.toUpperCase())).toEqual({
      handle: ashaOld,
      available: true,
      yours: true,
    });
    expect(await availability(asha, belaNow)).toEqual({
      handle: belaNow,
      available: false,
      message: handleErrors.taken,
    });
    expect(await availability(bela, ashaOld)).toEqual({
      handle: ashaOld,
      available: false,
      message: handleErrors.taken,
    });
    expect(await availability(asha, 'Admin')).toEqual({
      handle: 'admin',
      available: false,
      message: handleErrors.reserved,
    });
    for (const [asked, handle, message] of [
      ['ab', 'ab', handleErrors.tooShort],
      ['a'.repeat(31), 'a'.repeat(31), handleErrors.tooLong],
      ['asha_rao', 'asha_rao', handleErrors.characters],
      ['asha.', 'asha.', handleErrors.characters],
      ['', '', handleErrors.required],
      ['a\u0000b', 'a\u0000b', handleErrors.characters],
    ] as const) {
      expect(await availability(asha, asked)).toEqual({ handle, available: false, message });
    }
  });

  it('answers a missing or repeated parameter, and unknown ones, without a 5xx', async () => {
    const ask = (query: string) =>
      t.call('GET', `/portfolio/handle/availability${query}`, { token: asha.token });
    expect((await ask('')).json().result).toEqual({
      handle: '',
      available: false,
      message: handleErrors.required,
    });
    const twice = await ask('?handle=abc&handle=abd');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().result).toMatchObject({ available: false });
    const extra = await ask(`?handle=${ashaNow}&utm_source=x`);
    expect(extra.json().result).toMatchObject({ yours: true });
    const proto = await ask('?constructor=1&handle=abc');
    expect(proto.statusCode).toBe(400);
    expect(apiEnvelopeProblem(proto)).toBeNull();
    expect((await ask('?handle=%ED%A0%80')).statusCode).toBe(200);
  });

  it('allows 120 checks a minute per person, then 429 in the envelope; others unaffected', async () => {
    const typist = await onboardedUser(t, 'Fast Typist');
    const ask = (user: TestUser) =>
      t.call('GET', `/portfolio/handle/availability?handle=${fresh('typing')}`, {
        token: user.token,
      });
    for (let i = 0; i < 120; i++) {
      const res = await ask(typist);
      if (res.statusCode !== 200) throw new Error(`check ${i + 1}: ${res.statusCode}`);
    }
    const over = await ask(typist);
    expect(over.statusCode).toBe(429);
    expect(apiEnvelopeProblem(over)).toBeNull();
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await ask(bela)).statusCode).toBe(200);
  }, 60_000);
});

describe('the canonical URL follows the handle', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await onboardedUser(t, 'Qr Owner');
  });

  const qr = (query = '?format=png', headers: Record<string, string> = {}) =>
    t.call('GET', `/portfolio/${owner.id}/qr${query}`, { headers });
  const vcardUrls = async () =>
    (await t.call('GET', `/portfolio/${owner.id}/vcard`)).body
      .split('\r\n')
      .filter((line) => line.startsWith('URL:'));

  it('the QR code decodes to /@handle after a change, with a new ETag', async () => {
    const before = await qr();
    expect((await readQr(before.rawPayload))?.text).toBe(`${PUBLIC_URL}/portfolio/${owner.id}`);
    const handle = await claim(owner, fresh('qr'));
    const after = await qr('?format=png', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await readQr(after.rawPayload))?.text).toBe(`${PUBLIC_URL}/@${handle}`);
    const svg = await qr('?format=svg');
    expect((await readQr(svg.rawPayload))?.text).toBe(`${PUBLIC_URL}/@${handle}`);
    // And again at the next change.
    const next = await claim(owner, fresh('qr-next'));
    expect((await readQr((await qr()).rawPayload))?.text).toBe(`${PUBLIC_URL}/@${next}`);
  });

  it('the vCard carries the card URL: the id form before a handle, the handle after', async () => {
    const newcomer = await onboardedUser(t, 'No Handle Yet');
    const res = await t.call('GET', `/portfolio/${newcomer.id}/vcard`);
    expect(res.body).toContain(`\r\nURL:${PUBLIC_URL}/portfolio/${newcomer.id}\r\n`);
    const handle = await claim(owner, fresh('vcard'));
    expect(await vcardUrls()).toEqual([`URL:${PUBLIC_URL}/@${handle}`]);
  });
});

/** Several people asking for one new handle at the same moment: exactly one gets it. */
async function race(app: TestApp, callers: TestUser[]) {
  const handle = fresh('race');
  const answers = await Promise.all(
    callers.map((user) =>
      app.call('PATCH', '/portfolio/handle', { token: user.token, body: { handle } }),
    ),
  );
  return { handle, answers };
}

describe(`racing for one handle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly one of eight people win; the others get 409 and keep their cards', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => onboardedUser(t, personNumbered('Racer', i))),
    );
    for (let round = 0; round < 3; round++) {
      const before = await Promise.all(people.map((p) => publicCard(p.id)));
      const { handle, answers } = await race(t, people);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = people[answers.findIndex((res) => res.statusCode === 200)]!;
      expect((await lookup(handle)).json().result).toEqual({ userId: winner.id, handle });
      for (const [i, person] of people.entries()) {
        const card = await publicCard(person.id);
        if (person === winner) expect(card.handle).toBe(handle);
        else expect(card).toEqual(before[i]);
      }
    }
  }, 60_000);
});
