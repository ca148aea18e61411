// An organisation of 5,000 members (issue 28): its members list (a page, and a search) and its
// team insights over 30 days, seeded by batch inserts with about 90 days of counters per card, then each asked by its
// admin at 20 connections (autocannon, in its own process) beside the same call with no HTTP in
// front (the repository's members list, teamInsights), 20 concurrent callers. On a fresh embedded
// database, and also on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a scratch
// database is created there and dropped). Prints figures; asserts nothing.
//   npm run bench -w api            BENCH_SECONDS=20 node scripts/bench-teams.js (after a build)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { insightDay, paths } from 'shared-contracts';
import {
  insightCounts,
  organisationMembers,
  organisations,
  users,
} from '../dist/db/schema/index.js';
import { createTeamsRepository } from '../dist/modules/teams/repository.js';
import { teamInsights } from '../dist/modules/teams/team-insights.js';
import { startBenchApi } from './lib/bench-api.js';
import { autocannon, concurrentCalls, ms, rps } from './lib/load.js';
import { onEachDatabase } from './lib/scratch-database.js';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
const MEMBERS = 5_000;
const DAYS = 90;
const BATCH = 1_000;
const DAY_MS = 86_400_000;

/** A seeded generator (mulberry32), so every run benches the same organisation. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = 'Aarav Ananya Arjun Diya Ishaan Kavya Rohan Priya Vikram Meera'.split(' ');
const LAST = 'Sharma Iyer Nair Reddy Patel Gupta Menon Rao Singh Das'.split(' ');

async function seed(db) {
  const started = performance.now();
  const next = random(28);
  const [organisation] = await db
    .insert(organisations)
    .values({ name: 'Bench Industries' })
    .returning({ id: organisations.id });
  const people = Array.from({ length: MEMBERS }, (_, i) => ({
    id: randomUUID(),
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    email: `member${i}@bench.tapfolio.test`,
    // No one signs in with a password here: not an argon2 hash, so none opens it.
    passwordHash: '!bench',
    isOnboarded: true,
    emailVerifiedAt: new Date(),
  }));
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH);
    await db.insert(users).values(batch);
    await db.insert(organisationMembers).values(
      batch.map((person, k) => ({
        userId: person.id,
        organisationId: organisation.id,
        // The first is the owner, a few dozen admins, the rest members.
        role: i + k === 0 ? 'owner' : (i + k) % 100 === 0 ? 'admin' : 'member',
      })),
    );
  }
  // A card is seen on about a third of the days; taps and saves on some of those.
  const today = Date.now();
  let counters = 0;
  let rows = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await db.insert(insightCounts).values(rows);
    counters += rows.length;
    rows = [];
  };
  for (const person of people) {
    for (let d = 0; d < DAYS; d++) {
      if (next() > 0.33) continue;
      const day = insightDay(new Date(today - d * DAY_MS));
      rows.push({ userId: person.id, day, event: 'view', count: 1 + Math.floor(next() * 12) });
      if (next() < 0.4) rows.push({ userId: person.id, day, event: 'nfc', count: 1 });
      if (next() < 0.2) rows.push({ userId: person.id, day, event: 'save', count: 1 });
      if (rows.length >= BATCH) await flush();
    }
  }
  await flush();
  for (const table of ['users', 'organisations', 'organisation_members', 'insight_counts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const [owner] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(sql`${users.id} = ${people[0].id}`);
  return { organisationId: organisation.id, owner, counters, ms: performance.now() - started };
}

/** Requests autocannon left in flight are answered before the next run starts. */
async function drain(call) {
  for (let tries = 0; tries < 20; tries++) {
    try {
      await call();
      break;
    } catch {
      await delay(1000);
    }
  }
  await delay(500);
}

async function bench(label, databaseUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-teams-'));
  const { app, api, address } = await startBenchApi(dataDir, databaseUrl);
  try {
    const { organisationId, owner, counters, ms: seedMs } = await seed(api.db);
    const token = api.signToken(owner);
    const repo = createTeamsRepository(api.db);
    console.log(
      `\n${label}: ${MEMBERS.toLocaleString('en')} members, ${counters.toLocaleString('en')} ` +
        `counters over ${DAYS} days, seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
        `${CONNECTIONS} connections, ${seconds} s each`,
    );
    const scenarios = [
      [
        "the members list's first page",
        paths.organisationMembers,
        () => repo.members(organisationId, { q: '', page: 1 }),
      ],
      [
        'the members found by "priya" (a tenth of them), first page',
        `${paths.organisationMembers}?q=priya`,
        () => repo.members(organisationId, { q: 'priya', page: 1 }),
      ],
      [
        'team insights over 30 days, the totals and the first page',
        `${paths.organisationInsights}?days=30`,
        () => teamInsights(api.db, organisationId, 30, 1, new Date()),
      ],
    ];
    for (const [title, path, direct] of scenarios) {
      const url = `${address}/api/v1${path}`;
      const headers = { authorization: `Bearer ${token}` };
      const answer = await (await fetch(url, { headers })).json();
      const same = JSON.stringify(answer.result) === JSON.stringify(await direct());
      const bytes = JSON.stringify(answer).length;
      await autocannon(url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
      await drain(direct);
      const http = await autocannon(url, { connections: CONNECTIONS, seconds, headers });
      await drain(direct);
      await concurrentCalls(direct, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
      const plain = await concurrentCalls(direct, { connections: CONNECTIONS, seconds });
      await drain(direct);
      const ratio = http.answered && plain.p99 ? `${(http.p99 / plain.p99).toFixed(2)}x` : 'n/a';
      console.log(
        `\n${title}: GET /api/v1${path}, ${(bytes / 1024).toFixed(0)} KB of JSON` +
          `${same ? '' : '; HTTP and the direct call DISAGREE'}`,
      );
      console.log(
        `  HTTP        ${rps(http.rps)}   p50 ${ms(http.p50)}   p99 ${ms(http.p99)}   ` +
          `${http.answered} answered, ${http.failed} failed`,
      );
      console.log(
        `  no HTTP     ${rps(plain.rps)}   p50 ${ms(plain.p50)}   p99 ${ms(plain.p99)}   ` +
          `${plain.failed} failed   (the anchor)`,
      );
      console.log(`  p99 / anchor ${ratio}`);
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase('Teams bench: an organisation of 5,000', bench);
