import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { API_BASE } from 'shared-contracts';
import { loadConfig, type Config } from '../src/app.js';
import type { TestApp } from './helpers/app.js';
import { cartOf } from './helpers/cart.js';
import { orderBody } from './helpers/orders.js';
import { describeAnswer, envelopeProblem } from './support/envelope.js';
import { bodiesFor, oversize, type BodyCase } from './support/fuzz-bodies.js';
import { fuzzBudget, recordAnswer, reportTally } from './support/fuzz-budget.js';
import {
  JSON_ROUTES,
  WRITE_METHODS,
  fillPath,
  type JsonRoute,
  type JsonRouteContext,
} from './support/json-routes.js';
import { appWithRoutes, routeName, type ApiRoute } from './support/route-inventory.js';
import { storedJunk, storedState, type StoredState } from './support/stored-state.js';
import { buildWorld, snapshot, type World } from './support/world.js';

/**
 * Every JSON route gets generated bodies: the route's own valid example mutated a field at a
 * time, and plain junk. Whatever comes, the answer is a 4xx (or a 2xx) in the API's envelope,
 * never a 5xx; and what ends up stored still passes the shared schemas. `npm run bench` runs the
 * same file with thousands of runs a route (scripts/fuzz.js).
 */

const budget = fuzzBudget();
const unlimited = { max: 1_000_000_000, timeWindowMs: 60_000 };

let t: TestApp;
let routes: ApiRoute[];
let world: World;
let ctx: JsonRouteContext;
let before: StoredState;
let bystander: Awaited<ReturnType<typeof snapshot>>;
const prototypeKeys = Reflect.ownKeys(Object.prototype);

beforeAll(async () => {
  // Guessing limits are not what this suite is about: every body should reach validation.
  const limits = Object.keys(loadConfig({}).rateLimits).map((name) => [name, unlimited]);
  ({ t, routes } = await appWithRoutes({
    rateLimits: Object.fromEntries(limits) as Config['rateLimits'],
    contacts: { ...loadConfig({}).contacts, rateLimit: unlimited },
  }));
  world = await buildWorld(t);
  const owner = world.alice;
  ctx = {
    owner,
    admin: world.admin,
    catalogue: world.catalogue,
    orderBody: async () => orderBody(owner.ids.portfolio, await cartOf(t, owner.user)),
  };
  before = await storedState(t, owner);
  bystander = await snapshot(t, world.bob);
});

afterAll(async () => {
  reportTally(budget);
  await t?.close();
});

function tokenFor(route: JsonRoute) {
  if (route.caller === 'owner') return ctx.owner.user.token;
  if (route.caller === 'admin') return ctx.admin.token;
  return undefined;
}

async function send(name: string, route: JsonRoute, body: BodyCase) {
  const [method, url] = name.split(' ') as [string, string];
  const token = tokenFor(route);
  return t.app.inject({
    method: method as 'POST',
    url: `${API_BASE}${fillPath(url, route.params?.(ctx))}`,
    headers: {
      'content-type': body.contentType,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload: body.payload,
  });
}

it('every POST, PUT and PATCH route is in the fuzz table, and only those', () => {
  const writes = routes.filter((r) => WRITE_METHODS.has(r.method)).map(routeName);
  expect(writes.sort()).toEqual(Object.keys(JSON_ROUTES).sort());
});

describe('generated bodies', () => {
  for (const [name, route] of Object.entries(JSON_ROUTES)) {
    it(
      `${name}: no 5xx, always the envelope`,
      async () => {
        const valid = route.valid ? await route.valid(ctx) : undefined;
        await fc.assert(
          fc.asyncProperty(bodiesFor(valid), async (body) => {
            const res = await send(name, route, body);
            recordAnswer(name, res.statusCode);
            if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
            const problem = envelopeProblem(res, route.envelope);
            if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
          }),
          { numRuns: budget.runs, seed: budget.seed, endOnFailure: true },
        );
      },
      budget.timeoutMs,
    );
  }
});

it('a body over any limit is refused unread in the envelope (413; 415 on uploads)', async () => {
  for (const [name, route] of Object.entries(JSON_ROUTES)) {
    const res = await send(name, route, oversize());
    expect({ name, problem: envelopeProblem(res, route.envelope) }).toEqual({
      name,
      problem: null,
    });
    // The emulated Razorpay answers as Razorpay would (its Basic auth first, every 4xx a 400).
    if (route.envelope === 'razorpay') {
      expect({ name, refused: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({
        name,
        refused: true,
      });
      continue;
    }
    // An upload route refuses anything but a form before it reads a byte.
    const status = route.junkOnly === 'multipart only' ? 415 : 413;
    expect({ name, status: res.statusCode }).toEqual({ name, status });
  }
  // 2 MiB to each of sixty-odd routes: on a machine busy with the other suites, past 30 s.
}, 120_000);

it('nothing stored is junk, nobody else changed, and Object.prototype is as it was', async () => {
  expect(await storedJunk(before, await storedState(t, ctx.owner))).toEqual([]);
  expect(await snapshot(t, world.bob)).toEqual(bystander);
  expect(Reflect.ownKeys(Object.prototype)).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
