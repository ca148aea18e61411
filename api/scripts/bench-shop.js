// The product list under load: 10,000 products seeded by batch inserts, then GET /product's first
// page, a search and a category filter at 50 connections (autocannon, in its own process), with
// the catalogue cache off and then on as the app runs by default, each beside the same query with
// no HTTP in front (listProducts, 50 concurrent callers), and the query plans. On a fresh embedded database, and also on PostgreSQL when BENCH_DATABASE_URL or
// DATABASE_URL is set (an admin connection: a scratch database is created there and dropped).
// Prints figures; asserts nothing.
//   npm run bench -w api            BENCH_SECONDS=20 node scripts/bench-shop.js (after a build)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { productListQuerySchema } from 'shared-contracts';
import { loadConfig } from '../dist/app.js';
import { productCategories, products } from '../dist/db/schema/index.js';
import { listProducts, productListStatement } from '../dist/modules/products/listing.js';
import { startBenchApi } from './lib/bench-api.js';
import { autocannon, concurrentCalls, ms, rps } from './lib/load.js';
import { onEachDatabase } from './lib/scratch-database.js';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 50;
const PRODUCTS = 10_000;
const BATCH = 1_000;
/** In exactly 1% of the names, and nowhere else in the catalogue. */
const SEARCH_WORD = 'walnut';
const TARGET = 'target p99 <= 30 ms and <= 2x the no-HTTP p99';
/** The app's default lifetime of a kept catalogue answer (CATALOGUE_CACHE_SECONDS). */
const CACHE_MS = loadConfig({}).catalogueCacheMs;

// ---- the catalogue ---------------------------------------------------------------------------

