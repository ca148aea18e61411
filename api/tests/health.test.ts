import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 once the database is migrated and reachable', async () => {
    const res = await t.call('GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { status: 'ok', database: process.env.API_TEST_DATABASE_URL ? 'pg' : 'pglite' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp({}, { ownDatabase: true });
    await other.api.database.close();
    const res = await other.call('GET', '/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_READY' });
    await other.close().catch(() => {});
  });
});
