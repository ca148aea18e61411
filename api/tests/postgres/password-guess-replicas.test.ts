import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startReplica, type Replica } from '../helpers/replica.js';
import { expectThrottled } from '../helpers/throttled.js';
import { PASSWORD, registerUser } from '../helpers/users.js';

const GUESSES = 3;
const limit = (max: number) => ({ max, timeWindowMs: 15 * 60_000 });
const GENEROUS = limit(1000);

describe('two API replicas on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Replica;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: GENEROUS,
        register: GENEROUS,
        forgotPassword: GENEROUS,
        passwordGuesses: limit(GUESSES),
        leadsPerAddress: GENEROUS,
        leadsPerCard: GENEROUS,
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

  it('share one count: guesses spread over both are stopped on both', async () => {
    const user = await registerUser(t);
    const on = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'PATCH',
        url: `${API_BASE}/user/login`,
        payload: { email: user.email, password },
      });
    expect((await on(t.app, 'Wrong1xyz')).statusCode).toBe(401);
    expect((await on(other.app, 'Wrong2xyz')).statusCode).toBe(401);
    expect((await on(t.app, 'Wrong3xyz')).statusCode).toBe(401);
    expectThrottled(await on(other.app, PASSWORD));
    expectThrottled(await on(t.app, PASSWORD));
  });
});
