import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { qrErrors } from 'shared-contracts';
import { createQrImages } from '../src/modules/portfolio/qr-image.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectImageWorkBusy, holdImageWork } from './helpers/image-work.js';
import { readQr } from './helpers/qr-reader.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };

describe('GET /portfolio/{userId}/qr', () => {
  let t: TestApp;
  let owner: TestUser;
  let canonical: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await onboardedUser(t);
    // The URL the server-rendered card names as canonical (deploy/src/card/card-route.ts).
    canonical = `https://tapfolio.test/portfolio/${owner.id}`;
  });
  afterAll(() => t.close());

  const qr = (userId: string, query = '', headers: Record<string, string> = {}) =>
    t.call('GET', `/portfolio/${userId}/qr${query}`, { headers });

  it('answers an SVG of the card URL by default, to anyone without a token, safe to open', async () => {
    const res = await qr(owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512"/,
    );
    expect(res.body).not.toMatch(/<script|href|on\w+=/i);
    const read = await readQr(res.rawPayload);
    expect(read?.width).toBe(512);
    expect(read?.text).toBe(canonical);
  });

  it('answers a PNG that decodes back to the card URL, black on white with a quiet zone', async () => {
    const res = await qr(owner.id, '?format=png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await readQr(res.rawPayload))?.text).toBe(canonical);
    const { data, info } = await sharp(res.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
    // A 4-module quiet zone: every pixel within 4 modules of the edge is white.
    const { data: rgba, info: rgbaInfo } = await sharp(res.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const version = jsQR.default(
      new Uint8ClampedArray(rgba),
      rgbaInfo.width,
      rgbaInfo.height,
    )!.version;
    const dark = [...Array(info.width).keys()].filter((x) =>
      [...Array(info.height).keys()].some((y) => data[y * info.width + x] === 0),
    );
    const symbolPx = dark[dark.length - 1]! - dark[0]! + 1;
    const modulePx = symbolPx / (17 + 4 * version);
    expect(Number.isInteger(modulePx)).toBe(true);
    expect(dark[0]).toBeGreaterThanOrEqual(4 * modulePx);
    expect(info.width - 1 - dark[dark.length - 1]!).toBeGreaterThanOrEqual(4 * modulePx);
  });

  it.each([
    [128, 128],
    [300, 256],
    [384, 256],
    [700, 512],
    [1000, 1024],
    [2048, 2048],
  ])('answers size=%i with the nearest size it makes, %i, in both formats', async (asked, size) => {
    const png = await qr(owner.id, `?format=png&size=${asked}`);
    expect(png.statusCode).toBe(200);
    expect(await readQr(png.rawPayload)).toMatchObject({ text: canonical, width: size });
    const svg = await qr(owner.id, `?format=svg&size=${asked}`);
    expect(svg.body).toContain(`width="${size}" height="${size}"`);
    expect(await readQr(svg.rawPayload)).toMatchObject({ text: canonical, width: size });
  });

  it('draws an image once for all who ask for it at the same moment', async () => {
    let drawn = 0;
    const imageOf = createQrImages({
      run: (task) => {
        drawn += 1;
        return task();
      },
    });
    const url = `https://tapfolio.test/@${randomUUID().slice(0, 8)}`;
    const images = await Promise.all(
      Array.from({ length: 10 }, (_, i) => imageOf(url, 'png', i % 2 ? 600 : 512)),
    );
    expect(drawn).toBe(1);
    expect(new Set(images.map((image) => image.etag)).size).toBe(1);
    await imageOf(url, 'png', 480);
    expect(drawn).toBe(1);
    await imageOf(url, 'svg', 512);
    expect(drawn).toBe(2);
  });

  it('waits its turn with the uploads: 503 with Retry-After while every place is taken', async () => {
    const tight = await createTestApp(
      {},
      { env: { IMAGE_DECODE_CONCURRENCY: '1', IMAGE_DECODE_QUEUE: '0' } },
    );
    try {
      const someone = await onboardedUser(tight);
      const release = holdImageWork();
      expectImageWorkBusy(
        await tight.call('GET', `/portfolio/${someone.id}/qr?format=png&size=2048`),
      );
      await release();
      const drawn = await tight.call('GET', `/portfolio/${someone.id}/qr?format=png&size=2048`);
      expect(drawn.statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('answers 429 past 300 codes a minute from one address, and others still get theirs', async () => {
    const first = await qr(owner.id, '?format=png');
    const etag = String(first.headers.etag);
    const from = (ip: string) =>
      t.call('GET', `/portfolio/${owner.id}/qr?format=png`, {
        ip,
        headers: { 'if-none-match': etag },
      });
    for (let i = 0; i < 300; i++) expect((await from('198.51.100.60')).statusCode).toBe(304);
    const limited = await from('198.51.100.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await from('198.51.100.61')).statusCode).toBe(304);
  });

  it('offers a download under a plain file name with download=1', async () => {
    const png = await qr(owner.id, '?format=png&download=1');
    expect(png.headers['content-disposition']).toBe('attachment; filename="tapfolio-card.png"');
    const svg = await qr(owner.id, '?download=1');
    expect(svg.headers['content-disposition']).toBe('attachment; filename="tapfolio-card.svg"');
    expect((await qr(owner.id, '?download=0')).headers['content-disposition']).toBeUndefined();
  });

  it('is cached publicly like the card (it follows the handle), with an ETag and a 304', async () => {
    const first = await qr(owner.id, '?format=png');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
    const again = await qr(owner.id, '?format=png', { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another format or size is another image with another tag.
    const svg = await qr(owner.id, '', { 'if-none-match': etag });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers.etag).not.toBe(etag);
    const bigger = await qr(owner.id, '?format=png&size=1024', { 'if-none-match': etag });
    expect(bigger.statusCode).toBe(200);
  });

  it('encodes the PUBLIC_URL it runs under', async () => {
    const other = await createTestApp({}, { env: { PUBLIC_URL: 'https://cards.example.org/' } });
    try {
      const user = await onboardedUser(other);
      const res = await other.call('GET', `/portfolio/${user.id}/qr?format=png`);
      expect((await readQr(res.rawPayload))?.text).toBe(
        `https://cards.example.org/portfolio/${user.id}`,
      );
    } finally {
      await other.close();
    }
  });

  it('answers 404 in the envelope for an unknown card, no card yet, another kind of id and junk', async () => {
    const without = await registerUser(t, 'No Card Yet');
    const card = (await t.call('GET', `/portfolio/${owner.id}`)).json();
    const portfolioId = card.result.portfolio._id as string;
    expect(portfolioId).not.toBe(owner.id);
    const ids = [
      randomUUID(),
      without.id,
      portfolioId,
      'not-a-uuid',
      '1',
      '%27%20OR%201=1',
      'a%2Fb',
    ];
    for (const id of ids) {
      for (const query of ['', '?format=png&download=1']) {
        const res = await qr(id, query);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.json()).toEqual(NOT_FOUND);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it.each([
    ['size=127', qrErrors.sizeInvalid],
    ['size=2049', qrErrors.sizeInvalid],
    ['size=0', qrErrors.sizeInvalid],
    ['size=-512', qrErrors.sizeInvalid],
    ['size=512.5', qrErrors.sizeInvalid],
    ['size=5e2', qrErrors.sizeInvalid],
    ['size=', qrErrors.sizeInvalid],
    ['size=abc', qrErrors.sizeInvalid],
    ['size=512&size=600', qrErrors.sizeInvalid],
    ['format=jpg', qrErrors.formatInvalid],
    ['format=SVG', qrErrors.formatInvalid],
    ['format=', qrErrors.formatInvalid],
    ['format=png&format=svg', qrErrors.formatInvalid],
    ['download=yes', qrErrors.downloadInvalid],
  ])('refuses ?%s with 400 and a precise message', async (query, message) => {
    const res = await qr(owner.id, `?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('ignores parameters it does not know, such as a campaign tag', async () => {
    const res = await qr(owner.id, '?utm_source=flyer&format=png');
    expect(res.statusCode).toBe(200);
    expect((await readQr(res.rawPayload))?.text).toBe(canonical);
  });

  it('handles a 10 KB query string without a 5xx or an echo of it', async () => {
    const long = 'x'.repeat(10 * 1024);
    const junk = await qr(owner.id, `?format=png&pad=${long}`);
    expect(junk.statusCode).toBe(200);
    expect((await readQr(junk.rawPayload))?.text).toBe(canonical);
    const bad = await qr(owner.id, `?format=${long}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(qrErrors.formatInvalid);
    const huge = await qr(owner.id, `?size=${'9'.repeat(10 * 1024)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(qrErrors.sizeInvalid);
  });

  it('never answers 5xx to fuzzed query strings, and refuses in the envelope', async () => {
    const key = fc.constantFrom('format', 'size', 'download', 'constructor', '__proto__', 'x', '');
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        'svg',
        'png',
        '1',
        '0',
        '128',
        '2048',
        '2049',
        '%00',
        '%ZZ',
        '[]',
        '%ED%A0%80',
      ),
      fc.integer({ min: -5000, max: 5000 }).map(String),
    );
    const pairs = fc.array(fc.tuple(key, value), { maxLength: 5 });
    const raw = fc.string({ maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(pairs, raw), async (query) => {
        const search = Array.isArray(query)
          ? query.map(([k, v]) => `${k}=${v.replace(/[#\s]/g, '')}`).join('&')
          : query.replace(/[#\s]/g, '');
        const res = await qr(owner.id, `?${search}`);
        expect({ search, status: res.statusCode < 500 }).toEqual({ search, status: true });
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
        } else {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/^image\/(png|svg\+xml)/);
        }
      }),
      { numRuns: 150, seed: 20_261_123 },
    );
  }, 120_000);

  it('does not answer other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await t.call(method, `/portfolio/${owner.id}/qr`)).statusCode).toBe(404);
    }
  });
});
