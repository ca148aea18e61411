import { sql } from 'drizzle-orm';
import type { InsightsResult } from 'shared-contracts';
import type { TestApp } from '../helpers/app.js';
import type { TestUser } from '../helpers/users.js';

/** A phone's browser, as a card's visitors come. */
export const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36';
export const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.4 Safari/605.1.15';

export interface From {
  ip: string;
  ua?: string;
  headers?: Record<string, string>;
}

const headersOf = ({ ua, headers = {} }: From) => ({
  ...(ua !== undefined && { 'user-agent': ua }),
  ...headers,
});

/** What `navigator.sendBeacon` sends: a JSON Blob (or a string, as text/plain). */
export const beacon = (
  t: TestApp,
  userId: string,
  body: unknown,
  from: From,
  contentType = 'application/json',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/portfolio/${userId}/events`,
    remoteAddress: from.ip,
    headers: { 'content-type': contentType, ...headersOf(from) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const ownerBeacon = (t: TestApp, userId: string, token: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/portfolio/${userId}/events/owner`,
    remoteAddress: from.ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headersOf(from) },
    payload: JSON.stringify({ token }),
  });

/** Save Contact: the card's vCard, as a visitor's browser asks for it. */
export const saveContact = (t: TestApp, userId: string, from: From) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/portfolio/${userId}/vcard`,
    remoteAddress: from.ip,
    headers: headersOf(from),
  });

/** The owner's numbers, as the Insights screen reads them (after writing what waits). */
export async function insightsOf(t: TestApp, owner: TestUser, days = 7): Promise<InsightsResult> {
  await t.api.insights.flush();
  const res = await t.call('GET', `/portfolio/insights?days=${days}`, { token: owner.token });
  if (res.statusCode !== 200) throw new Error(`insights: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: InsightsResult }).result;
}

/** Every row of the three insights tables, as text. */
export async function insightTables(t: TestApp): Promise<string> {
  const dump = await t.api.db.execute(sql`
    select 'counts' as t, row_to_json(c)::text as row from insight_counts c
    union all select 'visits', row_to_json(v)::text from insight_visits v
    union all select 'salts', row_to_json(s)::text from insight_salts s`);
  const rows = (dump as unknown as { rows: Array<{ t: string; row: string }> }).rows;
  return rows.map((r) => `${r.t} ${r.row}`).join('\n');
}
