// The back office's order queue under load: 100,000 orders of 5,000 buyers seeded by batch inserts,
// then GET /admin/orders/queue as a staff member at 20 connections (autocannon, in its own
// process): the placed tab's first page, a search by part of an e-mail and one by phone digits,
// each beside the same call with no HTTP in front (orderQueue, 20 concurrent callers), and the
// plans of its two statements (the page and the tabs' counts). On a fresh embedded database, and
// also on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (an admin connection: a scratch
// database is created there and dropped). Prints figures; asserts nothing.
//   npm run bench -w api            BENCH_SECONDS=20 node scripts/bench-queue.js (after a build)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { ADDRESS_TYPES, ORDER_CODE_ALPHABET, paths, queueQuerySchema } from 'shared-contracts';
import { orderLines, orders, productCategories, products, users } from '../dist/db/schema/index.js';
import { orderQueue } from '../dist/modules/orders/staff-queue.js';
import { startBenchApi } from './lib/bench-api.js';
import { autocannon, concurrentCalls, ms, rps } from './lib/load.js';
import { onEachDatabase } from './lib/scratch-database.js';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
const ORDERS = 100_000;
const BUYERS = 5_000;
const BATCH = 1_000;
/**
 * The target, on PostgreSQL (what production runs): a staff member waits at most a quarter of a
 * second for a page or a search even with 20 asking at once. At 20 connections on 2 cores shared
 * by the server, the database and the load generator, p99 is about 20 / throughput, so this asks
 * for some 100 answers a second; each call's plans (printed) read only what the page shows. The
 * embedded database (one process, one user at a time) prints its figures beside, untargeted.
 */
const TARGET_MS = 250;
const TARGET = `target on PostgreSQL p99 <= ${TARGET_MS} ms, none failed`;

// ---- the orders ------------------------------------------------------------------------------

/** A seeded generator (mulberry32), so every run benches the same orders. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = (
  'Aarav Ananya Arjun Diya Ishaan Kavya Rohan Priya Vikram Meera ' +
  'Aditya Sneha Karthik Pooja Rahul Nisha Siddharth Lakshmi Varun Zara'
).split(' ');
const LAST = (
  'Sharma Iyer Nair Reddy Patel Gupta Menon Rao Singh Das ' +
  'Mukherjee Kulkarni Joshi Pillai Bose Chopra Verma Shetty Kapoor Bhat'
).split(' ');
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'studio.in'];
const PLACES = [
  { district: 'Bengaluru Urban', state: 'Karnataka', pincode: '560034' },
  { district: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  { district: 'Chennai', state: 'Tamil Nadu', pincode: '600040' },
  { district: 'Hyderabad', state: 'Telangana', pincode: '500081' },
  { district: 'Pune', state: 'Maharashtra', pincode: '411001' },
  { district: 'Kolkata', state: 'West Bengal', pincode: '700019' },
  { district: 'New Delhi', state: 'Delhi', pincode: '110017' },
];
const COURIERS = ['Delhivery', 'Blue Dart', 'DTDC', 'India Post', 'Ekart'];
/**
 * What the orders are in, as a shop's history looks: most delivered, a few thousand waiting for
 * staff (placed, confirmed), some on their way, and the unpaid, failed and cancelled ones.
 */
const STATUS_SHARES = [
  ['completed', 0.8],
  ['cancelled', 0.05],
  ['failed', 0.04],
  ['pending', 0.03],
  ['shipped', 0.03],
  ['placed', 0.03],
  ['confirmed', 0.02],
];
/** How long ago an order in each status was created, at most: work waits days, history years. */
const AGE_DAYS = {
  pending: 1,
  placed: 3,
  confirmed: 5,
  shipped: 10,
  completed: 730,
  cancelled: 730,
  failed: 730,
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "TF-" and six characters, unique for i < 30^6: i times a unit of Z/30^6, written in base 30. */
function orderCode(i) {
  const base = ORDER_CODE_ALPHABET.length;
  let n = Number((BigInt(i + 1) * 16_777_259n) % BigInt(base ** 6));
  let code = '';
  for (let k = 0; k < 6; k++) {
    code = ORDER_CODE_ALPHABET[n % base] + code;
    n = Math.floor(n / base);
  }
  return `TF-${code}`;
}

function buyerRows(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  return Array.from({ length: BUYERS }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const mobile = `+91${6 + Math.floor(next() * 4)}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
    return {
      id: randomUUID(),
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@${pick(DOMAINS)}`.toLowerCase(),
      // No one signs in as a buyer here: not an argon2 hash, so no password opens it.
      passwordHash: '!bench',
      phoneNumber: mobile,
      mobile,
      place: pick(PLACES),
      type: pick(ADDRESS_TYPES),
      isOnboarded: true,
      emailVerifiedAt: new Date(now - 800 * DAY),
      createdAt: new Date(now - 800 * DAY),
    };
  });
}

