import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { nfcCards, organisationMembers } from '../src/db/schema/index.js';
import { makeMissingCards } from '../src/modules/nfc-cards/repository.js';
import type { TestApp } from './helpers/app.js';
import { cartOf } from './helpers/cart.js';
import { orderBody } from './helpers/orders.js';
import { apiEnvelopeProblem, describeAnswer, envelopeProblem } from './support/envelope.js';
import { pathsOf } from './support/fuzz-bodies.js';
import { JSON_ROUTES, fillPath, type JsonRouteContext } from './support/json-routes.js';
import { appWithRoutes, paramsOf, routeName, type ApiRoute } from './support/route-inventory.js';
import {
  addressBody,
  bulkOrderBody,
  callbackBody,
  portfolioUpdate,
  serviceBody,
} from './support/valid-bodies.js';
import { adminSnapshot, buildWorld, snapshot, type Resident, type World } from './support/world.js';

/**
 * Every route that takes an id, called with someone else's real ids and with ids of every other
 * kind. The tables below are checked against the routes a real app registers: a new route with a
 * `:param`, or a new id field in a body, fails here until it is listed.
 */

type OwnKind =
  | 'portfolio'
  | 'service'
  | 'address'
  | 'cartItem'
  | 'order'
  | 'file'
  | 'user'
  | 'lead'
  | 'invitation'
  | 'nfcCard'
  | 'webhook'
  | 'apiToken';
type CatalogueKind = 'product' | 'category' | 'productImage';
type Kind = OwnKind | CatalogueKind;

interface Slot {
  /** Where the id goes: a `:param`, or a dotted path in the body (array items by index). */
  in: 'path' | 'body' | 'query';
  name: string;
  kind: Kind;
  /**
   * What another person's real id of this kind answers when the caller sends it: a status (and
   * nothing of theirs changes), or `ignored` where the body's id is only an echo and the call
   * acts on the caller's own row.
   */
  foreign: 404 | 400 | 403 | 'ignored' | 'catalogue';
}

interface IdRoute {
  guard: 'owner' | 'admin';
  slots: Slot[];
  /** A valid body for the caller's own ids; the slot under test is then overwritten. */
  body?(w: World, caller: Resident): unknown | Promise<unknown>;
}

const path = (name: string, kind: Kind, foreign: Slot['foreign']): Slot => ({
  in: 'path',
  name,
  kind,
  foreign,
});
const body = (name: string, kind: Kind, foreign: Slot['foreign']): Slot => ({
  in: 'body',
  name,
  kind,
  foreign,
});

let t: TestApp;
let routes: ApiRoute[];
let world: World;
/** One NFC card code of each resident (the world's orders are unpaid: made for them here). */
const nfcCodes = new Map<string, string>();

/** A contact the owner adds, keeping their own upload as its photo. */
const contactBody = (who: Resident) => ({
  name: 'Kavya Menon',
  email: 'kavya@example.com',
  photoKey: who.ids.file,
});

const ownOrder = async (_w: World, who: Resident) =>
  orderBody(who.ids.portfolio, await cartOf(t, who.user), {
    nfcDetails: {
      customerName: 'Asha Rao',
      designation: 'Founder',
      customerLogo: { image: who.image, source: 'order' },
      customerPhoto: { image: null, source: 'none' },
    },
  });

