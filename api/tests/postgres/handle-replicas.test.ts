import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';
import { startReplica, type Replica } from '../helpers/replica.js';
import { onboardedUser } from '../helpers/users.js';

/** A handle no other test of the run asks for. */
const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

describe('two API instances on one PostgreSQL database', () => {
  let pg: TestApp;
  let other: Replica;

  beforeAll(async () => {
    // Answers kept for 10 minutes: only an invalidation explains a change seen at once.
    pg = await createTestApp({}, { env: { PUBLIC_CARD_CACHE_SECONDS: '600' } });
    other = await startReplica(pg);
  });
  afterAll(async () => {
    await other?.app.close();
    await pg?.close();
  });

  it('one claim on each instance at once: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await onboardedUser(pg, 'On One'), await onboardedUser(pg, 'On Other')];
      const handle = fresh('replica');
      const answers = await Promise.all([
        pg.call('PATCH', '/portfolio/handle', { token: a.token, body: { handle } }),
        other.call('PATCH', '/portfolio/handle', { token: b.token, body: { handle } }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
  }, 60_000);

  it("a change on one instance reaches the other's cached lookups", async () => {
    const owner = await onboardedUser(pg, 'Moving Link');
    const first = fresh('moving');
    await pg.call('PATCH', '/portfolio/handle', { token: owner.token, body: { handle: first } });
    expect(await other.api.handles.lookup(first)).toEqual({ userId: owner.id, handle: first });
    const second = fresh('moved');
    const res = await pg.call('PATCH', '/portfolio/handle', {
      token: owner.token,
      body: { handle: second },
    });
    expect(res.statusCode).toBe(200);
    // The notification travels through PostgreSQL: a moment, never the cache's 10 minutes.
    const seen = await eventually(
      async () => {
        const lookup = await other.api.handles.lookup(first);
        return typeof lookup === 'object' && lookup?.handle === second ? lookup : undefined;
      },
      { deadlineMs: 5_000, everyMs: 20, what: 'the other instance following the move' },
    );
    expect(seen).toEqual({ userId: owner.id, handle: second });
  }, 30_000);
});