/** An order of `buyer` in `status`, every stamp of the way it came set, none of the others. */
function orderRow(i, buyer, status, productRows, next) {
  const now = Date.now();
  const createdAt = new Date(now - Math.floor(next() * AGE_DAYS[status] * DAY) - MINUTE);
  const after = (from, min, max) =>
    new Date(from.getTime() + min + Math.floor(next() * (max - min)));
  const id = randomUUID();
  const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, position) => {
    const product = productRows[Math.floor(next() * productRows.length)];
    return {
      orderId: id,
      productId: product.id,
      position,
      name: product.name,
      images: product.images,
      actualPricePaise: product.actualPricePaise,
      salePricePaise: product.salePricePaise,
      quantity: next() < 0.8 ? 1 : 2 + Math.floor(next() * 4),
    };
  });
  const row = {
    id,
    code: orderCode(i),
    userId: buyer.id,
    status,
    paymentStatus: 'Pending',
    totalPaise: lines.reduce((sum, line) => sum + line.salePricePaise * line.quantity, 0),
    address: {
      name: buyer.name,
      mobile: buyer.mobile,
      address1: `${1 + Math.floor(next() * 400)}, ${buyer.name.split(' ')[1]} Residency`,
      address2: `${1 + Math.floor(next() * 20)}th Cross`,
      landmark: 'Near the bus stop',
      ...buyer.place,
      country: 'India',
      type: buyer.type,
    },
    nfcDetails: {
      customerName: buyer.name,
      designation: 'Founder',
      customerLogo: { image: null, source: 'none' },
      customerPhoto: { image: null, source: 'portfolio' },
    },
    requestHash: `bench-${i}`,
    createdAt,
    updatedAt: createdAt,
  };
  let at = createdAt;
  const step = (column, min, max) => {
    at = after(at, min, max);
    if (at.getTime() > now) at = new Date(now);
    row[column] = at;
    row.updatedAt = at;
  };
  if (status === 'failed') {
    // The payment link expired unpaid.
    step('failedAt', DAY, DAY + HOUR);
    row.paymentStatus = 'Failed';
    return { row, lines };
  }
  if (status === 'pending') return { row, lines };
  step('placedAt', MINUTE, 15 * MINUTE);
  row.paymentStatus = 'Paid';
  row.paymentReference = `pay_bench${String(i).padStart(8, '0')}`;
  const confirmed = ['confirmed', 'shipped', 'completed'].includes(status);
  if (status === 'cancelled') {
    if (next() < 0.4) step('confirmedAt', HOUR, DAY);
    step('cancelledAt', HOUR, DAY);
    row.cancelReason = 'The buyer asked to cancel';
    return { row, lines };
  }
  if (confirmed) step('confirmedAt', HOUR, DAY);
  if (status === 'shipped' || status === 'completed') {
    step('shippedAt', HOUR, 2 * DAY);
    row.courier = COURIERS[Math.floor(next() * COURIERS.length)];
    row.tracking = `TRK${String(i).padStart(9, '0')}`;
  }
  if (status === 'completed') step('completedAt', DAY, 5 * DAY);
  return { row, lines };
}

