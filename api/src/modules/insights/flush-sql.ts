import { lt, sql } from 'drizzle-orm';
import { insightDay } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { insightSalts, insightVisits } from '../../db/schema/index.js';
import { createDayKeys } from './day-salts.js';
import type { Waiting } from './recorder.js';
import { visitorHash } from './visitor.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows sent as one JSON parameter: any batch size in one statement, the same on both drivers. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

interface Mark {
  day: string;
  user_id: string;
  visitor: string;
}

interface Tally extends Mark {
  event: string;
  detail: string;
  n: number;
}

/**
 * The owners first: their mark is stored, and what they were counted for today is taken back
 * from the day's counters (every view they made, the visitor they were, and one of each other
 * event) before their rows are deleted. Unknown user ids are left out by the join.
 */
async function markOwners(tx: Tx, marks: Mark[]) {
  await tx.execute(sql`
    with marks as (
      select distinct m.day, m.user_id, m.visitor
      from jsonb_to_recordset(${json(marks)}) as m(day date, user_id uuid, visitor text)
      join users u on u.id = m.user_id
    ),
    marked as (
      insert into insight_visits (day, user_id, visitor, event, detail, count)
      select day, user_id, visitor, 'owner', '', 1 from marks
      on conflict do nothing
    ),
    taken as (
      delete from insight_visits v using marks m
      where v.day = m.day and v.user_id = m.user_id and v.visitor = m.visitor
        and v.event <> 'owner'
      returning v.day, v.user_id, v.event, v.detail, v.count
    ),
    back as (
      select day, user_id, event, detail, case when event = 'view' then count else 1 end as n
      from taken
      union all
      select day, user_id, 'visitor', '', 1 from taken where event = 'view'
    ),
    summed as (
      select day, user_id, event, detail, sum(n) as n from back group by 1, 2, 3, 4
    )
    update insight_counts c set count = greatest(c.count - s.n, 0)
    from summed s
    where c.day = s.day and c.user_id = s.user_id and c.event = s.event and c.detail = s.detail`);
}

/**
 * Everyone else's events, one statement: each visitor's row of the day is added to (inserted
 * when new: `xmax = 0` tells a fresh row from an updated one), then the card's counters: every
 * view, a visitor when their first view of the day is new, any other event only when new.
 * Owners marked today (in this batch or before) and unknown user ids are left out.
 */
async function countEvents(tx: Tx, tallies: Tally[]) {
  await tx.execute(sql`
    with input as (
      select t.day, t.user_id, t.visitor, t.event, t.detail, t.n
      from jsonb_to_recordset(${json(tallies)})
        as t(day date, user_id uuid, visitor text, event text, detail text, n int)
      join users u on u.id = t.user_id
      where not exists (
        select 1 from insight_visits o
        where o.day = t.day and o.user_id = t.user_id and o.visitor = t.visitor
          and o.event = 'owner' and o.detail = ''
      )
    ),
    upserted as (
      insert into insight_visits as v (day, user_id, visitor, event, detail, count)
      select day, user_id, visitor, event, detail, n from input
      on conflict (day, user_id, visitor, event, detail)
        do update set count = v.count + excluded.count
      returning v.day, v.user_id, v.visitor, v.event, v.detail, (v.xmax = 0) as fresh
    ),
    deltas as (
      select u.day, u.user_id, u.event, u.detail, i.n
      from upserted u join input i using (day, user_id, visitor, event, detail)
      where u.event = 'view'
      union all
      select day, user_id, 'visitor', '', 1 from upserted where event = 'view' and fresh
      union all
      select day, user_id, event, detail, 1 from upserted where event <> 'view' and fresh
    )
    insert into insight_counts as c (user_id, day, event, detail, count)
    select user_id, day, event, detail, sum(n) from deltas group by 1, 2, 3, 4
    on conflict (user_id, day, event, detail) do update set count = c.count + excluded.count`);
}

/** A past day's visitor rows and salt: once both are gone, no one can tie its counts to anyone. */
async function purgeBefore(tx: Tx, today: string) {
  await tx.delete(insightVisits).where(lt(insightVisits.day, today));
  await tx.delete(insightSalts).where(lt(insightSalts.day, today));
}

/** Same visitor, card, day, event and detail: one row with how many times. */
function tallied(events: Array<Mark & { event: string; detail: string; times: number }>): Tally[] {
  const byKey = new Map<string, Tally>();
  for (const { times, ...e } of events) {
    const key = [e.day, e.user_id, e.visitor, e.event, e.detail].join('\n');
    const found = byKey.get(key);
    if (found) found.n += times;
    else byKey.set(key, { ...e, n: times });
  }
  return [...byKey.values()];
}

/**
 * The recorder's `write`: one transaction per batch, hashing each visitor with their day's key
 * (the address and user-agent go no further than this function), past days purged once a day.
 */
export function createInsightsWriter(options: { db: Database; secret: Buffer; now?: () => Date }) {
  const { db, secret, now = () => new Date() } = options;
  const dayKeys = createDayKeys(secret);
  let purgedBefore: string | undefined;

  return async function write(batch: Waiting[]): Promise<void> {
    const today = insightDay(now());
    const purge = purgedBefore !== today;
    const days = [...new Set(batch.map((item) => item.day))];
    const keys = await db.transaction(async (tx) => {
      const keys = await dayKeys.within(tx, days);
      const hashed = batch.map((item) => ({
        kind: item.kind,
        day: item.day,
        user_id: item.userId,
        visitor: visitorHash(keys.get(item.day)!, item),
        event: item.event,
        detail: item.detail,
        times: item.times,
      }));
      const marks = hashed.filter((item) => item.kind === 'owner');
      const events = hashed.filter((item) => item.kind === 'event');
      if (marks.length > 0) await markOwners(tx, marks);
      if (events.length > 0) await countEvents(tx, tallied(events));
      // After the writes: events from just before midnight are counted, then their day purged.
      if (purge) await purgeBefore(tx, today);
      return keys;
    });
    dayKeys.commit(keys, today);
    if (purge) purgedBefore = today;
  };
}
