import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { LISTENER_APPLICATION_NAME } from '../../src/lib/pg-notify.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { PERSONAL, renamePastTheApi } from '../helpers/card-changes.js';
import { eventually } from '../helpers/eventually.js';
import { listenerPids, startReplica, type Replica } from '../helpers/replica.js';
import { onboardedUser, type TestUser } from '../helpers/users.js';

describe('two API instances on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Replica;
  let owner: TestUser;

  const nameOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: `${API_BASE}/portfolio/${owner.id}` })).json().result
      .portfolio.personalInfo.name as string;
  const saveName = (app: FastifyInstance, name: string) =>
    app.inject({
      method: 'PATCH',
      url: `${API_BASE}/portfolio`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { personalInfo: { ...PERSONAL, name } },
    });
  /** Resolves once `app` shows `name`: seen within seconds, never the cache's 10 minutes. */
  const shows = (app: FastifyInstance, name: string, what: string) =>
    eventually(async () => ((await nameOn(app)) === name ? true : undefined), {
      deadlineMs: 5_000,
      everyMs: 20,
      what,
    });

  beforeAll(async () => {
    // Kept for 10 minutes: only an invalidation can explain a change seen within seconds.
    t = await createTestApp({}, { env: { PUBLIC_CARD_CACHE_SECONDS: '600' } });
    other = await startReplica(t);
    owner = await onboardedUser(t);
    // The onboarding's invalidations reach the other replica on their own time: on a busy machine
    // one came after the first test had filled its cache, and emptied it. A last one of this
    // file's own, heard there, says every earlier one was (PostgreSQL delivers in commit order).
    const barrier = randomUUID();
    const heard = new Set<string>();
    const unsubscribe = other.api.publicCards.subscribe((id) => heard.add(id));
    try {
      t.api.publicCards.invalidate(barrier);
      await eventually(async () => (heard.has(barrier) ? true : undefined), {
        everyMs: 20,
        what: 'the other replica to hear the invalidations of the set-up',
      });
    } finally {
      unsubscribe();
    }
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  it('each keeps the card: a change past the API shows on neither', async () => {
    expect(await nameOn(t.app)).toBe('Asha Rao');
    expect(await nameOn(other.app)).toBe('Asha Rao');
    await renamePastTheApi(t.api, owner.id, 'Past The API');
    expect(await nameOn(t.app)).toBe('Asha Rao');
    expect(await nameOn(other.app)).toBe('Asha Rao');
  });

  it('a save on one is seen by the other within a short bound, both ways', async () => {
    const heardElsewhere: string[] = [];
    const heardHere: string[] = [];
    const unsubscribeElsewhere = other.api.publicCards.subscribe((id) => heardElsewhere.push(id));
    const unsubscribeHere = t.api.publicCards.subscribe((id) => heardHere.push(id));
    try {
      expect((await saveName(t.app, 'Saved On One')).statusCode).toBe(200);
      expect(await nameOn(t.app)).toBe('Saved On One');
      await shows(other.app, 'Saved On One', 'the other');
      expect(heardElsewhere).toEqual([owner.id]);
      expect(heardHere).toEqual([owner.id]);

      expect((await saveName(other.app, 'Saved On Two')).statusCode).toBe(200);
      await shows(t.app, 'Saved On Two', 'the first');
      // PostgreSQL hands every listener the notifications in commit order, so the first
      // instance's own one came back before this one: it was not told of its own save twice.
      expect(heardHere).toEqual([owner.id, owner.id]);
    } finally {
      unsubscribeElsewhere();
      unsubscribeHere();
    }
  });

  it('listens again after losing its connection, and forgets what it may have missed', async () => {
    expect(await nameOn(other.app)).toBe('Saved On Two');
    const before = await listenerPids(t);
    expect(before).toHaveLength(2);
    await t.api.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    // Changed while nobody listened: no notification will ever say so.
    await renamePastTheApi(t.api, owner.id, 'While Deaf');
    await eventually(
      async () => {
        const now = await listenerPids(t);
        return now.length === 2 && now.every((pid) => !before.includes(pid)) ? true : undefined;
      },
      { everyMs: 20, what: 'both listeners back' },
    );
    await shows(other.app, 'While Deaf', 'forgotten');
    expect((await saveName(t.app, 'After The Outage')).statusCode).toBe(200);
    await shows(other.app, 'After The Outage', 'a notification after reconnecting');
  });
});
