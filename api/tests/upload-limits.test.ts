import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import sharp from 'sharp';
import {
  ImageWorkBusy,
  imageWorkStats,
  limitConcurrency,
} from '../src/modules/files/image-work.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectImageWorkBusy, holdImageWork } from './helpers/image-work.js';
import { jpeg, mediumJpeg } from './helpers/images.js';
import { upload, uploaded } from './helpers/uploads.js';
import { registerUser } from './helpers/users.js';

describe('per-person upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        env: {
          UPLOAD_RATE_LIMIT: '3',
          UPLOAD_QUOTA_MB: '1',
          IMAGE_DECODE_CONCURRENCY: '1',
          IMAGE_DECODE_QUEUE: '0',
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts uploads per person, not per address, and answers 429 in the envelope', async () => {
    const [first, second] = [await registerUser(t), await registerUser(t)];
    for (let i = 0; i < 3; i++) {
      expect((await upload(t, first.token, [{ data: await jpeg(50, 50) }])).statusCode).toBe(201);
    }
    const limited = await upload(t, first.token, [{ data: await jpeg(50, 50) }]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many uploads\. Please try again in \d+ minutes?\.$/),
      code: 'UPLOAD_RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Both upload routes share the count.
    const service = await upload(
      t,
      first.token,
      [{ data: await jpeg(50, 50) }],
      '/portfolio-service/upload',
    );
    expect(service.statusCode).toBe(429);
    // Another address does not help the first person; the same address does not stop another.
    const elsewhere = await t.call('POST', '/portfolio/upload', {
      token: first.token,
      ip: '203.0.113.9',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(elsewhere.statusCode).toBe(429);
    expect((await upload(t, second.token, [{ data: await jpeg(50, 50) }])).statusCode).toBe(201);
  });

  it('refuses an upload past the quota with 409 and says why, and counts only that person', async () => {
    const [full, other] = [await registerUser(t), await registerUser(t)];
    const big = await mediumJpeg();
    const stored = await uploaded(t, full.token, { data: big });
    expect(stored.size).toBeGreaterThan(512 * 1024);
    const over = await upload(t, full.token, [{ data: big }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      success: false,
      message:
        'Your uploads have reached 1 MB. Pictures you have taken off your card stop counting ' +
        '24 hours later; please try again then.',
      code: 'UPLOAD_QUOTA_EXCEEDED',
    });
    // A small one still fits.
    expect((await upload(t, full.token, [{ data: await jpeg(50, 50) }])).statusCode).toBe(201);
    expect((await upload(t, other.token, [{ data: big }])).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when every decode place is taken, and works again after', async () => {
    const user = await registerUser(t);
    const release = holdImageWork();
    expect(imageWorkStats()).toEqual({ running: 1, waiting: 0 });
    expectImageWorkBusy(await upload(t, user.token, [{ data: await jpeg(60, 60) }]));
    await release();
    expect((await upload(t, user.token, [{ data: await jpeg(60, 60) }])).statusCode).toBe(201);
  });

  it('refuses a progressive image whose whole decode would pass the memory bound', async () => {
    const user = await registerUser(t);
    // 5000 x 4000 = 20 MP: a baseline JPEG streams, but an interlaced RGBA PNG is 80 MB decoded.
    const plain = sharp({
      create: { width: 5000, height: 4000, channels: 4, background: '#fff8' },
    });
    const interlaced = await plain.png({ progressive: true }).toBuffer();
    const res = await upload(t, user.token, [
      { data: interlaced, filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The image has too many pixels',
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    const over = await sharp({
      create: { width: 6100, height: 4000, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const tooMany = await upload(t, user.token, [{ data: over }]);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('IMAGE_TOO_MANY_PIXELS');
  });
});

describe('the decode queue', () => {
  it('lets a few wait, refuses one more at once, and refuses a wait that lasts too long', async () => {
    rs.useFakeTimers();
    try {
      const limit = limitConcurrency({ concurrency: 1, queue: 1, waitMs: 2_000 });
      let release!: () => void;
      const running = limit(() => new Promise<void>((resolve) => (release = resolve)));
      const waiting = limit(async () => 'waited');
      await expect(limit(async () => 'no room')).rejects.toBeInstanceOf(ImageWorkBusy);
      release();
      await running;
      expect(await waiting).toBe('waited');

      const slow = limit(() => new Promise<void>((resolve) => (release = resolve)));
      const late = limit(async () => 'too late');
      rs.advanceTimersByTime(2_000);
      await expect(late).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
      release();
      await slow;
      expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      rs.useRealTimers();
    }
  });
});