async function seed(db) {
  const started = performance.now();
  const next = random(7);
  const [category] = await db
    .insert(productCategories)
    .values({ name: 'Metal Cards' })
    .returning({ id: productCategories.id });
  const productRows = await db
    .insert(products)
    .values(
      ['Black', 'Silver', 'Gold', 'Rose Gold', 'Matte', 'Walnut', 'Bamboo', 'Carbon'].map(
        (finish, k) => ({
          name: `${finish} NFC Card`,
          categoryId: category.id,
          actualPricePaise: (999 + 500 * k) * 100,
          salePricePaise: (799 + 400 * k) * 100,
          images: [{ key: `products/${randomUUID()}.jpg` }],
        }),
      ),
    )
    .returning();

  const buyers = buyerRows(next);
  for (let i = 0; i < buyers.length; i += BATCH) {
    await db.insert(users).values(buyers.slice(i, i + BATCH));
  }
  // The statuses in a seeded shuffle, each in its share; each order to a buyer picked at random
  // (about 20 orders a buyer, some many more, some a few).
  const statuses = STATUS_SHARES.flatMap(([status, share]) =>
    Array.from({ length: Math.round(share * ORDERS) }, () => status),
  ).slice(0, ORDERS);
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [statuses[i], statuses[j]] = [statuses[j], statuses[i]];
  }
  const ordersOf = new Map();
  const byStatus = {};
  let lineCount = 0;
  for (let i = 0; i < statuses.length; i += BATCH) {
    const made = statuses.slice(i, i + BATCH).map((status, k) => {
      const buyer = buyers[Math.floor(next() ** 1.5 * BUYERS)];
      ordersOf.set(buyer, (ordersOf.get(buyer) ?? 0) + 1);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      return orderRow(i + k, buyer, status, productRows, next);
    });
    await db.insert(orders).values(made.map((order) => order.row));
    const lines = made.flatMap((order) => order.lines);
    lineCount += lines.length;
    for (let j = 0; j < lines.length; j += BATCH) {
      await db.insert(orderLines).values(lines.slice(j, j + BATCH));
    }
  }

  // The one who reads the queue: a verified staff account, as `npm run admin -- grant` leaves it.
  const [staff] = await db
    .insert(users)
    .values({
      name: 'Bench Staff',
      email: 'staff@bench.tapfolio.test',
      passwordHash: '!bench',
      role: 'staff',
      isOnboarded: true,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });

  // What autovacuum does after a bulk load: statistics for the planner, the visibility map (for
  // index-only scans) and any GIN pending list merged.
  for (const table of [
    'users',
    'product_categories',
    'products',
    'orders',
    'order_lines',
    'order_status_counts',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return {
    buyers,
    ordersOf,
    byStatus,
    lineCount,
    staff,
    ms: performance.now() - started,
  };
}

// ---- measuring -------------------------------------------------------------------------------

/**
 * autocannon stops on time, leaving requests the server has taken but not answered. The database
 * serves its callers in turn, so one more query returns once those are through (or, on a pool
 * still full, fails: then once more): the next run then starts on a quiet server.
 */
async function drain(db, query) {
  for (let tries = 0; tries < 20; tries++) {
    try {
      await orderQueue(db, query);
      break;
    } catch {
      await delay(1000);
    }
  }
  await delay(500);
}

/** orderQueue without HTTP, at the routes' concurrency: the anchor. */
const withoutHttp = (db, query, seconds) =>
  concurrentCalls(() => orderQueue(db, query), { connections: CONNECTIONS, seconds });

const overHttp = (url, token, seconds) =>
  autocannon(url, {
    connections: CONNECTIONS,
    seconds,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * The statements orderQueue sends for `query` (the page and the tabs' counts), caught by a
 * drizzle logger on the API's own connection, each with its plan as it runs.
 */
async function explain(api, query) {
  const statements = [];
  const logger = { logQuery: (text, params) => statements.push({ text, params }) };
  const client = api.db.$client;
  const logged =
    api.database.driver === 'pg'
      ? drizzlePg({ client, logger })
      : drizzlePglite({ client, logger });
  await orderQueue(logged, query);
  const plans = [];
  for (const { text, params } of statements) {
    const { rows } = await client.query(`explain (analyze, buffers off) ${text}`, params);
    plans.push({
      what: /\blimit\b/i.test(text) ? 'the page' : 'the tabs’ counts',
      plan: rows.map((row) => row['QUERY PLAN']),
    });
  }
  return plans;
}

/** Which indexes a plan reads, and the tables it reads whole. */
function planSummary(plan) {
  const indexes = new Set();
  const scanned = new Set();
  for (const line of plan) {
    const index = /(?:Index Scan|Index Only Scan) using (\S+)|Bitmap Index Scan on (\S+)/.exec(
      line,
    );
    if (index) indexes.add(index[1] ?? index[2]);
    const seq = /Seq Scan on (\S+)/.exec(line);
    if (seq) scanned.add(seq[1]);
  }
  return [
    indexes.size ? `uses ${[...indexes].join(', ')}` : 'uses no index',
    scanned.size ? `reads all of ${[...scanned].join(', ')}` : 'reads no table whole',
  ].join('; ');
}

// ---- one database ----------------------------------------------------------------------------

/** Each side warms up first (JIT, connections, the database's caches), unmeasured. */
async function measureHttp(url, token, db, query) {
  await overHttp(url, token, WARMUP_SECONDS);
  await drain(db, query);
  const result = await overHttp(url, token, seconds);
  await drain(db, query);
  return result;
}

async function bench(label, databaseUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-queue-'));
  const pathOf = (raw) => `/api/v1${paths.staffOrderQueue}?${new URLSearchParams(raw).toString()}`;
  const { app, api, address } = await startBenchApi(dataDir, databaseUrl);
  try {
    const { buyers, ordersOf, byStatus, lineCount, staff, ms: seedMs } = await seed(api.db);
    const token = api.signToken(staff);
    console.log(
      `\n${label}: ${ORDERS.toLocaleString('en')} orders (${lineCount.toLocaleString('en')} lines) of ` +
        `${buyers.length.toLocaleString('en')} buyers, seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
        `${CONNECTIONS} connections, ${seconds} s each`,
    );
    console.log(
      `  ${Object.entries(byStatus)
        .map(([status, n]) => `${status} ${n}`)
        .join(', ')}`,
    );

    // Searches as staff type them: part of an e-mail (a first and last name, shared by a few
    // buyers), and a phone number read out with a space, both on the tab the queue opens on.
    const someone = buyers[1234];
    const fragment = someone.email.split(/\d/)[0];
    const spoken = `${someone.mobile.slice(3, 8)} ${someone.mobile.slice(8)}`;
    const ordersMatching = (test) =>
      buyers.filter(test).reduce((sum, buyer) => sum + (ordersOf.get(buyer) ?? 0), 0);
    const scenarios = [
      ['first page of placed orders, oldest first', byStatus.placed, { status: 'placed' }],
      [
        `search by e-mail "${fragment}"`,
        ordersMatching((buyer) => buyer.email.includes(fragment)),
        { status: 'placed', q: fragment },
      ],
      [
        `search by phone "${spoken}"`,
        ordersMatching((buyer) => buyer.mobile === someone.mobile),
        { status: 'placed', q: spoken },
      ],
    ];
    for (const [title, matches, raw] of scenarios) {
      const query = await queueQuerySchema.validate(raw);
      const path = pathOf(raw);
      const response = await fetch(`${address}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = await response.json();
      const direct = await orderQueue(api.db, query);
      const same =
        response.ok &&
        JSON.stringify(answer.result?.orders?.map((o) => o._id)) ===
          JSON.stringify(direct.orders.map((o) => o._id));
      const http = await measureHttp(`${address}${path}`, token, api.db, query);
      await withoutHttp(api.db, query, WARMUP_SECONDS);
      const plain = await withoutHttp(api.db, query, seconds);
      await drain(api.db, query);
      const found = Object.values(direct.counts).reduce((sum, n) => sum + n, 0);
      const plans = await explain(api, query);

      // Printed as each is measured, so that a run cut short keeps what it found.
      console.log(
        `\n${title}: GET ${path}\n  ${matches} orders match (the tabs count ${found}), ` +
          `${direct.total} in the tab, the page has ${direct.orders.length}` +
          `${same ? '' : '; HTTP and orderQueue DISAGREE'}`,
      );
      console.log(
        `  HTTP        ${rps(http.rps)}   p50 ${ms(http.p50)}   p99 ${ms(http.p99)}   ` +
          `${http.answered} answered, ${http.failed} failed`,
      );
      console.log(
        `  no HTTP     ${rps(plain.rps)}   p50 ${ms(plain.p50)}   p99 ${ms(plain.p99)}   ` +
          `${plain.failed} failed   (orderQueue, the anchor)`,
      );
      const met = http.answered > 0 && http.failed === 0 && http.p99 <= TARGET_MS;
      const verdict = !databaseUrl
        ? 'embedded: not targeted'
        : http.answered > 0
          ? met
            ? 'met'
            : 'NOT met'
          : 'NOT met: nothing answered in time';
      const ratio = http.answered && plain.p99 ? `${(http.p99 / plain.p99).toFixed(2)}x` : 'n/a';
      console.log(`  p99 / anchor ${ratio}   (${TARGET}: ${verdict})`);
      for (const { what, plan } of plans) {
        console.log(`  plan of ${what} (${planSummary(plan)}):`);
        for (const line of plan) console.log(`    ${line}`);
      }
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase('Order queue bench', bench);
