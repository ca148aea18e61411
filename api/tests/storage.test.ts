import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../src/config.js';
import { createLocalStorage } from '../src/lib/storage/local.js';

describe('local file storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tapfolio-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const key = () => `portfolios/${randomUUID()}/${randomUUID()}.jpg`;

  it('puts, gets and deletes by key', async () => {
    const storage = createLocalStorage(join(root, 'files'));
    const k = key();
    await storage.put(k, Buffer.from('bytes'), 'image/jpeg');
    expect(await text((await storage.get(k))!)).toBe('bytes');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await storage.delete(k);
    const [, userId] = k.split('/');
    expect(await readdir(join(root, 'files', 'portfolios', userId!))).toEqual([]);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await createLocalStorage(join(root, 'files')).get(key())).toBeNull();
  });

  it.each([
    '../outside.jpg',
    `portfolios/../../${randomUUID()}.jpg`,
    `/etc/${randomUUID()}.jpg`,
    `portfolios/${randomUUID()}/../../secret`,
    `other/${randomUUID()}/${randomUUID()}.jpg`,
    `portfolios/${randomUUID()}/${randomUUID()}.svg`,
  ])('refuses the key %s for every operation', async (bad) => {
    const storage = createLocalStorage(join(root, 'files'));
    await writeFile(join(root, 'secret'), 'do not serve');
    await expect(storage.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /not a file key/,
    );
    await expect(storage.get(bad)).rejects.toThrow(/not a file key/);
    await expect(storage.delete(bad)).rejects.toThrow(/not a file key/);
  });
});

describe('S3 settings', () => {
  it('are off unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_REGION: 'eu-west-1' }).s3).toBeUndefined();
  });

  it('default the region and read the rest', () => {
    expect(loadConfig({ S3_BUCKET: 'cards' }).s3).toEqual({
      bucket: 'cards',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'cards',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'cards',
      region: 'auto',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuse half a key pair and an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'cards', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'cards', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'cards', S3_ENDPOINT: 'not a url' })).toThrow(
      'S3_ENDPOINT must be an absolute URL, got "not a url"',
    );
  });
});