/** Every route whose path or body carries an id of something someone owns. */
const ID_ROUTES: Record<string, IdRoute> = {
  // The residents own an organisation each: someone else's logo is refused on its field (400),
  // as a second organisation is (409) after it.
  'POST /organisation': {
    guard: 'owner',
    slots: [body('logo.key', 'file', 400)],
    body: (_w, who) => ({ name: 'Acme Designs', logo: who.image }),
  },
  'PATCH /organisation': {
    guard: 'owner',
    slots: [body('logo.key', 'file', 400)],
    body: (_w, who) => ({ name: 'Acme Designs', logo: who.image }),
  },
  // Someone not in the caller's organisation is no member of it, whoever they are.
  'PATCH /organisation/members/:userId': {
    guard: 'owner',
    slots: [path('userId', 'user', 404)],
    body: () => ({ role: 'admin' }),
  },
  'DELETE /organisation/members/:userId': { guard: 'owner', slots: [path('userId', 'user', 404)] },
  'POST /organisation/ownership': {
    guard: 'owner',
    slots: [body('userId', 'user', 404)],
    body: (_w, who) => ({ userId: who.ids.user }),
  },
  'DELETE /organisation/invitations/:id': {
    guard: 'owner',
    slots: [path('id', 'invitation', 404)],
  },
  // Each resident's card here was paid for by their organisation (see beforeAll).
  'PATCH /organisation/cards/:code': {
    guard: 'owner',
    slots: [path('code', 'nfcCard', 404)],
    body: () => ({ status: 'inactive' }),
  },
  'POST /organisation/cards/:code/move': {
    guard: 'owner',
    slots: [path('code', 'nfcCard', 404), body('userId', 'user', 404)],
    body: (_w, who) => ({ userId: who.ids.user }),
  },
  'POST /organisation/orders': {
    guard: 'owner',
    slots: [body('productId', 'product', 'catalogue'), body('cards.0.userId', 'user', 404)],
    body: (w, who) => bulkOrderBody(w.catalogue.product, who.ids.user),
  },
  'PATCH /addressbook/:id': {
    guard: 'owner',
    slots: [path('id', 'address', 404), body('id', 'address', 'ignored')],
    body: addressBody,
  },
  'POST /portfolio-service/:portfolioId': {
    guard: 'owner',
    slots: [path('portfolioId', 'portfolio', 404), body('image.key', 'file', 400)],
    body: (_w, who) => ({ ...serviceBody(), image: who.image }),
  },
  'PATCH /portfolio-service/user/:id': {
    guard: 'owner',
    slots: [path('id', 'service', 404), body('image.key', 'file', 400)],
    body: (_w, who) => ({ heading: 'Logo design', image: who.image }),
  },
  'DELETE /portfolio-service/user/:id': { guard: 'owner', slots: [path('id', 'service', 404)] },
  'PATCH /portfolio': {
    guard: 'owner',
    slots: [
      body('personalInfo.profilePicture.key', 'file', 400),
      body('personalInfo.bannerImage.key', 'file', 400),
      body('workInfo.companyLogo.key', 'file', 400),
      body('services.0.image.key', 'file', 400),
      // A service id the caller does not own is a new service of theirs, never the other's.
      body('services.0._id', 'service', 'ignored'),
    ],
    body: () => {
      const { personalInfo, workInfo } = portfolioUpdate();
      return {
        personalInfo: { ...personalInfo, profilePicture: null, bannerImage: null },
        workInfo: { ...workInfo, companyLogo: null },
        services: [{ heading: 'Logo design', description: 'Logos.', image: null }],
      };
    },
  },
  'POST /cart/:productId': { guard: 'owner', slots: [path('productId', 'product', 'catalogue')] },
  'PATCH /cart/increment/:cartId': { guard: 'owner', slots: [path('cartId', 'cartItem', 404)] },
  'PATCH /cart/decrement/:cartId': { guard: 'owner', slots: [path('cartId', 'cartItem', 404)] },
  'DELETE /cart/:id': { guard: 'owner', slots: [path('id', 'cartItem', 404)] },
  'POST /order': {
    guard: 'owner',
    slots: [
      body('portfolioId', 'portfolio', 400),
      body('items.0.productId', 'product', 'catalogue'),
      body('nfcDetails.customerLogo.image.key', 'file', 400),
    ],
    body: ownOrder,
  },
  'GET /order/user/:id': { guard: 'owner', slots: [path('id', 'order', 404)] },
  'GET /order/user/:id/invoice': { guard: 'owner', slots: [path('id', 'order', 404)] },
  'GET /order/user/:id/invoice/pdf': { guard: 'owner', slots: [path('id', 'order', 404)] },
  'GET /order/user/:id/credit-note/pdf': { guard: 'owner', slots: [path('id', 'order', 404)] },
  'PATCH /user/nfc-cards/:code': {
    guard: 'owner',
    slots: [path('code', 'nfcCard', 404)],
    body: () => ({ status: 'lost' }),
  },
  'DELETE /portfolio/leads/:id': { guard: 'owner', slots: [path('id', 'lead', 404)] },
  'GET /portfolio/leads/:id': { guard: 'owner', slots: [path('id', 'lead', 404)] },
  // A kept photo must be the caller's own upload: someone else's is "Photo not found".
  'POST /portfolio/leads': {
    guard: 'owner',
    slots: [body('photoKey', 'file', 404)],
    body: (_w, who) => contactBody(who),
  },
  'PUT /portfolio/leads/:id': {
    guard: 'owner',
    slots: [path('id', 'lead', 404), body('photoKey', 'file', 404)],
    body: (_w, who) => contactBody(who),
  },
  'DELETE /user/api-tokens/:id': { guard: 'owner', slots: [path('id', 'apiToken', 404)] },
  'DELETE /portfolio/webhooks/:id': { guard: 'owner', slots: [path('id', 'webhook', 404)] },
  'POST /portfolio/webhooks/:id/test': { guard: 'owner', slots: [path('id', 'webhook', 404)] },
  'GET /portfolio/webhooks/:id/deliveries': {
    guard: 'owner',
    slots: [path('id', 'webhook', 404)],
  },
  'POST /order/user/:id/payment-callback': {
    guard: 'owner',
    slots: [path('id', 'order', 404)],
    body: callbackBody,
  },
  'PATCH /admin/product/:id': {
    guard: 'admin',
    slots: [path('id', 'product', 403), body('categoryId', 'category', 403)],
    body: (w) => ({ name: 'Renamed', categoryId: w.catalogue.category }),
  },
  'GET /admin/product/:id': { guard: 'admin', slots: [path('id', 'product', 403)] },
  'DELETE /admin/product/:id': { guard: 'admin', slots: [path('id', 'product', 403)] },
  'POST /admin/product': {
    guard: 'admin',
    slots: [body('categoryId', 'category', 403), body('productImages.0.key', 'productImage', 403)],
    body: (w) => ({
      name: 'New card',
      categoryId: w.catalogue.category,
      actualPrice: 999,
      salePrice: 499,
      productImages: [{ key: w.catalogue.productImage }],
    }),
  },
  'PATCH /admin/product-category/:id': {
    guard: 'admin',
    slots: [path('id', 'category', 403)],
    body: () => ({ name: 'Renamed category' }),
  },
  'DELETE /admin/product-category/:id': { guard: 'admin', slots: [path('id', 'category', 403)] },
  'POST /admin/order/:id/paid': {
    guard: 'admin',
    slots: [path('id', 'order', 403)],
    body: () => ({ reference: 'UTR0001' }),
  },
  'GET /admin/order/:id': { guard: 'admin', slots: [path('id', 'order', 403)] },
  'GET /admin/order/:id/artwork': { guard: 'admin', slots: [path('id', 'order', 403)] },
  'POST /admin/order/:id/confirm': { guard: 'admin', slots: [path('id', 'order', 403)] },
  'POST /admin/order/:id/ship': {
    guard: 'admin',
    slots: [path('id', 'order', 403)],
    body: () => ({ courier: 'Delhivery', tracking: 'DL1' }),
  },
  'POST /admin/order/:id/deliver': { guard: 'admin', slots: [path('id', 'order', 403)] },
  'POST /admin/order/:id/cancel': {
    guard: 'admin',
    slots: [path('id', 'order', 403)],
    body: () => ({ reason: 'Not wanted' }),
  },
  'POST /admin/order/:id/card/:code/written': {
    guard: 'admin',
    slots: [path('id', 'order', 403)],
  },
};