/** A seeded generator (mulberry32), so every run benches the same catalogue. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORIES = [
  { name: 'Metal Cards', materials: ['Stainless Steel', 'Brushed Aluminium', 'Titanium'] },
  { name: 'Wooden Cards', materials: ['Bamboo', 'Cherry Wood', 'Maple', 'Teak'] },
  { name: 'Classic PVC', materials: ['PVC', 'Recycled PVC'] },
  { name: 'Premium Matte', materials: ['Matte PVC', 'Soft-touch PVC'] },
  { name: 'Transparent Cards', materials: ['Clear Acrylic', 'Frosted Acrylic'] },
  { name: 'Eco Cards', materials: ['Cork', 'Bioplastic', 'Recycled Paper Laminate'] },
  { name: 'Luxury Gold', materials: ['24K Gold-plated Steel', 'Rose Gold Steel'] },
  { name: 'Minimal Designs', materials: ['Matte PVC', 'Satin PVC'] },
  { name: 'Creative Prints', materials: ['Glossy PVC', 'Holographic PVC'] },
  { name: 'Corporate Series', materials: ['Carbon Fibre', 'Anodised Aluminium'] },
];
const FINISHES = ['Matte', 'Glossy', 'Brushed', 'Frosted', 'Satin', 'Embossed', 'Engraved'];
const COLOURS = ['Black', 'White', 'Navy', 'Emerald', 'Silver', 'Charcoal', 'Ivory', 'Teal'];
const MOTIFS = ['Geometric', 'Monogram', 'Wave', 'Marble', 'Skyline', 'Botanical', 'Mandala'];
const OPENINGS = [
  'Made for people who hand out their number every day.',
  'A card that starts the conversation before you do.',
  'Quietly confident, built to outlast a thousand handshakes.',
  'For founders, freelancers and anyone who meets people for a living.',
];
const DETAILS = [
  'Rounded corners, 0.8 mm thick, printed edge to edge.',
  'Laser-engraved name and title; the chip sits invisibly inside.',
  'UV-printed on both sides with a scratch-resistant coat.',
  'Your logo on the front, a QR code on the back as a fallback.',
];
const CLOSING =
  'Tap it on any phone to open your Tapfolio card: no app, no typing, always up to date.';

function catalogueRows(categoryIds, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const categoryIndex = i % categoryIds.length;
    const walnut = i % 100 === 7;
    const material = walnut ? 'Walnut' : pick(CATEGORIES[categoryIndex].materials);
    const finish = pick(FINISHES);
    const motif = pick(MOTIFS);
    const actualRupees = 499 + 100 * Math.floor(next() * 46);
    // A third at full price, the rest 5% to 60% off; whole rupees, never above the MRP.
    const off = next() < 0.33 ? 0 : 0.05 + next() * 0.55;
    const saleRupees = Math.max(99, Math.round(actualRupees * (1 - off)));
    // Popularity is long-tailed: most cards sell a little, a few sell a lot.
    const unitsSold = Math.floor(next() ** 4 * 800);
    const images = Array.from({ length: 2 + Math.floor(next() * 2) }, () => ({
      key: `products/${randomUUID()}.jpg`,
    }));
    return {
      name: `${finish} ${pick(COLOURS)} ${motif} ${material} Card`,
      categoryId: categoryIds[categoryIndex],
      description: [
        pick(OPENINGS),
        `${finish} ${material.toLowerCase()} with a ${motif.toLowerCase()} pattern.`,
        pick(DETAILS),
        CLOSING,
      ].join(' '),
      actualPricePaise: actualRupees * 100,
      salePricePaise: Math.min(saleRupees, actualRupees) * 100,
      images,
      archived: next() < 0.02,
      unitsSold,
      cartAdds: unitsSold * 3 + Math.floor(next() * 60),
      createdAt: new Date(now - Math.floor(next() * 730 * 86_400_000)),
    };
  });
}

async function seed(db) {
  const started = performance.now();
  const categories = await db
    .insert(productCategories)
    .values(CATEGORIES.map(({ name }) => ({ name })))
    .returning({ id: productCategories.id, name: productCategories.name });
  const rows = catalogueRows(
    categories.map((c) => c.id),
    random(42),
  );
  const visible = rows.filter((row) => !row.archived);
  const matching = {
    search: visible.filter((row) =>
      `${row.name} ${row.description}`.toLowerCase().includes(SEARCH_WORD),
    ).length,
    byCategory: (id) => visible.filter((row) => row.categoryId === id).length,
  };
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(products).values(rows.slice(i, i + BATCH));
  }
  // What autovacuum does after a bulk load: statistics for the planner, and the trigram index's
  // pending list (where GIN puts fresh rows) merged, which a plain ANALYZE leaves for later.
  await db.execute(sql`vacuum analyze product_categories`);
  await db.execute(sql`vacuum analyze products`);
  return { categories, visible: visible.length, matching, ms: performance.now() - started };
}

// ---- measuring -------------------------------------------------------------------------------

/**
 * autocannon stops on time, leaving requests the server has taken but not answered. The database
 * serves its callers in turn, so one more query returns once those are through: the next run then
 * starts on a quiet server.
 */
async function drain(db, query) {
  await listProducts(db, query);
  await delay(500);
}

/** listProducts without HTTP, at the route's concurrency: the anchor. */
const withoutHttp = (db, query, seconds) =>
  concurrentCalls(() => listProducts(db, query), { connections: CONNECTIONS, seconds });

const overHttp = (url, seconds) => autocannon(url, { connections: CONNECTIONS, seconds });

async function explain(db, query) {
  const { sql: text, params } = productListStatement(db, query).toSQL();
  const { rows } = await db.$client.query(`explain (analyze, buffers off) ${text}`, params);
  return rows.map((row) => row['QUERY PLAN']);
}

// ---- one database ----------------------------------------------------------------------------

/** Each side warms up first (JIT, connections, the database's caches), unmeasured. */
async function measureHttp(url, db, query) {
  await overHttp(url, WARMUP_SECONDS);
  await drain(db, query);
  const result = await overHttp(url, seconds);
  await drain(db, query);
  return result;
}

