import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { backgroundErrors, LOCK_SCREENS, type LockScreen } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectImageWorkBusy, holdImageWork } from './helpers/image-work.js';
import { readQr } from './helpers/qr-reader.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

describe('GET /portfolio/backgrounds', () => {
  let t: TestApp;
  let owner: TestUser;
  let canonical: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await onboardedUser(t);
    canonical = `https://tapfolio.test/portfolio/${owner.id}`;
  });
  afterAll(() => t.close());

  const background = (query: string, token: string | null = owner.token) =>
    t.call('GET', `/portfolio/backgrounds?${query}`, { token: token ?? undefined });

  it('answers 401 without a token', async () => {
    const res = await background('kind=video', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it.each([
    ['', backgroundErrors.kindInvalid],
    ['kind=photo', backgroundErrors.kindInvalid],
    ['kind=video&kind=lock', backgroundErrors.kindInvalid],
    ['kind=video&design=4', backgroundErrors.designInvalid],
    ['kind=video&design=', backgroundErrors.designInvalid],
    ['kind=lock&screen=pixel', backgroundErrors.screenInvalid],
  ])('refuses ?%s with 400 and a precise message', async (query, message) => {
    const res = await background(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('answers 404 like the QR route to a person with no card yet', async () => {
    const without = await registerUser(t, 'No Card Yet');
    const res = await background('kind=video', without.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Portfolio not found' });
  });

  it('makes a 1920x1080 video background whose code reads top right in the 4:3 crop, also mirrored and back', async () => {
    const res = await background('kind=video&design=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tapfolio-background-2.png"',
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1920, 1080]);

    // The 4:3 crop an app may keep: the code must be found inside it.
    const crop = { left: 240, top: 0, width: 1440, height: 1080 };
    const read = await readQr(res.rawPayload, crop);
    expect(read?.text).toBe(canonical);
    const { box } = read!;
    // Upper right: right of the middle, above it, at least 220 px across.
    expect(box.left).toBeGreaterThan(960);
    expect(box.right).toBeLessThan(1680);
    expect(box.bottom).toBeLessThan(540);
    expect(box.right - box.left).toBeGreaterThanOrEqual(220);

    // A call app mirrors the person's own preview; the file itself reads the same after a round trip.
    const roundTrip = await sharp(await sharp(res.rawPayload).flop().png().toBuffer())
      .flop()
      .png()
      .toBuffer();
    expect((await readQr(roundTrip, crop))?.text).toBe(canonical);
  });

  it.each(Object.keys(LOCK_SCREENS) as LockScreen[])(
    'makes a %s lock-screen wallpaper of its size, the code below the clock and above the gesture bar',
    async (screen) => {
      const res = await background(`kind=lock&screen=${screen}&design=3`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="tapfolio-wallpaper-${screen}.png"`,
      );
      const { width, height } = LOCK_SCREENS[screen];
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      // Only the band between the clock (top 35 %) and the gesture bar (bottom 12 %).
      const top = Math.ceil(height * 0.35);
      const band = { left: 0, top, width, height: Math.floor(height * 0.88) - top };
      const read = await readQr(res.rawPayload, band);
      expect(read?.text).toBe(canonical);
      const { box } = read!;
      expect(box.right - box.left).toBeGreaterThanOrEqual(width * 0.4);
      expect(Math.abs((box.left + box.right) / 2 - width / 2)).toBeLessThan(width * 0.02);
    },
  );

  it("gives another person their own card's code, never the first person's", async () => {
    const other = await onboardedUser(t, 'Ravi Kumar');
    const res = await background('kind=video', other.token);
    expect(res.statusCode).toBe(200);
    const read = await readQr(res.rawPayload, { left: 240, top: 0, width: 1440, height: 1080 });
    expect(read?.text).toBe(`https://tapfolio.test/portfolio/${other.id}`);
  });

  it('waits its turn with the uploads: 503 with Retry-After while every place is taken', async () => {
    const tight = await createTestApp(
      {},
      { env: { IMAGE_DECODE_CONCURRENCY: '1', IMAGE_DECODE_QUEUE: '0' } },
    );
    try {
      const someone = await onboardedUser(tight);
      const ask = () =>
        tight.call('GET', '/portfolio/backgrounds?kind=video', { token: someone.token });
      const release = holdImageWork();
      expectImageWorkBusy(await ask());
      await release();
      expect((await ask()).statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});
