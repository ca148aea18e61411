import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import S3rver, { type S3rverEvent } from 's3rver';
import { DeployError } from '../src/errors.js';
import { createGateway } from '../src/gateway.js';
import { layoutFromEnv } from '../src/config.js';
import { registryFileOf, type Layout } from '../src/paths.js';
import { readRegistry } from '../src/registry.js';
import { closeReleaseFiles, releaseFilesOf } from '../src/release-files/open.js';
import { releaseRemote, rollbackRemote } from '../src/release.js';
import { formatStatus, statusOf } from '../src/status.js';
import { createFixture, REMOTE_DIST, writeRemoteBuild, type Fixture } from './helpers/fixtures.js';
import { testConfig } from './helpers/gateway.js';

// The SDK's notice that its 2027 releases need Node 22 says nothing about this test.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'tapfolio-releases';
const CDN = 'https://cdn.tapfolio.test/releases';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const AT = new Date('2026-11-22T10:00:00.000Z');
const now = () => AT;
const noBuild = async () => {
  throw new Error('no build expected');
};

const TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
};
const typeOf = (path: string) => TYPES[path.split('.').pop()!]!;

describe('layoutFromEnv with a releases bucket', () => {
  it('keeps the releases folder unless RELEASES_BUCKET is set', () => {
    expect(layoutFromEnv({}).releaseBucket).toBeUndefined();
    expect(releaseFilesOf(layoutFromEnv({})).kind).toBe('local');
  });

  it('takes the bucket, its public URL and the S3_* settings', () => {
    const layout = layoutFromEnv({
      RELEASES_BUCKET: BUCKET,
      RELEASES_PUBLIC_URL: `${CDN}/`,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      RELEASES_S3_ACCESS_KEY_ID: 'key',
      RELEASES_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(layout.releaseBucket).toEqual({
      bucket: BUCKET,
      publicUrl: CDN,
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(releaseFilesOf(layout).manifestUrl('remote-auth', '1.0.0-abcdef12')).toBe(
      `${CDN}/remote-auth/1.0.0-abcdef12/mf-manifest.json`,
    );
  });

  it('refuses, in one line, a bucket without its public URL and the other way round', () => {
    expect(() => layoutFromEnv({ RELEASES_BUCKET: BUCKET })).toThrow(DeployError);
    expect(() => layoutFromEnv({ RELEASES_BUCKET: BUCKET })).toThrow(
      /^RELEASES_BUCKET needs RELEASES_PUBLIC_URL/,
    );
    expect(() => layoutFromEnv({ RELEASES_PUBLIC_URL: CDN })).toThrow(
      /RELEASES_PUBLIC_URL is set without RELEASES_BUCKET/,
    );
    expect(() =>
      layoutFromEnv({ RELEASES_BUCKET: BUCKET, RELEASES_PUBLIC_URL: 'cdn.example.com' }),
    ).toThrow(/RELEASES_PUBLIC_URL must be an http\(s\) URL/);
    expect(() =>
      layoutFromEnv({
        RELEASES_BUCKET: BUCKET,
        RELEASES_PUBLIC_URL: CDN,
        RELEASES_S3_ACCESS_KEY_ID: 'k',
      }),
    ).toThrow(/must be set together/);
  });
});

/** The release commands and the gateway against a real S3-compatible server (s3rver, in process). */
describe('releases in an S3 bucket', () => {
  let f: Fixture;
  let s3dir: string;
  let server: S3rver;
  let s3: S3Client;
  let layout: Layout;
  let first: string;
  let second: string;

  beforeAll(async () => {
    f = await createFixture();
    s3dir = await mkdtemp(join(tmpdir(), 'tapfolio-releases-s3-'));
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
    const fromEnv = layoutFromEnv({
      RELEASES_DIR: f.layout.releasesDir,
      RELEASES_BUCKET: BUCKET,
      RELEASES_PUBLIC_URL: CDN,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      RELEASES_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      RELEASES_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    layout = { ...fromEnv, repoRoot: f.layout.repoRoot };
  });
  afterAll(async () => {
    if (layout) await closeReleaseFiles(layout);
    s3?.destroy();
    await server?.close();
    await rm(s3dir, { recursive: true, force: true });
    await f?.cleanup();
  });

  const objectOf = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      contentType: object.ContentType,
      contentEncoding: object.ContentEncoding,
      cacheControl: object.CacheControl,
      bytes: Buffer.from(await object.Body!.transformToByteArray()),
    };
  };

  /** Every key below `prefix`, with what would change if it were written again. */
  const keysOf = async (prefix: string) => {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return Object.fromEntries(
      (listed.Contents ?? []).map((o) => [o.Key!, `${o.ETag} ${o.LastModified?.toISOString()}`]),
    );
  };

  it('uploads every file with its content type and immutable caching, and points the registry at the CDN', async () => {
    const released = await releaseRemote(layout, 'remote-auth', { builder: noBuild, now });
    first = released.version;
    expect(released).toMatchObject({ created: true, changed: true, from: undefined });
    const url = `${CDN}/remote-auth/${first}/mf-manifest.json`;
    expect(released.url).toBe(url);
    expect(await readRegistry(registryFileOf(layout))).toEqual({
      'remote-auth': { version: first, url },
    });

    const expected: string[] = [];
    for (const [path, content] of Object.entries(REMOTE_DIST)) {
      const key = `remote-auth/${first}/${path}`;
      expected.push(key, `${key}.gz`, `${key}.br`);
      const plain = await objectOf(key);
      expect([path, plain.contentType, plain.cacheControl]).toEqual([
        path,
        typeOf(path),
        IMMUTABLE,
      ]);
      expect(plain.contentEncoding).toBeUndefined();
      expect(plain.bytes.toString()).toBe(content);

      // The siblings, under their own keys, for a CDN (or a gateway) to serve to who accepts them.
      const gz = await objectOf(`${key}.gz`);
      expect([gz.contentType, gz.contentEncoding, gz.cacheControl]).toEqual([
        typeOf(path),
        'gzip',
        IMMUTABLE,
      ]);
      expect(gunzipSync(gz.bytes).toString()).toBe(content);
      const br = await objectOf(`${key}.br`);
      expect([br.contentType, br.contentEncoding, br.cacheControl]).toEqual([
        typeOf(path),
        'br',
        IMMUTABLE,
      ]);
      expect(brotliDecompressSync(br.bytes).toString()).toBe(content);
    }
    expect(Object.keys(await keysOf('remote-auth/')).sort()).toEqual(expected.sort());
    // Nothing was copied to the releases folder: only the registry and the history live there.
    await expect(stat(join(layout.releasesDir, 'remote-auth'))).rejects.toThrow();
  });

  it('releasing the same build again overwrites nothing', async () => {
    const before = await keysOf(`remote-auth/${first}/`);
    // s3rver tells of every object written as it writes it: none of the release's may be.
    const written: string[] = [];
    const record = (event: S3rverEvent) =>
      written.push(...event.Records.map((r) => `${r.eventName} ${r.s3.object.key}`));
    server.on('event', record);
    try {
      const again = await releaseRemote(layout, 'remote-auth', { builder: noBuild, now });
      expect(again).toMatchObject({ version: first, created: false, changed: false });
    } finally {
      server.off('event', record);
    }

    expect(written.filter((write) => write.includes(` remote-auth/${first}/`))).toEqual([]);
    expect(await keysOf(`remote-auth/${first}/`)).toEqual(before);
  });

  it('gives a different build a new version and keeps the first in the bucket', async () => {
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("second");');
    const released = await releaseRemote(layout, 'remote-auth', { builder: noBuild, now });
    second = released.version;
    expect(second).not.toBe(first);
    expect(released).toMatchObject({ created: true, changed: true, from: first });
    expect(released.url).toBe(`${CDN}/remote-auth/${second}/mf-manifest.json`);
    expect((await objectOf(`remote-auth/${second}/static/js/x.js`)).bytes.toString()).toBe(
      'console.log("second");',
    );
    expect((await objectOf(`remote-auth/${first}/static/js/x.js`)).bytes.toString()).toBe(
      REMOTE_DIST['static/js/x.js'],
    );
    expect((await releaseFilesOf(layout).list('remote-auth')).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('rolls back to a version in the bucket, and refuses one that is not there', async () => {
    await expect(rollbackRemote(layout, 'remote-auth', '1.0.0-deadbeef', { now })).rejects.toThrow(
      new RegExp(`^remote-auth 1\\.0\\.0-deadbeef is not in s3://${BUCKET} \\(released: `),
    );
    const back = await rollbackRemote(layout, 'remote-auth', undefined, { now });
    expect(back).toMatchObject({ version: first, changed: true });
    expect(back.url).toBe(`${CDN}/remote-auth/${first}/mf-manifest.json`);

    // A version whose manifest is gone (an upload cut short) is not released.
    await s3.send(
      new DeleteObjectCommand({ Bucket: BUCKET, Key: `remote-auth/${second}/mf-manifest.json` }),
    );
    expect(await releaseFilesOf(layout).list('remote-auth')).toEqual([first]);
    await expect(rollbackRemote(layout, 'remote-auth', second, { now })).rejects.toThrow(
      new RegExp(`^remote-auth ${second} is not in s3://${BUCKET} \\(released: ${first}\\)`),
    );
    // Releasing that build again finishes it: the manifest goes up last.
    const again = await releaseRemote(layout, 'remote-auth', { builder: noBuild, now });
    expect(again).toMatchObject({ version: second, created: true, changed: true });
    await expect(objectOf(`remote-auth/${second}/mf-manifest.json`)).resolves.toBeTruthy();
  });

  it('status lists the versions in the bucket', async () => {
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("third");');
    const third = (await releaseRemote(layout, 'remote-auth', { builder: noBuild, now })).version;
    await rollbackRemote(layout, 'remote-auth', first, { now });
    const auth = (await statusOf(layout)).find((s) => s.name === 'remote-auth')!;
    expect(auth.current?.version).toBe(first);
    expect([...auth.previous, ...auth.others].sort()).toEqual([second, third].sort());
    const text = formatStatus(await statusOf(layout), 'bucket');
    expect(text).toContain(
      `remote-auth        ${first}  ${CDN}/remote-auth/${first}/mf-manifest.json`,
    );
    expect(text).not.toContain('also on disk');
  });

  describe('the gateway', () => {
    let app: FastifyInstance;
    /** The gateway's data folder, where it keeps what it fetched from the bucket. */
    let dataDir: string;
    let portfolio: string;
    let owner: { token: string; userId: string };

    beforeAll(async () => {
      // remote-portfolio with a stand-in server build (as in card-page.test.ts) and its card script.
      await writeRemoteBuild(f, 'remote-portfolio');
      await f.write(
        'remote-portfolio/dist/server/render-card.js',
        `exports.CARD_RENDER_API = 1;
exports.renderCard = (input) => '<main class="card" data-build="from-the-bucket">' +
  String(input.result.portfolio.personalInfo.name).replace(/[&<>"']/g, '') + '</main>';`,
      );
      await f.write('remote-portfolio/dist/server/package.json', '{"type":"commonjs"}');
      await f.write('remote-portfolio/dist/server/static/css/card.css', '.card{color:#0a0}');
      await f.write('remote-portfolio/dist/card/enhance.js', '/* enhance */');
      portfolio = (await releaseRemote(layout, 'remote-portfolio', { builder: noBuild, now }))
        .version;
      // Only the bucket has the release: the dist goes, and the releases folder never had it.
      await rm(join(layout.repoRoot, 'remote-portfolio', 'dist'), { recursive: true });
      await expect(stat(join(layout.releasesDir, 'remote-portfolio'))).rejects.toThrow();

      const config = testConfig(f);
      dataDir = config.dataDir;
      app = await createGateway({
        config,
        shellDir: f.shellDir,
        releasesDir: layout.releasesDir,
        releaseFiles: releaseFilesOf(layout),
      });
      await app.ready();
      const email = `${randomUUID()}@example.com`;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        payload: { name: 'Bucket Owner', email, password: 'Secret123' },
      });
      owner = registered.json().result;
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/portfolio',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: {
          personalInfo: {
            name: 'Asha Rao',
            email,
            phoneNumber: '9876543210',
            whatsappNumber: '9876543210',
          },
          addressInfo: { buildingName: 'A', area: 'B', pincode: '560038' },
        },
      });
      expect(created.statusCode).toBe(201);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('renders the public card with remote-portfolio’s server build from the bucket', async () => {
      const res = await app.inject(`/portfolio/${owner.userId}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<main class="card" data-build="from-the-bucket">Asha Rao</main>');
      expect(res.body).toContain('.card{color:#0a0}');
      // The card's script, from the CDN like every other file of the release.
      expect(res.body).toContain(`${CDN}/remote-portfolio/${portfolio}/card/enhance.js`);
      expect(res.body).not.toContain('/remotes/remote-portfolio/');
      // Fetched once, into the data folder, without its compressed siblings.
      const cached = join(dataDir, 'release-cache', 'remote-portfolio', portfolio);
      expect((await stat(join(cached, 'server', 'render-card.js'))).isFile()).toBe(true);
      await expect(stat(join(cached, 'server', 'render-card.js.br'))).rejects.toThrow();
    });

    it('serves no /remotes/* files: the browser loads them from the CDN', async () => {
      for (const path of [
        `/remotes/remote-auth/${first}/remoteEntry.js`,
        `/remotes/remote-portfolio/${portfolio}/card/enhance.js`,
      ]) {
        expect((await app.inject(path)).statusCode).toBe(404);
      }
      const registry = (await app.inject('/remotes.json')).json();
      expect(registry['remote-auth']).toEqual({
        version: first,
        url: `${CDN}/remote-auth/${first}/mf-manifest.json`,
      });
    });

    it('preloads the route’s remote at its CDN URLs, read from the manifest in the bucket', async () => {
      const html = (await app.inject('/login')).body;
      const base = `${CDN}/remote-auth/${first}/`;
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json">`,
      );
      expect(html).toContain(`<link rel="preload" as="script" href="${base}remoteEntry.js">`);
    });
  });
});
