import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from './helpers/app.js';
import { EXIF_SECRET, jpegWithExif, png } from './helpers/images.js';
import { fetchFile, uploaded } from './helpers/uploads.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

// The SDK's notice that its 2027 releases need Node 22 says nothing about this test.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'tapfolio-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3 adapter against a real S3-compatible server (s3rver, in this process, on loopback). */
describe('file storage in an S3 bucket', () => {
  let s3dir: string;
  let server: S3rver;
  let s3: S3Client;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    s3dir = await mkdtemp(join(tmpdir(), 'tapfolio-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await createTestApp(
      {},
      {
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        },
      },
    );
    user = await onboardedUser(t, 'Bucket Person');
  });
  afterAll(async () => {
    await t?.close();
    s3?.destroy();
    await server?.close();
    await rm(s3dir, { recursive: true, force: true });
  });

  const objectOf = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      contentType: object.ContentType,
      bytes: Buffer.from(await object.Body!.transformToByteArray()),
    };
  };

  it('is the configured storage', () => {
    expect(t.api.storage.kind).toBe('s3');
    expect(t.config.s3).toMatchObject({
      bucket: BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('puts an upload in the bucket, re-encoded, with its content type', async () => {
    const file = await uploaded(t, user.token, { data: await jpegWithExif() });
    const object = await objectOf(file.key);
    expect(object.contentType).toBe('image/jpeg');
    expect(object.bytes.length).toBe(file.size);
    expect(object.bytes.includes(EXIF_SECRET)).toBe(false);
    await expect(stat(join(t.config.dataDir, 'files'))).rejects.toThrow();
  });

  it('serves it back through GET /file, byte for byte, with caching', async () => {
    const file = await uploaded(t, user.token, {
      data: await png(120, 80),
      contentType: 'image/png',
    });
    const res = await fetchFile(t, file.key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals((await objectOf(file.key)).bytes)).toBe(true);
    const again = await fetchFile(t, file.key, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('an image in the bucket can be used on the card', async () => {
    const file = await uploaded(t, user.token);
    const res = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body: {
        personalInfo: {
          name: 'Bucket Person',
          email: 'bucket@example.com',
          phoneNumber: '9876543210',
          whatsappNumber: '9876543210',
          profilePicture: { key: file.key },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.portfolio.personalInfo.profilePicture).toEqual({
      key: file.key,
      name: file.name,
    });
  });

  it('answers 404, not 500, when a recorded object is gone from the bucket', async () => {
    const file = await uploaded(t, user.token);
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: file.key }));
    const res = await fetchFile(t, file.key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'File not found', code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
