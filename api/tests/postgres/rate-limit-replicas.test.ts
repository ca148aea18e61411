import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startReplica, type Replica } from '../helpers/replica.js';
import { onboardedUser } from '../helpers/users.js';

const limit = (max: number) => ({ max, timeWindowMs: 10 * 60_000 });
const GENEROUS = limit(1000);
const LOGINS = 3;
const LEADS_PER_CARD = 2;

/**
 * The per-address and per-card limits count in the database: requests spread over two replicas
 * (one address behind the balancer) are held to one limit, not one each.
 */
describe('two API replicas on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Replica;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: limit(LOGINS),
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: GENEROUS,
        leadsPerAddress: GENEROUS,
        leadsPerCard: limit(LEADS_PER_CARD),
        orders: GENEROUS,
        qrCodes: GENEROUS,
      },
    });
    other = await startReplica(t);
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  it('share the per-address sign-in limit', async () => {
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'PATCH',
        url: `${API_BASE}/user/login`,
        remoteAddress: '203.0.113.90',
        payload: { email: 'nobody@example.com', password: 'Wrong1234' },
      });
    const statuses = [];
    for (const app of [t.app, other.app, t.app, other.app, t.app]) {
      statuses.push((await login(app)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another address has its own count.
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE}/user/login`,
      remoteAddress: '203.0.113.91',
      payload: { email: 'nobody@example.com', password: 'Wrong1234' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("share a card's lead limit, whatever address and replica each lead comes from", async () => {
    const card = await onboardedUser(t, 'Lead Owner');
    const lead = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE}/portfolio/${card.id}/leads`,
        remoteAddress: `198.51.100.${n}`,
        payload: {
          name: 'Kiran Shah',
          phoneNumber: '98765 43210',
          email: 'kiran@example.com',
          company: 'Shah Traders',
          note: 'We met at the expo.',
          consent: true,
        },
      });
    const statuses = [
      (await lead(t.app, 1)).statusCode,
      (await lead(other.app, 2)).statusCode,
      (await lead(t.app, 3)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 429]);
  });
});
