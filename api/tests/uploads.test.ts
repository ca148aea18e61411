import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import {
  FILE_KEY_PATTERN,
  IMAGE_KINDS,
  imageKindSize,
  type ImageKind,
  type UploadedFile,
} from 'shared-contracts';
import { files } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  EXIF_ARTIST,
  EXIF_SECRET,
  bigJpeg,
  hugePixelPng,
  jpeg,
  jpegRotatedByExif,
  jpegWithExif,
  mediumJpeg,
  metadataOf,
  png,
  svg,
  webp,
  wideJpeg,
} from './helpers/images.js';
import { multipartBody } from './helpers/multipart.js';
import {
  PORTFOLIO_UPLOAD,
  SERVICE_UPLOAD,
  fetchFile,
  upload,
  uploaded,
} from './helpers/uploads.js';
import { registerUser, type TestUser } from './helpers/users.js';

const NOT_ALLOWED = {
  success: false,
  message: 'Only JPG, JPEG, PNG files are allowed',
  code: 'UNSUPPORTED_IMAGE',
};

describe('image uploads and GET /file', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t, 'Upload Person');
  });
  afterAll(() => t.close());

  /** The stored bytes, read back from DATA_DIR/files. */
  const stored = (key: string) => readFile(join(t.config.dataDir, 'files', ...key.split('/')));

  describe('POST /portfolio/upload', () => {
    it('stores a JPEG under a key of its own and answers the file object', async () => {
      const res = await upload(t, user.token, [
        { data: await jpeg(640, 480), filename: 'My Photo.jpg', contentType: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        result: {
          key: expect.stringMatching(new RegExp(`^portfolios/${user.id}/[0-9a-f-]{36}\\.jpg$`)),
          name: 'My Photo.jpg',
          contentType: 'image/jpeg',
          size: expect.any(Number),
          width: 640,
          height: 480,
        },
      });
      expect(body.result.key).toMatch(FILE_KEY_PATTERN);
      const bytes = await stored(body.result.key);
      expect(bytes.length).toBe(body.result.size);
      expect((await metadataOf(bytes)).format).toBe('jpeg');

      const [row] = await t.api.db.select().from(files).where(eq(files.key, body.result.key));
      expect(row).toMatchObject({
        userId: user.id,
        name: 'My Photo.jpg',
        contentType: 'image/jpeg',
        size: bytes.length,
        width: 640,
        height: 480,
        sha256: createHash('sha256').update(bytes).digest('base64url'),
      });
    });

    it('keeps a PNG a PNG, transparency and all', async () => {
      const file = await uploaded(t, user.token, {
        data: await png(320, 240),
        filename: 'logo.png',
        contentType: 'image/png',
      });
      expect(file).toMatchObject({ contentType: 'image/png', width: 320, height: 240 });
      expect(file.key).toMatch(/\.png$/);
      const meta = await metadataOf(await stored(file.key));
      expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
    });

    it('goes by the bytes, not the name or the declared type', async () => {
      const file = await uploaded(t, user.token, {
        data: await png(50, 40),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      });
      expect(file.contentType).toBe('image/png');
      expect(file.key).toMatch(/\.png$/);
      const asOctets = await uploaded(t, user.token, {
        data: await jpeg(30, 20),
        filename: 'blob',
        contentType: 'application/octet-stream',
      });
      expect(asOctets).toMatchObject({ contentType: 'image/jpeg', name: 'blob' });
    });

    it('removes EXIF metadata (and anything else) from the stored image', async () => {
      const original = await jpegWithExif();
      expect(original.includes(EXIF_SECRET)).toBe(true);
      expect((await metadataOf(original)).exif).toBeDefined();
      const file = await uploaded(t, user.token, { data: original });
      const bytes = await stored(file.key);
      expect(bytes.includes(EXIF_SECRET)).toBe(false);
      expect(bytes.includes(EXIF_ARTIST)).toBe(false);
      const meta = await metadataOf(bytes);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const served = await fetchFile(t, file.key);
      expect(served.rawPayload.includes(EXIF_SECRET)).toBe(false);
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      const file = await uploaded(t, user.token, { data: await jpegRotatedByExif() });
      expect(file).toMatchObject({ width: 200, height: 300 });
      const meta = await metadataOf(await stored(file.key));
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.orientation).toBeUndefined();
    });

    it('scales a large image down to 1920 px on its longest side, never up', async () => {
      const wide = await uploaded(t, user.token, { data: await wideJpeg() });
      expect(wide).toMatchObject({ width: 1920, height: 640 });
      expect(await metadataOf(await stored(wide.key))).toMatchObject({ width: 1920, height: 640 });
      const small = await uploaded(t, user.token, { data: await jpeg(120, 90) });
      expect(small).toMatchObject({ width: 120, height: 90 });
    });

    it('keeps every image at the size the editor crops it to, served whole (IMAGE_KINDS)', async () => {
      // The banner 3:1 and 1500 wide, the photo 600, the logo 450, a service's image 900: enough
      // for a 3x screen where the card draws them largest. The store must not shrink any of them.
      const expected = {
        banner: [1500, 500],
        photo: [600, 600],
        logo: [450, 450],
        service: [900, 900],
      };
      for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
        const { width, height } = imageKindSize(kind);
        expect([width, height]).toEqual(expected[kind]);
        const path = kind === 'service' ? SERVICE_UPLOAD : PORTFOLIO_UPLOAD;
        const file = await uploaded(t, user.token, { data: await jpeg(width, height) }, path);
        const served = await fetchFile(t, file.key);
        expect(await metadataOf(served.rawPayload)).toMatchObject({
          format: 'jpeg',
          width,
          height,
        });
      }
    });

    it('cleans the file name it keeps', async () => {
      const file = await uploaded(t, user.token, {
        data: await jpeg(20, 20),
        filename: '../../etc/<script>|x?.jpg',
      });
      expect(file.name).toBe('scriptx.jpg');
      expect(file.key).toMatch(FILE_KEY_PATTERN);
    });

    it('accepts an image of up to 2 MB', async () => {
      const data = await mediumJpeg();
      const file = await uploaded(t, user.token, { data });
      expect(file.contentType).toBe('image/jpeg');
    });

    it('refuses an image over 2 MB with 413', async () => {
      const data = await bigJpeg();
      const res = await upload(t, user.token, [{ data }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        message: 'The image must be at most 2 MB',
        code: 'IMAGE_TOO_LARGE',
      });
    });

    it('refuses an image of too many pixels with 413, however small in bytes', async () => {
      const data = await hugePixelPng();
      expect(data.length).toBeLessThan(1024 * 1024);
      const res = await upload(t, user.token, [
        { data, filename: 'plain.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        message: 'The image has too many pixels',
        code: 'IMAGE_TOO_MANY_PIXELS',
      });
    });

    it.each([
      [
        'a text file named photo.png',
        () => Buffer.from('just some text, not a picture'),
        'photo.png',
        'image/png',
      ],
      ['a WebP image', webp, 'photo.jpg', 'image/jpeg'],
      ['an SVG with a script', svg, 'photo.png', 'image/png'],
      [
        'an HTML page',
        () => Buffer.from('<html><script>alert(1)</script></html>'),
        'a.jpg',
        'image/jpeg',
      ],
    ])('refuses %s with 415', async (_, make, filename, contentType) => {
      const res = await upload(t, user.token, [{ data: await make(), filename, contentType }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(NOT_ALLOWED);
    });

    it('refuses a JPEG cut short with 400, never 500', async () => {
      const data = (await jpeg(400, 300)).subarray(0, 600);
      const res = await upload(t, user.token, [{ data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The image could not be read',
        code: 'UNREADABLE_IMAGE',
      });
    });

    it('answers 400 "Choose an image to upload" for a form without the image', async () => {
      const missing = {
        success: false,
        message: 'Choose an image to upload',
        code: 'BAD_REQUEST',
      };
      const empty = await upload(t, user.token, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(missing);

      const otherField = await upload(t, user.token, [{ data: await jpeg(), field: 'photo' }]);
      expect(otherField.statusCode).toBe(400);
      expect(otherField.json()).toEqual(missing);

      const noFileChosen = await upload(t, user.token, [
        { data: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
      ]);
      expect(noFileChosen.statusCode).toBe(400);
      expect(noFileChosen.json()).toEqual(missing);

      const { payload, headers } = await multipartBody([], { note: 'hello' });
      const fieldsOnly = await t.call('POST', PORTFOLIO_UPLOAD, {
        token: user.token,
        body: payload,
        headers,
      });
      expect(fieldsOnly.statusCode).toBe(400);
      expect(fieldsOnly.json()).toEqual(missing);
    });

    it('answers a request that is not a form with 415 and says what to send', async () => {
      const expected = {
        success: false,
        message: 'Send the image as multipart/form-data, in the field "image"',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      };
      const json = await t.call('POST', PORTFOLIO_UPLOAD, {
        token: user.token,
        body: { image: 'data:image/png;base64,AAAA' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual(expected);
      const raw = await t.call('POST', PORTFOLIO_UPLOAD, {
        token: user.token,
        body: await jpeg(),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(raw.statusCode).toBe(415);
      expect(raw.json()).toEqual(expected);
      const none = await t.call('POST', PORTFOLIO_UPLOAD, { token: user.token });
      expect(none.statusCode).toBe(415);
    });

    it('answers a broken multipart body with 400, never 500', async () => {
      const noBoundary = await t.call('POST', PORTFOLIO_UPLOAD, {
        token: user.token,
        body: 'garbage',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json().code).toBe('BAD_MULTIPART');

      const { payload, headers } = await multipartBody([{ data: await jpeg(400, 300) }]);
      const cut = await t.call('POST', PORTFOLIO_UPLOAD, {
        token: user.token,
        body: payload.subarray(0, payload.length - 300),
        headers,
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().success).toBe(false);
    });

    it('answers 401 without a token, before reading the body', async () => {
      const res = await upload(t, undefined, [{ data: await jpeg() }]);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    });

    it('answers 401 when the account behind the token is gone', async () => {
      const res = await upload(t, 'not-a-token', [{ data: await jpeg() }]);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('over a real socket', () => {
    let base: string;
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    const post = async (data: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([data], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${base}/api/v1${PORTFOLIO_UPLOAD}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
    };

    it('answers 413 to an upload over the limit, and the connection stays usable', async () => {
      const res = await post(await bigJpeg());
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ message: 'The image must be at most 2 MB' });
      const next = await post(await jpeg(100, 100));
      expect(next.status).toBe(201);
      const file = ((await next.json()) as { result: UploadedFile }).result;
      const served = await fetch(`${base}/api/v1/file?key=${encodeURIComponent(file.key)}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).length).toBe(file.size);
      const head = await fetch(`${base}/api/v1/file?key=${encodeURIComponent(file.key)}`, {
        method: 'HEAD',
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(served.headers.get('etag'));
    });
  });

  describe('POST /portfolio-service/upload', () => {
    it('stores a service image under services/{userId}/', async () => {
      const file = await uploaded(t, user.token, { data: await jpeg(500, 500) }, SERVICE_UPLOAD);
      expect(file.key).toMatch(new RegExp(`^services/${user.id}/[0-9a-f-]{36}\\.jpg$`));
      const served = await fetchFile(t, file.key);
      expect(served.statusCode).toBe(200);
    });

    it('refuses an image over 1.2 MB that a portfolio upload would accept', async () => {
      const data = await mediumJpeg();
      const res = await upload(t, user.token, [{ data }], SERVICE_UPLOAD);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        message: 'The image must be at most 1.2 MB',
        code: 'IMAGE_TOO_LARGE',
      });
    });

    it('checks the content the same way', async () => {
      const res = await upload(
        t,
        user.token,
        [{ data: Buffer.from('not an image'), filename: 'photo.png', contentType: 'image/png' }],
        SERVICE_UPLOAD,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(NOT_ALLOWED);
    });
  });

  describe('GET /file', () => {
    let key: string;
    let bytes: Buffer;
    beforeAll(async () => {
      key = (await uploaded(t, user.token, { data: await png(64, 64), contentType: 'image/png' }))
        .key;
      bytes = await stored(key);
    });

    it('serves the stored bytes to anyone, with safe, long-lived caching', async () => {
      const res = await fetchFile(t, key);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      const sha = createHash('sha256').update(bytes).digest('base64url');
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${sha}"`,
        'content-disposition': 'inline',
      });
    });

    it('answers 304 with no body when the ETag still matches', async () => {
      const first = await fetchFile(t, key);
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const res = await fetchFile(t, key, { 'if-none-match': ifNoneMatch });
        expect({ ifNoneMatch, status: res.statusCode }).toEqual({ ifNoneMatch, status: 304 });
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const changed = await fetchFile(t, key, { 'if-none-match': '"something-else"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers 404 "File not found" for a well-formed key that was never uploaded', async () => {
      const unknown = key.replace(/[0-9a-f]{8}-/, '00000000-');
      const res = await fetchFile(t, unknown);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'File not found', code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['no key', '/file'],
      ['an empty key', '/file?key='],
      ['a path traversal', `/file?key=${encodeURIComponent('../../jwt-secret')}`],
      [
        'traversal inside a key shape',
        `/file?key=${encodeURIComponent('portfolios/../../jwt-secret.jpg')}`,
      ],
      ['an absolute path', `/file?key=${encodeURIComponent('/etc/passwd')}`],
      ['another folder', `/file?key=${encodeURIComponent('pglite/PG_VERSION')}`],
      ['two keys', '/file?key=a&key=b'],
    ])('answers 400 for %s', async (_, path) => {
      const res = await t.call('GET', path);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The file key is not valid',
        code: 'BAD_REQUEST',
        fields: { key: 'The file key is not valid' },
      });
    });

    it('keeps only what was uploaded in the files folder', async () => {
      const folders = await readdir(join(t.config.dataDir, 'files'));
      expect(folders.sort()).toEqual(['portfolios', 'services']);
      const own = await readdir(join(t.config.dataDir, 'files', 'portfolios', user.id));
      expect(own.every((name) => /^[0-9a-f-]{36}\.(jpg|png)$/.test(name))).toBe(true);
    });
  });
});