/** Routes that take an id and answer anyone, with the reason. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /portfolio/:userId': 'the card: a public page by its owner id',
  'GET /portfolio/:userId/vcard': "the card's Save Contact file",
  'GET /portfolio/:userId/qr': "the QR code of the card's public URL",
  'POST /portfolio/:userId/events': "a card's visitors' beacon: counts, answers nothing",
  'POST /portfolio/:userId/events/owner':
    "the owner's beacon: the session token in its body must be the card owner's (403 otherwise)",
  'POST /portfolio/:userId/leads':
    "a card's visitors send its owner their details: stored for the owner, never read back",
  'GET /handles/:handle': 'a personal link: as public as the card it opens',
  'GET /pincode/:code': 'postal data, the same for everyone',
  'GET /product/:id': 'the catalogue (archived products answer 404)',
  'GET /file': 'images on public cards, by an unguessable key in the query',
  'GET /product': 'the catalogue, filtered by a category id in the query',
  'GET /admin/product': 'admins only; the category filter names no one',
  'GET /razorpay-emulator/v1/payment_links/:id': "Razorpay's stand-in, behind its Basic auth",
  'POST /razorpay-emulator/v1/payment_links/:id/cancel': "Razorpay's stand-in, Basic auth",
  'GET /razorpay-emulator/pay/:id':
    "Razorpay's hosted page: the link is its bearer, as at Razorpay",
  'POST /razorpay-emulator/pay/:id/pay': "the hosted page's Pay",
  'POST /razorpay-emulator/pay/:id/fail': "the hosted page's Fail",
};

/** Body fields named like ids that name nothing of anyone's, with the reason. */
const NOT_IDS: Record<string, string> = {
  'PATCH /addressbook/:id _id': 'the same echo as `id`, ignored',
  'PATCH /portfolio socialMedia.0._id': 'a label inside the caller’s own card, not a row',
  'PATCH /admin/product/:id categoryId': 'listed with its route',
  'POST /order/user/:id/payment-callback razorpay_payment_link_id':
    "Razorpay's, checked by signature against the order's own link",
  'POST /order/user/:id/payment-callback razorpay_payment_id': "Razorpay's, checked by signature",
  'POST /order/user/:id/payment-callback razorpay_payment_link_reference_id':
    "the order's code, checked by signature",
};

