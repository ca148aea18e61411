import { expect } from '@rstest/core';
import type { LightMyRequestResponse } from 'fastify';
import { accountErrors } from 'shared-contracts';

/** The answer to a password guess past the limit: 429 with a wait of at most the window. */
export function expectThrottled(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    message: accountErrors.tooManyRequests,
    code: 'RATE_LIMITED',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}