async function bench(label, databaseUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-shop-'));
  const pathOf = (raw) => {
    const search = new URLSearchParams(raw).toString();
    return `/api/v1/product${search ? `?${search}` : ''}`;
  };
  try {
    // First every query as it is, the catalogue cache off: HTTP, no HTTP, and the plan.
    const cold = await startBenchApi(dataDir, databaseUrl, {
      logLevel: 'warn',
      catalogueCacheMs: 0,
    });
    const rows = [];
    try {
      const { categories, visible, matching, ms: seedMs } = await seed(cold.api.db);
      console.log(
        `\n${label}: ${PRODUCTS.toLocaleString('en')} products (${visible} visible) in ` +
          `${categories.length} categories, seeded in ${(seedMs / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${seconds} s each`,
      );
      const category = categories[3];
      const scenarios = [
        ['first page, newest first', visible, {}, 'products_new_idx'],
        [
          `search "${SEARCH_WORD}"`,
          matching.search,
          { search: SEARCH_WORD },
          'products_search_idx',
        ],
        [
          `category "${category.name}"`,
          matching.byCategory(category.id),
          { category: category.id },
          'products_category_new_idx',
        ],
      ];
      for (const [title, matches, raw, index] of scenarios) {
        const query = await productListQuerySchema.validate(raw);
        const path = pathOf(raw);
        const answer = await fetch(`${cold.address}${path}`).then((r) => r.json());
        const direct = await listProducts(cold.api.db, query);
        const same =
          JSON.stringify(answer.results?.map((p) => p._id)) ===
          JSON.stringify(direct.results.map((p) => p._id));
        const http = await measureHttp(`${cold.address}${path}`, cold.api.db, query);
        await withoutHttp(cold.api.db, query, WARMUP_SECONDS);
        const plain = await withoutHttp(cold.api.db, query, seconds);
        await drain(cold.api.db, query);
        rows.push({
          title,
          matches,
          raw,
          index,
          query,
          path,
          same,
          http,
          plain,
          size: direct.results.length,
        });
        rows.at(-1).plan = await explain(cold.api.db, query);
      }
    } finally {
      await cold.app.close();
    }

    // Then over HTTP as the app runs by default: answers kept for CATALOGUE_CACHE_SECONDS.
    const warm = await startBenchApi(dataDir, databaseUrl, {
      logLevel: 'warn',
      catalogueCacheMs: CACHE_MS,
    });
    try {
      for (const row of rows) {
        row.cached = await measureHttp(`${warm.address}${row.path}`, warm.api.db, row.query);
      }
    } finally {
      await warm.app.close();
    }

    for (const { title, matches, index, path, same, http, plain, cached, plan, size } of rows) {
      console.log(
        `\n${title}: GET ${path}\n  ${matches} products match, the page has ${size}` +
          `${same ? '' : '; HTTP and listProducts DISAGREE'}`,
      );
      console.log(
        `  HTTP, kept answers  ${rps(cached.rps)}   p50 ${ms(cached.p50)}   p99 ${ms(cached.p99)}   ${cached.failed} failed   (the default: CATALOGUE_CACHE_SECONDS=${CACHE_MS / 1000})`,
      );
      console.log(
        `  HTTP, no cache      ${rps(http.rps)}   p50 ${ms(http.p50)}   p99 ${ms(http.p99)}   ${http.failed} failed`,
      );
      console.log(
        `  no HTTP             ${rps(plain.rps)}   p50 ${ms(plain.p50)}   p99 ${ms(plain.p99)}   (listProducts, the anchor)`,
      );
      console.log(
        `  p99 / anchor: kept ${(cached.p99 / plain.p99).toFixed(2)}x, no cache ${(http.p99 / plain.p99).toFixed(2)}x   (${TARGET})`,
      );
      const used = plan.some((line) => line.includes(index));
      console.log(`  plan (${used ? `uses ${index}` : `does NOT use ${index}`}):`);
      for (const line of plan) console.log(`    ${line}`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase('Shop catalogue bench', bench);