const slotName = (route: string, slot: Slot) => `${route} ${slot.in}:${slot.name}`;

/** One id of each kind (an archived product is a product too, so it is left out). */
function idsOf(w: World, who: Resident): Record<Kind, string> {
  const { product, category, productImage } = w.catalogue;
  return { ...who.ids, nfcCard: nfcCodes.get(who.user.id)!, product, category, productImage };
}

/** Sets a dotted path (array items by index) in a copy of a body. */
function withValue(value: unknown, dotted: string, id: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = dotted.split('.');
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    // A cleared image (null) becomes one that names the id under test.
    parent[key] ??= {};
    parent = parent[key] as Record<string, unknown>;
  }
  parent[keys[keys.length - 1]!] = id;
  return copy;
}

async function callWith(route: string, slot: Slot, id: string, token: string, caller: Resident) {
  const [method, url] = route.split(' ') as [string, string];
  const spec = ID_ROUTES[route];
  const own = idsOf(world, caller);
  const params: Record<string, string> = {};
  for (const name of paramsOf(url)) {
    const mine = spec?.slots.find((s) => s.in === 'path' && s.name === name);
    params[name] = mine ? own[mine.kind] : 'unknown';
  }
  if (slot.in === 'path') params[slot.name] = id;
  let payload = await spec?.body?.(world, caller);
  if (slot.in === 'body') payload = withValue(payload, slot.name, id);
  return t.call(method as 'GET', fillPath(url, params), {
    token,
    ...(payload !== undefined && { body: payload }),
  });
}

/** Nothing of Bob's in an answer to Alice: his ids, e-mail, name, file key. */
function leaks(res: LightMyRequestResponse, victim: Resident): string[] {
  const secrets = [...Object.values(victim.ids), victim.user.email, victim.user.name];
  return secrets.filter((secret) => res.body.includes(secret));
}

