import { expect } from '@rstest/core';
import type { LightMyRequestResponse } from 'fastify';
import { IMAGE_WORK_BUSY_MESSAGE, imageWork } from '../../src/modules/files/image-work.js';

/** Takes the process's one place for image work (IMAGE_DECODE_CONCURRENCY=1) until released. */
export function holdImageWork() {
  let release!: () => void;
  const held = imageWork(() => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

/** The answer while every place for image work is taken: 503, Retry-After, the envelope. */
export function expectImageWorkBusy(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    success: false,
    message: IMAGE_WORK_BUSY_MESSAGE,
    code: 'IMAGE_WORK_BUSY',
  });
}
