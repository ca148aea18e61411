import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InsightCounts } from 'shared-contracts';

/** A person with a card, registered and onboarded through the gateway's API. */
export async function cardOwner(app: FastifyInstance, name = 'Asha Rao') {
  const email = `${randomUUID()}@example.com`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { name, email, password: 'Secret123' },
  });
  const owner = registered.json().result as { token: string; userId: string };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/portfolio',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: {
      personalInfo: { name, email, phoneNumber: '9876543210', whatsappNumber: '9876543210' },
      addressInfo: { buildingName: 'A', area: 'B', pincode: '560038' },
    },
  });
  if (created.statusCode !== 201) throw new Error(`portfolio: ${created.statusCode}`);
  return owner;
}

/** Sets the owner's personal link (PATCH /portfolio/handle). */
export async function setHandle(
  app: FastifyInstance,
  owner: { token: string },
  handle: string,
): Promise<void> {
  const saved = await app.inject({
    method: 'PATCH',
    url: '/api/v1/portfolio/handle',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { handle },
  });
  if (saved.statusCode !== 200) throw new Error(`handle: ${saved.statusCode} ${saved.body}`);
}

/** A phone's browser: card pages opened with it are counted (no user-agent reads as a robot). */
export const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The owner's insight totals of the last 7 days, once what waits in memory is written. */
export async function insightTotals(
  app: FastifyInstance,
  insights: { flush(): Promise<void> },
  owner: { token: string },
): Promise<InsightCounts> {
  await insights.flush();
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/portfolio/insights?days=7',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (res.statusCode !== 200) throw new Error(`insights: ${res.statusCode} ${res.body}`);
  return res.json().result.totals;
}
