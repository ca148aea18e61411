import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { registryFileOf } from '../src/paths.js';
import { releaseRemote, rollbackRemote } from '../src/release.js';
import { createFixture, REMOTE_DIST, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const noBuild = async () => {
  throw new Error('no build expected');
};

describe('gateway', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let first: string;
  let second: string;

  beforeAll(async () => {
    f = await createFixture();
    first = (await releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).version;
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("second");');
    second = (await releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).version;
    app = await createTestGateway(f, [
      {
        match: /^\/product\//,
        transform: (html, { path }) => html.replace('Tapfolio', `Tapfolio ${path}`),
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await f.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const fileUrl = (version: string, path: string) => `/remotes/remote-auth/${version}/${path}`;

  describe('/remotes.json', () => {
    it('answers the registry, never cached, and follows a rollback without a restart', async () => {
      const res = await get('/remotes.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        'remote-auth': { version: second, url: fileUrl(second, 'mf-manifest.json') },
      });

      await rollbackRemote(f.layout, 'remote-auth');
      expect((await get('/remotes.json')).json()).toEqual({
        'remote-auth': { version: first, url: fileUrl(first, 'mf-manifest.json') },
      });
      await rollbackRemote(f.layout, 'remote-auth', second);
      expect((await get('/remotes.json')).json()['remote-auth'].version).toBe(second);
    });

    it('answers {} before the first release, 500 for a corrupt registry, 503 for an unbuilt shell', async () => {
      const other = await createFixture();
      const empty = await createTestGateway(other);
      try {
        const res = await empty.inject('/remotes.json');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({});

        await mkdir(other.layout.releasesDir);
        await writeFile(registryFileOf(other.layout), '{"remote-auth": ');
        const broken = await empty.inject('/remotes.json');
        expect(broken.statusCode).toBe(500);
        expect(broken.json()).toEqual({
          success: false,
          message: 'The remote registry is unreadable',
          code: 'REGISTRY_UNREADABLE',
        });

        await rm(join(other.shellDir, 'index.html'));
        const unbuilt = await empty.inject('/login');
        expect(unbuilt.statusCode).toBe(503);
        expect(unbuilt.body).toContain('npm run build -w shell');
      } finally {
        await empty.close();
        await other.cleanup();
      }
    });
  });

  describe('/remotes/{name}/{version}/*', () => {
    it('serves a release file with immutable caching', async () => {
      const res = await get(fileUrl(first, 'remoteEntry.js'));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(REMOTE_DIST['remoteEntry.js']);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('serves the pre-compressed sibling the browser accepts', async () => {
      const gz = await get(fileUrl(first, 'static/js/x.js'), { 'accept-encoding': 'gzip' });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe(IMMUTABLE);
      expect(gz.headers['content-type']).toMatch(/javascript/);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(REMOTE_DIST['static/js/x.js']);

      const br = await get(fileUrl(first, 'static/js/x.js'), { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(REMOTE_DIST['static/js/x.js']);
    });

    it('answers 404 for unknown files, versions and remotes, never index.html', async () => {
      for (const url of [
        fileUrl(first, 'static/js/nope.js'),
        '/remotes/remote-auth/9.9.9-deadbeef/remoteEntry.js',
        '/remotes/remote-shop/1.0.0-deadbeef/remoteEntry.js',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<html');
      }
    });

    it('never serves the registry, the history, folders, dot-files or unfinished releases', async () => {
      const remoteDir = join(f.layout.releasesDir, 'remote-auth');
      await writeFile(join(remoteDir, first, '.env'), 'DOTFILE');
      await mkdir(join(remoteDir, '.tmp-0a1b2c'));
      await writeFile(join(remoteDir, '.tmp-0a1b2c', 'remoteEntry.js'), 'UNFINISHED');
      for (const url of [
        '/remotes/remotes.json',
        '/remotes/history.json',
        '/remotes/remote-auth/',
        fileUrl(first, '.env'),
        '/remotes/remote-auth/.tmp-0a1b2c/remoteEntry.js',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toMatch(new RegExp(`${first}|DOTFILE|UNFINISHED`));
      }
    });

    it('refuses path traversal, plain and encoded', async () => {
      for (const url of [
        '/remotes/remote-auth/../../secret.txt',
        `/remotes/remote-auth/${first}/../../../secret.txt`,
        '/remotes/remote-auth/../remotes.json',
        '/remotes/remote-auth/%2e%2e/%2e%2e/secret.txt',
        `/remotes/remote-auth/${first}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
        `/remotes/remote-auth/${first}/..%5c..%5c..%5csecret.txt`,
        '/remotes/%2e%2e/secret.txt',
        '/static/..%2f..%2f..%2f..%2fsecret.txt',
        '/..%2fsecret.txt',
        '/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body, url).not.toContain('SECRET');
        expect(res.body, url).not.toContain(first);
      }
    });
  });

  describe('the shell', () => {
    it('answers deep links with index.html, never cached, with the security headers', async () => {
      for (const url of ['/', '/login', '/account/edit-email', '/product/abc?ref=card']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.body).toContain('<script src="/static/app.1234.js">');
      }
    });

    it('answers HEAD for a page with the headers and no body', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/account/edit-email' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe('');
    });

    it('runs the transformer whose route matches the path, and only that one', async () => {
      expect((await get('/product/abc?x=1')).body).toContain(
        '<title>Tapfolio /product/abc</title>',
      );
      expect((await get('/login')).body).toContain('<title>Tapfolio</title>');
    });

    it('sends the page compressed as the browser accepts it, the same page as uncompressed', async () => {
      const plain = await get('/login');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding, accept-language, cookie');
      const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding, accept-language, cookie');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get('/login', { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('serves /static/* with immutable caching and pre-compressed siblings', async () => {
      const res = await get('/static/app.1234.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toMatch(/^console\.log\("app/);

      await writeFile(join(f.shellDir, 'static/app.1234.js.gz'), Buffer.from([0x1f, 0x8b]));
      const gz = await get('/static/app.1234.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
    });

    it('serves root files with short caching', async () => {
      const res = await get('/favicon.ico');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('ICO');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('serves the service worker revalidated on every visit, so a new one is seen at once', async () => {
      await f.write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
      const res = await get('/sw.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('addEventListener');
    });

    it('answers 404, not index.html, for missing files', async () => {
      for (const url of ['/static/missing.js', '/missing.png', '/robots.txt', '/a/b/c.js']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<html');
      }
      // A folder is refused outright: no listings, no index files.
      expect((await get('/static/')).statusCode).toBe(403);
    });

    it('answers non-GET requests outside the API with 404', async () => {
      const res = await app.inject({ method: 'POST', url: '/login', payload: {} });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the API', () => {
    it('is mounted at /api/v1 on its database', async () => {
      const res = await get('/api/v1/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, result: { status: 'ok' } });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps its own JSON 404 for unknown endpoints', async () => {
      const res = await get('/api/v1/nope');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'No such endpoint: GET /api/v1/nope',
        code: 'NOT_FOUND',
      });
    });
  });
});
