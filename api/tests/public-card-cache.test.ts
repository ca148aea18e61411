import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { API_BASE, publicResultOf, type PortfolioResult } from 'shared-contracts';
import { loadConfig } from '../src/app.js';
import { createPublicCardCache } from '../src/modules/portfolio/public-cards.js';
import { quietLogLevel } from '../src/modules/portfolio/public-routes.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PERSONAL, renamePastTheApi } from './helpers/card-changes.js';
import { eventually } from './helpers/eventually.js';
import {
  PASSWORD,
  onboardedUser,
  onboardingBody,
  registerUser,
  type TestUser,
} from './helpers/users.js';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
const NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };
const WORK = {
  companyName: 'Rao Designs',
  designation: 'Founder',
  workEmail: 'work@rao.example.com',
  primaryWebsite: 'rao.example.com',
  secondaryWebsite: '',
};

/** Counts the queries the API starts (every read of a card is a `select`). */
function countSelects(api: FastifyInstance) {
  const db = api.db as unknown as { select: (...args: unknown[]) => unknown };
  const select = db.select;
  let count = 0;
  db.select = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return select.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => void (count = 0),
    restore: () => void (db.select = select),
  };
}

describe('the public card cache', () => {
  let t: TestApp;
  let selects: ReturnType<typeof countSelects>;
  beforeAll(async () => {
    // The default lifetime (60 s): nothing here may pass because a card expired.
    t = await createTestApp();
    selects = countSelects(t.api);
  });
  afterAll(() => {
    selects.restore();
    return t.close();
  });

  const read = (userId: string, headers: Record<string, string> = {}) =>
    t.call('GET', `/portfolio/${userId}`, { headers });
  const cardOf = async (userId: string): Promise<PortfolioResult> => {
    const res = await read(userId);
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  /** The card as the next visitor gets it, and whether that took a query. */
  const visit = async (userId: string) => {
    selects.reset();
    const res = await read(userId);
    return { res, card: res.json().result as PortfolioResult, queries: selects.count };
  };
  const patch = (user: TestUser, body: unknown) =>
    t.call('PATCH', '/portfolio', { token: user.token, body });
  /** The owner's card as a visitor may see it (what the owner hid left out). */
  const own = async (user: TestUser): Promise<PortfolioResult> =>
    publicResultOf((await t.call('GET', '/portfolio', { token: user.token })).json().result);

  it('serves a second read from memory, without a query, with the same JSON as before', async () => {
    const owner = await onboardedUser(t);
    const first = await visit(owner.id);
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const second = await visit(owner.id);
    expect(second.queries).toBe(0);
    expect(second.res.body).toBe(first.res.body);
    expect(second.res.json()).toEqual({ success: true, result: await own(owner) });
    expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a strong ETag, 304 for If-None-Match, and public caching for shared caches', async () => {
    const owner = await onboardedUser(t);
    const res = await read(owner.id);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect((await read(owner.id)).headers.etag).toBe(etag);

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await read(owner.id, { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
    }
    expect((await read(owner.id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Everything else the API answers is still kept by no one.
    expect(
      (await t.call('GET', '/portfolio', { token: owner.token })).headers['cache-control'],
    ).toBe('no-store');
  });

  it('gives the same content the same ETag, whoever loads it', async () => {
    const owner = await onboardedUser(t);
    const { etag } = (await read(owner.id)).headers;
    t.api.publicCards.invalidate(owner.id);
    const reloaded = await visit(owner.id);
    expect(reloaded.queries).toBeGreaterThan(0);
    expect(reloaded.res.headers.etag).toBe(etag);
  });

  describe('every kind of save shows on the next read', () => {
    let owner: TestUser;
    beforeAll(async () => {
      owner = await onboardedUser(t, 'Section Saver');
    });

    /** The card is cached, the save lands, and the very next read shows it with a new ETag. */
    const expectShown = async (
      save: () => Promise<{ statusCode: number }>,
      shows: (card: PortfolioResult) => void,
    ) => {
      const before = await read(owner.id);
      expect((await visit(owner.id)).queries).toBe(0);
      const saved = await save();
      expect(saved.statusCode).toBeLessThan(300);
      const after = await read(owner.id, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const card = after.json().result as PortfolioResult;
      shows(card);
      expect(card).toEqual(await own(owner));
    };

    it('personalInfo (the name on the card)', () =>
      expectShown(
        () => patch(owner, { personalInfo: { ...PERSONAL, name: 'Asha K Rao' } }),
        (card) => expect(card.portfolio.personalInfo.name).toBe('Asha K Rao'),
      ));

    it('workInfo', () =>
      expectShown(
        () => patch(owner, { workInfo: WORK }),
        (card) => expect(card.portfolio.workInfo.companyName).toBe('Rao Designs'),
      ));

    it('addressInfo', () =>
      expectShown(
        () =>
          patch(owner, {
            addressInfo: {
              buildingName: 'Plot 9',
              area: 'Abids',
              pincode: '500001',
              district: 'Hyderabad',
              state: 'Telangana',
              country: 'India',
            },
          }),
        (card) => expect(card.portfolio.addressInfo.district).toBe('Hyderabad'),
      ));

    it('about', () =>
      expectShown(
        () => patch(owner, { about: { heading: 'Hello', description: 'I design things.' } }),
        (card) => expect(card.portfolio.about.heading).toBe('Hello'),
      ));

    it('socialMedia', () =>
      expectShown(
        () => patch(owner, { socialMedia: [{ source: 'x', link: 'x.com/asha' }] }),
        (card) => expect(card.portfolio.socialMedia).toHaveLength(1),
      ));

    it('theme', () =>
      expectShown(
        () => patch(owner, { theme: 'Light' }),
        (card) => expect(card.portfolio.theme).toBe('Light'),
      ));

    it('services and their heading, saved as a list', () =>
      expectShown(
        () =>
          patch(owner, {
            serviceHeading: 'What I do',
            services: [{ heading: 'Logos', description: 'Marks that last' }],
          }),
        (card) => {
          expect(card.portfolio.serviceHeading).toBe('What I do');
          expect(card.services.map((s) => s.heading)).toEqual(['Logos']);
        },
      ));

    it('a service added, changed and deleted one at a time', async () => {
      const portfolioId = (await own(owner)).portfolio._id;
      let serviceId = '';
      await expectShown(
        async () => {
          const res = await t.call('POST', `/portfolio-service/${portfolioId}`, {
            token: owner.token,
            body: { heading: 'Posters', description: 'Big ones' },
          });
          serviceId = res.json().result._id;
          return res;
        },
        (card) => expect(card.services.map((s) => s.heading)).toEqual(['Logos', 'Posters']),
      );
      await expectShown(
        () =>
          t.call('PATCH', `/portfolio-service/user/${serviceId}`, {
            token: owner.token,
            body: { heading: 'Large posters' },
          }),
        (card) => expect(card.services[1]?.heading).toBe('Large posters'),
      );
      const { updatedAt } = (await t.api.publicCards.get(owner.id))!;
      await expectShown(
        () => t.call('DELETE', `/portfolio-service/user/${serviceId}`, { token: owner.token }),
        (card) => expect(card.services.map((s) => s.heading)).toEqual(['Logos']),
      );
      // A deletion leaves no row behind, yet the card's time moves.
      const after = (await t.api.publicCards.get(owner.id))!;
      expect(after.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    });

    it('is not disturbed by a refused save', async () => {
      const before = await read(owner.id);
      const refused = await patch(owner, { theme: 'Purple' });
      expect(refused.statusCode).toBe(400);
      const after = await visit(owner.id);
      expect(after.queries).toBe(0);
      expect(after.res.body).toBe(before.body);
    });

    it('is not what the account name changes: the card shows its own name', async () => {
      const { card: before } = await visit(owner.id);
      const res = await t.call('PATCH', '/user/change-username', {
        token: owner.token,
        body: { name: 'Someone Else' },
      });
      expect(res.statusCode).toBe(200);
      const after = await visit(owner.id);
      expect(after.card).toEqual(before);
      expect(after.card).toEqual(await own(owner));
      expect(after.card.portfolio.personalInfo.name).not.toBe('Someone Else');
    });
  });

  it('remembers an unknown card briefly, and forgets it when that person makes a card', async () => {
    const person = await registerUser(t, 'Not Yet');
    expect((await read(person.id)).json()).toEqual(NOT_FOUND);
    const again = await visit(person.id);
    expect(again.res.statusCode).toBe(404);
    expect(again.queries).toBe(0);
    const made = await t.call('POST', '/portfolio', {
      token: person.token,
      body: onboardingBody(),
    });
    expect(made.statusCode).toBe(201);
    expect(await cardOf(person.id)).toEqual(publicResultOf(made.json().result));
  });

  it('shares one load between many visitors arriving at once', async () => {
    const owner = await onboardedUser(t);
    t.api.publicCards.invalidate(owner.id);
    selects.reset();
    const answers = await Promise.all(Array.from({ length: 25 }, () => read(owner.id)));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    // One card read: its row and its services.
    expect(selects.count).toBe(2);
  });

  it('is one card whatever the case of the id', async () => {
    const owner = await onboardedUser(t);
    const upper = owner.id.toUpperCase();
    expect((await cardOf(upper)).portfolio.userId).toBe(owner.id);
    expect((await patch(owner, { theme: 'Light' })).statusCode).toBe(200);
    expect((await cardOf(upper)).portfolio.theme).toBe('Light');
  });

  it('tells subscribers of every invalidation, until they unsubscribe', async () => {
    const owner = await onboardedUser(t);
    const heard: string[] = [];
    const unsubscribe = t.api.publicCards.subscribe((userId) => heard.push(userId));
    const failing = t.api.publicCards.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    expect((await patch(owner, { theme: 'Light' })).statusCode).toBe(200);
    expect((await patch(owner, { theme: 'Purple' })).statusCode).toBe(400);
    expect(heard).toEqual([owner.id]);
    unsubscribe();
    failing();
    expect((await patch(owner, { theme: 'Dark' })).statusCode).toBe(200);
    expect(heard).toEqual([owner.id]);
  });

  it('answers 404 for malformed and fuzzed ids without a query, and 414 for oversize ones', async () => {
    for (const id of [
      'not-a-uuid',
      '1',
      `${randomUUID()}x`,
      '%00',
      '%27%3B%20DROP%20TABLE%20portfolios%3B--',
      encodeURIComponent('{"$ne":null}'),
      '%F0%9F%92%A9',
    ]) {
      const { res, queries } = await visit(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(queries).toBe(0);
    }
    expect((await read('f'.repeat(101))).statusCode).toBe(414);
    expect((await read('f'.repeat(1_000_000))).statusCode).toBe(414);
    expect(await t.api.publicCards.get('')).toBeNull();
  });
});

describe('createPublicCardCache', () => {
  const result = (name: string) =>
    ({ portfolio: { personalInfo: { name } }, services: [] }) as unknown as PortfolioResult;
  /** A loader whose answers the test releases one by one. */
  const controlled = () => {
    const pending: Array<(answer: { result: PortfolioResult; updatedAt: Date } | Error) => void> =
      [];
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<{ result: PortfolioResult; updatedAt: Date } | null>((resolve, reject) =>
        pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
      );
    };
    const answer = (name: string | Error) => {
      const next = pending.shift()!;
      next(name instanceof Error ? name : { result: result(name), updatedAt: new Date() });
    };
    return { load, answer, calls: () => calls };
  };
  const id = randomUUID();
  const nameOf = (card: { result: PortfolioResult } | null) =>
    card?.result.portfolio.personalInfo.name;

  it('answers the waiters of a load a save overtook, but does not keep it', async () => {
    const loader = controlled();
    const cards = createPublicCardCache({ load: loader.load, lifetimeMs: 60_000 });
    const before = cards.get(id);
    const joined = cards.get(id);
    cards.invalidate(id);
    const after = cards.get(id);
    expect(loader.calls()).toBe(2);
    loader.answer('Before the save');
    loader.answer('After the save');
    expect(nameOf(await before)).toBe('Before the save');
    expect(nameOf(await joined)).toBe('Before the save');
    expect(nameOf(await after)).toBe('After the save');
    expect(nameOf(await cards.get(id))).toBe('After the save');
    expect(loader.calls()).toBe(2);
  });

  it('keeps no failed load: its waiters hear the error, the next visitor loads again', async () => {
    const loader = controlled();
    const cards = createPublicCardCache({ load: loader.load, lifetimeMs: 60_000 });
    const first = cards.get(id);
    const second = cards.get(id);
    loader.answer(new Error('the database is away'));
    await expect(first).rejects.toThrow('the database is away');
    await expect(second).rejects.toThrow('the database is away');
    const third = cards.get(id);
    loader.answer('Back');
    expect(nameOf(await third)).toBe('Back');
    expect(loader.calls()).toBe(2);
  });

  it('forgets every card at once, telling subscribers of each, and sends nothing on', async () => {
    const loader = controlled();
    const sent: string[] = [];
    const cards = createPublicCardCache({
      load: loader.load,
      lifetimeMs: 60_000,
      broadcast: (userId) => sent.push(userId),
    });
    const others = [randomUUID(), randomUUID()];
    const loads = others.map((userId) => cards.get(userId));
    loader.answer('One');
    loader.answer('Two');
    await Promise.all(loads);
    const heard: string[] = [];
    cards.subscribe((userId) => heard.push(userId));
    cards.forgetAll();
    expect(heard.sort()).toEqual([...others].sort());
    cards.received(others[0]!);
    expect(heard).toHaveLength(3);
    expect(sent).toEqual([]);
    cards.invalidate(others[1]!.toUpperCase());
    expect(sent).toEqual([others[1]]);
    const reloaded = cards.get(others[0]!);
    loader.answer('One again');
    expect(nameOf(await reloaded)).toBe('One again');
  });
});

describe('PUBLIC_CARD_CACHE_SECONDS', () => {
  it('is 60 unless set; 0 turns the cache off; anything else is refused', () => {
    expect(loadConfig({}).publicCardCacheMs).toBe(60_000);
    expect(loadConfig({ PUBLIC_CARD_CACHE_SECONDS: '5' }).publicCardCacheMs).toBe(5_000);
    expect(loadConfig({ PUBLIC_CARD_CACHE_SECONDS: '0' }).publicCardCacheMs).toBe(0);
    for (const bad of ['-1', 'abc', '1.5']) {
      expect(() => loadConfig({ PUBLIC_CARD_CACHE_SECONDS: bad })).toThrow(/PUBLIC_CARD_CACHE/);
    }
  });

  it('0: every read asks the database, and a change past the API shows at once', async () => {
    const t = await createTestApp({}, { env: { PUBLIC_CARD_CACHE_SECONDS: '0' } });
    try {
      const selects = countSelects(t.api);
      const owner = await onboardedUser(t);
      const first = await t.call('GET', `/portfolio/${owner.id}`);
      selects.reset();
      const second = await t.call('GET', `/portfolio/${owner.id}`);
      expect(selects.count).toBeGreaterThan(0);
      expect(second.headers.etag).toBe(first.headers.etag);
      const notModified = await t.call('GET', `/portfolio/${owner.id}`, {
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(notModified.statusCode).toBe(304);
      await renamePastTheApi(t.api, owner.id, 'Changed Elsewhere');
      const third = await t.call('GET', `/portfolio/${owner.id}`);
      expect(third.json().result.portfolio.personalInfo.name).toBe('Changed Elsewhere');
      const heard: string[] = [];
      t.api.publicCards.subscribe((userId) => heard.push(userId));
      await t.call('PATCH', '/portfolio', { token: owner.token, body: { theme: 'Light' } });
      expect(heard).toEqual([owner.id]);
    } finally {
      await t.close();
    }
  });

  it('bounds how long a change no invalidation announced stays unseen', async () => {
    const t = await createTestApp({}, { env: { PUBLIC_CARD_CACHE_SECONDS: '1' } });
    try {
      const owner = await onboardedUser(t);
      const name = async () =>
        (await t.call('GET', `/portfolio/${owner.id}`)).json().result.portfolio.personalInfo.name;
      expect(await name()).toBe('Asha Rao');
      await renamePastTheApi(t.api, owner.id, 'Changed Elsewhere');
      expect(await name()).toBe('Asha Rao');
      await eventually(async () => ((await name()) === 'Changed Elsewhere' ? true : undefined), {
        deadlineMs: 3_000,
        everyMs: 20,
        what: 'the lifetime',
      });
    } finally {
      await t.close();
    }
  });
});

describe('request logging of the public card', () => {
  it('is warn, unless the server is stricter still', () => {
    for (const level of ['trace', 'debug', 'info', 'warn', undefined, 'made-up']) {
      expect(quietLogLevel(level)).toBe('warn');
    }
    for (const level of ['error', 'fatal', 'silent']) expect(quietLogLevel(level)).toBe(level);
  });

  it('writes no line per request at info for the card and its vCard, as it does elsewhere', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A test app of its own that logs at info, as a deployment does.
    const t = await createTestApp(
      { logLevel: 'info' },
      { server: { logger: { level: 'info', stream } } },
    );
    try {
      const { app } = t;
      const registered = await app.inject({
        method: 'POST',
        url: `${API_BASE}/user/register`,
        payload: { name: 'Asha Rao', email: `${randomUUID()}@example.com`, password: PASSWORD },
      });
      const { token, userId } = registered.json().result;
      const made = await app.inject({
        method: 'POST',
        url: `${API_BASE}/portfolio`,
        headers: { authorization: `Bearer ${token}` },
        payload: onboardingBody(),
      });
      expect(made.statusCode).toBe(201);
      lines.length = 0;
      const get = (url: string) => app.inject({ method: 'GET', url: `${API_BASE}${url}` });
      expect((await get(`/portfolio/${userId}`)).statusCode).toBe(200);
      expect((await get(`/portfolio/${userId}/vcard`)).statusCode).toBe(200);
      expect((await get(`/portfolio/${randomUUID()}`)).statusCode).toBe(404);
      expect(lines).toEqual([]);
      expect((await get('/health')).statusCode).toBe(200);
      expect(lines.join('')).toContain('request completed');
    } finally {
      await t.close();
    }
  });
});