beforeAll(async () => {
  // Hundreds of calls on the contact routes as one person: their per-person limit is not the point.
  ({ t, routes } = await appWithRoutes({
    contacts: {
      rateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 },
      followUpCheckMs: 0,
      followUpSendHour: 8,
    },
  }));
  world = await buildWorld(t);
  for (const who of [world.alice, world.bob]) {
    // Paid for by the resident's organisation, as a bulk order's card is.
    const [membership] = await t.api.db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, who.user.id));
    const [card] = await makeMissingCards(t.api.db, {
      id: who.ids.order,
      userId: who.user.id,
      organisationId: null,
      bulk: null,
    });
    await t.api.db
      .update(nfcCards)
      .set({ organisationId: membership!.organisationId })
      .where(eq(nfcCards.code, card!.code));
    nfcCodes.set(who.user.id, card!.code);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the tables', () => {
  it('every route with a :param is in the id table or public by design, and no entry is stale', () => {
    const names = new Set(routes.map(routeName));
    const withParams = routes.filter((r) => paramsOf(r.url).length > 0).map(routeName);
    const listed = new Set([...Object.keys(ID_ROUTES), ...Object.keys(PUBLIC_BY_DESIGN)]);
    expect(withParams.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !names.has(name))).toEqual([]);
  });

  it('every id-looking field of every JSON body is in the id table or said not to be an id', async () => {
    const ctx: JsonRouteContext = {
      owner: world.alice,
      admin: world.admin,
      catalogue: world.catalogue,
      orderBody: () => ownOrder(world, world.alice),
    };
    const unlisted: string[] = [];
    for (const [route, spec] of Object.entries(JSON_ROUTES)) {
      const example = await spec.valid?.(ctx);
      for (const at of pathsOf(example)) {
        const last = String(at[at.length - 1]);
        if (!/^(_?id|.*Id|key|.*_id)$/.test(last)) continue;
        const name = at.join('.');
        const declared = ID_ROUTES[route]?.slots.some((s) => s.in === 'body' && s.name === name);
        if (!declared && !NOT_IDS[`${route} ${name}`]) unlisted.push(`${route} ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});

describe("another person's real ids", () => {
  const ownerSlots = () =>
    Object.entries(ID_ROUTES).flatMap(([route, spec]) =>
      spec.guard === 'owner'
        ? spec.slots.filter((s) => typeof s.foreign === 'number').map((slot) => ({ route, slot }))
        : [],
    );

  it('answer exactly as a missing one would, and change nothing of theirs or the caller’s', async () => {
    const { alice, bob } = world;
    const results: string[] = [];
    // Nothing may change at any call: each call's after is compared with the state before all.
    const bobBefore = await snapshot(t, bob);
    const aliceBefore = await snapshot(t, alice);
    for (const { route, slot } of ownerSlots()) {
      const res = await callWith(
        route,
        slot,
        idsOf(world, bob)[slot.kind],
        alice.user.token,
        alice,
      );
      results.push(`${slotName(route, slot)} -> ${res.statusCode}`);
      expect({ at: slotName(route, slot), status: res.statusCode }).toEqual({
        at: slotName(route, slot),
        status: slot.foreign,
      });
      expect(apiEnvelopeProblem(res)).toBeNull();
      expect(leaks(res, bob)).toEqual([]);
      expect(await snapshot(t, bob)).toEqual(bobBefore);
      expect(await snapshot(t, alice)).toEqual(aliceBefore);
    }
    expect(results.length).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('admin routes answer 403 to a signed-in person with real ids, and 401 without a token', async () => {
    const { alice, admin } = world;
    const before = await adminSnapshot(t, admin);
    const adminRoutes = routes.filter((r) => r.url.startsWith('/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes) {
      const name = routeName(route);
      const spec = ID_ROUTES[name];
      const slot = spec?.slots[0] ?? { in: 'query', name: '', kind: 'product', foreign: 403 };
      const real = idsOf(world, world.bob)[slot.kind];
      const res = await callWith(name, slot as Slot, real, alice.user.token, world.bob);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
      expect(apiEnvelopeProblem(res)).toBeNull();
      const anonymous = await t.app.inject({
        method: route.method as 'GET',
        url: `/api/v1${fillPath(route.url, Object.fromEntries(paramsOf(route.url).map((p) => [p, real])))}`,
      });
      expect({ name, status: anonymous.statusCode }).toEqual({ name, status: 401 });
    }
    expect(await adminSnapshot(t, admin)).toEqual(before);
  });
});

/** Wrong kinds: each of the caller's and the other's ids of every other kind, and plain junk. */
const JUNK_IDS = [
  'not-a-uuid',
  '0',
  '-1',
  'null',
  '00000000-0000-0000-0000-000000000000',
  // The longest a path segment may be (Fastify's maxParamLength); longer: see the last test.
  'x'.repeat(100),
  'y'.repeat(5000),
  '../../etc/passwd',
  '\u0000',
  '👩‍👩‍👧',
  "1' OR '1'='1",
];

/** Ids that carry no id in the path but in the query: what a wrong kind there answers. */
const QUERY_SLOTS = [
  { route: 'GET /file', name: 'key', kind: 'file' as Kind, caller: 'anyone' },
  { route: 'GET /product', name: 'category', kind: 'category' as Kind, caller: 'anyone' },
  { route: 'GET /admin/product', name: 'category', kind: 'category' as Kind, caller: 'admin' },
];

/** The kinds a slot takes: a catalogue image is a file as much as an upload is. */
const SAME_KIND: Partial<Record<Kind, Kind[]>> = { file: ['file', 'productImage'] };

function wrongValues(kind: Kind): string[] {
  const kinds = Object.keys(idsOf(world, world.alice)) as Kind[];
  const others = kinds.filter((k) => !(SAME_KIND[kind] ?? [kind]).includes(k));
  return [
    ...others.map((k) => idsOf(world, world.alice)[k]),
    ...others.map((k) => idsOf(world, world.bob)[k]),
    randomUUID(),
    ...JUNK_IDS,
  ];
}

describe('ids of every other kind', () => {
  it('answer 4xx in the envelope, never 5xx, never anything of the other person, and change nothing', async () => {
    const { alice, bob, admin } = world;
    const before = {
      alice: await snapshot(t, alice),
      bob: await snapshot(t, bob),
      admin: await adminSnapshot(t, admin),
    };
    const slots = [
      ...Object.entries(ID_ROUTES).flatMap(([route, spec]) =>
        spec.slots
          .filter((slot) => slot.foreign !== 'ignored')
          .map((slot) => ({
            route,
            slot,
            token: spec.guard === 'admin' ? admin.token : alice.user.token,
          })),
      ),
      // The public routes' params: whatever kind each expects, every other kind is refused.
      ...Object.keys(PUBLIC_BY_DESIGN).flatMap((route) =>
        paramsOf(route).map((name) => ({
          route,
          slot: path(name, name === 'userId' ? 'user' : name === 'code' ? 'user' : 'product', 404),
          token: alice.user.token,
        })),
      ),
    ];
    let calls = 0;
    for (const { route, slot, token } of slots) {
      for (const id of wrongValues(slot.kind)) {
        if (slot.in === 'path' && id.length > 100) continue;
        const res = await callWith(route, slot, id, token, alice);
        calls += 1;
        const at = `${slotName(route, slot)} = ${id.slice(0, 40)}`;
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        expect({ at, answer: refused || describeAnswer(res) }).toEqual({ at, answer: true });
        const envelope = route.includes('/razorpay-emulator/') ? 'razorpay' : 'api';
        expect({ at, problem: envelopeProblem(res, envelope) }).toEqual({ at, problem: null });
        const leaked = leaks(res, bob).filter((secret) => secret !== id);
        expect({ at, leaked }).toEqual({ at, leaked: [] });
      }
    }
    for (const { route, name, kind, caller } of QUERY_SLOTS) {
      const [, url] = route.split(' ') as [string, string];
      for (const id of wrongValues(kind)) {
        const res = await t.call('GET', `${url}?${name}=${encodeURIComponent(id)}`, {
          ...(caller === 'admin' && { token: admin.token }),
        });
        calls += 1;
        const at = `${route} ?${name}= ${id.slice(0, 40)}`;
        // A filter by an id that names no category is an empty page, as the catalogue says.
        const answer =
          res.statusCode === 200 ? (res.json() as { results: unknown[] }).results : res.statusCode;
        expect({
          at,
          answer:
            answer === 400 || answer === 404 || (Array.isArray(answer) && answer.length === 0),
        }).toEqual({ at, answer: true });
        expect({ at, problem: apiEnvelopeProblem(res) }).toEqual({ at, problem: null });
      }
    }
    expect(calls).toBeGreaterThan(400);
    expect(await snapshot(t, alice)).toEqual(before.alice);
    expect(await snapshot(t, bob)).toEqual(before.bob);
    expect(await adminSnapshot(t, admin)).toEqual(before.admin);
  }, 240_000);
});

describe('ids the body only echoes', () => {
  it("an id the body only echoes acts on the caller's own row, never the other's", async () => {
    const { alice, bob } = world;
    for (const [route, spec] of Object.entries(ID_ROUTES)) {
      for (const slot of spec.slots.filter((s) => s.foreign === 'ignored')) {
        const bobBefore = await snapshot(t, bob);
        const res = await callWith(
          route,
          slot,
          idsOf(world, bob)[slot.kind],
          alice.user.token,
          alice,
        );
        expect({ at: slotName(route, slot), status: res.statusCode }).toEqual({
          at: slotName(route, slot),
          status: 200,
        });
        expect(leaks(res, bob)).toEqual([]);
        expect(await snapshot(t, bob)).toEqual(bobBefore);
      }
    }
  });
});

/**
 * A path segment over Fastify's maxParamLength (100) is refused by the router before any plugin's
 * error handler runs: the server's frameworkErrors option answers it in the envelope, without
 * echoing the URL.
 */
it('a path segment over 100 characters is refused in the envelope', async () => {
  const res = await t.call('GET', `/order/user/${'x'.repeat(101)}`, {
    token: world.alice.user.token,
  });
  expect(res.statusCode).toBe(414);
  expect(apiEnvelopeProblem(res)).toBeNull();
  expect(res.body).not.toContain('xxxxxxxxxx');
});
