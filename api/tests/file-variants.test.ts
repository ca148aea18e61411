import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from 'shared-contracts';
import { createLocalStorage } from '../src/lib/storage/local.js';
import { variantKey } from '../src/lib/storage/storage.js';
import { limitConcurrency } from '../src/modules/files/image-work.js';
import { acceptsWebp } from '../src/modules/files/variants.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addProductImage } from './helpers/catalogue.js';
import { jpeg, metadataOf, png } from './helpers/images.js';
import { fetchFile, uploaded } from './helpers/uploads.js';
import { registerUser, type TestUser } from './helpers/users.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const BAD_WIDTH = {
  success: false,
  message: 'The width must be 400, 800 or 1600',
  code: 'BAD_REQUEST',
  fields: { w: 'The width must be 400, 800 or 1600' },
};

/** Counts storage reads by key: a variant made again would read its original. */
function countReads(api: FastifyInstance) {
  const storage = api.storage as { get: (key: string) => Promise<unknown> };
  const get = storage.get;
  const reads: string[] = [];
  storage.get = (key: string) => {
    reads.push(key);
    return get.call(api.storage, key);
  };
  return { reads, restore: () => void (storage.get = get) };
}

describe('GET /file?key=...&w=400|800|1600', () => {
  let t: TestApp;
  let user: TestUser;
  let wide: UploadedFile;
  let widePng: UploadedFile;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t);
    wide = await uploaded(t, user.token, { data: await jpeg(1600, 1000) });
    widePng = await uploaded(t, user.token, {
      data: await png(1000, 500),
      filename: 'logo.png',
      contentType: 'image/png',
    });
  });
  afterAll(() => t.close());

  const variant = (key: string, w: string, accept?: string, headers: Record<string, string> = {}) =>
    t.call('GET', `/file?key=${encodeURIComponent(key)}&w=${w}`, {
      headers: { ...(accept && { accept }), ...headers },
    });

  it('answers WebP at the width asked for when Accept welcomes it', async () => {
    const res = await variant(wide.key, '400', WEBP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('accept');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers.etag).toMatch(/^"[\w-]{43}\.400\.webp"$/);
    const meta = await metadataOf(res.rawPayload);
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 250 });
    expect(meta.exif).toBeUndefined();
  });

  it('answers the original format without image/webp in Accept, and 800 wide for w=800', async () => {
    for (const accept of [undefined, 'image/*', '*/*', 'image/webp;q=0, image/*;q=0.8']) {
      const res = await variant(wide.key, '800', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary).toBe('accept');
      expect(res.headers.etag).toMatch(/\.800\.jpeg"$/);
      expect(await metadataOf(res.rawPayload)).toMatchObject({ format: 'jpeg', width: 800 });
    }
    const png400 = await variant(widePng.key, '400');
    expect(png400.headers['content-type']).toBe('image/png');
    expect(await metadataOf(png400.rawPayload)).toMatchObject({
      format: 'png',
      width: 400,
      height: 200,
      hasAlpha: true,
    });
  });

  it('never enlarges: a narrower image in its own format is the original itself', async () => {
    const small = await uploaded(t, user.token, { data: await jpeg(300, 200) });
    const original = await fetchFile(t, small.key);
    const res = await variant(small.key, '800');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original.rawPayload)).toBe(true);
    expect(res.headers.etag).toBe(original.headers.etag);
    expect(res.headers.vary).toBe('accept');
    const webp = await variant(small.key, '800', WEBP);
    expect(await metadataOf(webp.rawPayload)).toMatchObject({ format: 'webp', width: 300 });
  });

  it('answers w=1600 for a banner as uploaded (1500 x 500): the original, or a WebP as wide', async () => {
    const banner = await uploaded(t, user.token, { data: await jpeg(1500, 500) });
    const original = await fetchFile(t, banner.key);
    const own = await variant(banner.key, '1600');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(original.rawPayload)).toBe(true);
    const webp = await variant(banner.key, '1600', WEBP);
    expect(webp.headers.etag).toMatch(/\.1600\.webp"$/);
    expect(await metadataOf(webp.rawPayload)).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });
  });

  it('makes a variant once and keeps it in storage: the next request reads only the copy', async () => {
    const image = await uploaded(t, user.token, { data: await jpeg(1200, 900) });
    const first = await variant(image.key, '800', WEBP);
    expect(first.statusCode).toBe(200);
    await access(join(t.config.dataDir, 'files', variantKey(image.key, 800, 'webp')));

    const reads = countReads(t.api);
    try {
      const second = await variant(image.key, '800', WEBP);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(reads.reads).toEqual([variantKey(image.key, 800, 'webp')]);
    } finally {
      reads.restore();
    }
    // Even with the original gone, the kept copy is served: no resize ran.
    await t.api.storage.delete(image.key);
    const third = await variant(image.key, '800', WEBP);
    expect(third.statusCode).toBe(200);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shares one resize between many requests for a variant not made yet', async () => {
    const image = await uploaded(t, user.token, { data: await jpeg(1400, 700) });
    const reads = countReads(t.api);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => variant(image.key, '400', WEBP)),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
      expect(reads.reads.filter((key) => key === image.key)).toHaveLength(1);
    } finally {
      reads.restore();
    }
  });

  it('answers 304 for If-None-Match, before any storage is read', async () => {
    const first = await variant(wide.key, '400', WEBP);
    const reads = countReads(t.api);
    try {
      const again = await variant(wide.key, '400', WEBP, {
        'if-none-match': first.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.vary).toBe('accept');
      expect(reads.reads).toEqual([]);
    } finally {
      reads.restore();
    }
    // Another format is another representation, with a tag of its own.
    const jpegCopy = await variant(wide.key, '400', undefined, {
      'if-none-match': first.headers.etag as string,
    });
    expect(jpegCopy.statusCode).toBe(200);
    expect(jpegCopy.headers.etag).not.toBe(first.headers.etag);
  });

  it('changes nothing without w', async () => {
    const res = await fetchFile(t, wide.key, { accept: WEBP });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(wide.size);
    expect(await metadataOf(res.rawPayload)).toMatchObject({ width: 1600, height: 1000 });
  });

  it('serves variants of catalogue images too', async () => {
    const image = await addProductImage(t);
    const res = await variant(image.key, '400', WEBP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it.each([
    '300',
    '1200',
    '0',
    '-400',
    '0400',
    '400.0',
    '4e2',
    '%20400',
    'abc',
    '',
    '400&w=800',
    'Infinity',
    '9'.repeat(5000),
    '%00',
  ])('refuses the width %j with 400, before looking the file up', async (w) => {
    const res = await t.call('GET', `/file?key=${encodeURIComponent(wide.key)}&w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_WIDTH);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still refuses bad keys (a variant is never named directly) and 404s unknown ones', async () => {
    for (const key of [
      variantKey(wide.key, 400, 'webp'),
      `variants/400/webp/../../${wide.key}`,
      '../jwt-secret',
      'x'.repeat(3000),
    ]) {
      const res = await t.call('GET', `/file?key=${encodeURIComponent(key)}&w=400`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ key: 'The file key is not valid' });
    }
    const unknown = await variant(`portfolios/${user.id}/${randomUUID()}.jpg`, '400', WEBP);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404, kept by no one, when the original is missing and no copy was made', async () => {
    const image = await uploaded(t, user.token, { data: await jpeg(900, 900) });
    await t.api.storage.delete(image.key);
    const res = await variant(image.key, '400', WEBP);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('variant keys in storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tapfolio-variants-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores a variant under its own key, beside the original', async () => {
    const storage = createLocalStorage(root);
    const key = variantKey(`portfolios/${randomUUID()}/${randomUUID()}.jpg`, 400, 'webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    expect(await storage.get(key)).not.toBeNull();
  });

  it.each([
    `variants/400/gif/portfolios/${randomUUID()}/${randomUUID()}.jpg`,
    `variants/abc/webp/portfolios/${randomUUID()}/${randomUUID()}.jpg`,
    `variants/0/webp/portfolios/${randomUUID()}/${randomUUID()}.jpg`,
    `variants/400/webp/../../portfolios/${randomUUID()}/${randomUUID()}.jpg`,
    `variants/400/webp/variants/400/webp/portfolios/${randomUUID()}/${randomUUID()}.jpg`,
    'variants/400/webp/',
  ])('refuses %s', async (bad) => {
    const storage = createLocalStorage(root);
    await expect(storage.put(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /not a file key/,
    );
  });
});

describe('image work', () => {
  it('runs at most the bound at once, and every task to its end, in order', async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          done.push(i);
          if (i === 3) throw new Error('one task fails');
        }).catch(() => {}),
      ),
    );
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await limit(async () => 'free again')).toBe('free again');
  });

  it('reads Accept as a client means it', () => {
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP;q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp;q=0.0, */*')).toBe(false);
    expect(acceptsWebp('image/*,*/*')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
  });
});
