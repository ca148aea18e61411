import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { DeployError } from '../src/errors.js';
import { readHistory } from '../src/history.js';
import { historyFileOf, registryFileOf } from '../src/paths.js';
import { readRegistry } from '../src/registry.js';
import { releaseRemote } from '../src/release.js';
import { createFixture, NEW, REMOTE_DIST, type Fixture } from './helpers/fixtures.js';

const AT = new Date('2026-11-22T10:00:00.000Z');
const now = () => AT;
const noBuild = async () => {
  throw new Error('no build expected');
};

describe('release', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture();
  });
  afterEach(() => f.cleanup());

  it('copies dist to a versioned folder with .gz and .br siblings, and points the registry there', async () => {
    const released = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });

    expect(released.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(released).toMatchObject({ created: true, changed: true, from: undefined });
    const folder = join(f.layout.releasesDir, 'remote-auth', released.version);
    for (const [path, content] of Object.entries(REMOTE_DIST)) {
      const file = join(folder, path);
      expect(await readFile(file, 'utf8')).toBe(content);
      expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(content);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(content);
    }
    const url = `/remotes/remote-auth/${released.version}/mf-manifest.json`;
    expect(released.url).toBe(url);
    expect(await readRegistry(registryFileOf(f.layout))).toEqual({
      'remote-auth': { version: released.version, url },
    });
    expect(await readHistory(historyFileOf(f.layout))).toEqual([
      { name: 'remote-auth', version: released.version, at: AT.toISOString(), action: 'release' },
    ]);
  });

  it('leaves the server build uncompressed: it runs in the gateway and is never sent', async () => {
    await f.write('remote-auth/dist/server/render-card.js', 'exports.renderCard = () => "";');
    const released = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    const folder = join(f.layout.releasesDir, 'remote-auth', released.version);
    expect(await readFile(join(folder, 'server', 'render-card.js'), 'utf8')).toContain(
      'renderCard',
    );
    await expect(stat(join(folder, 'server', 'render-card.js.br'))).rejects.toThrow();
    await expect(stat(join(folder, 'server', 'render-card.js.gz'))).rejects.toThrow();
    await expect(stat(join(folder, 'remoteEntry.js.br'))).resolves.toBeDefined();
  });

  it('gives identical content the same version and rewrites nothing', async () => {
    const first = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    const file = join(f.layout.releasesDir, 'remote-auth', first.version, 'remoteEntry.js');
    const before = (await stat(file)).mtimeMs;
    const registryBefore = (await stat(registryFileOf(f.layout))).mtimeMs;

    const second = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });

    expect(second).toMatchObject({ version: first.version, created: false, changed: false });
    expect((await stat(file)).mtimeMs).toBe(before);
    expect((await stat(registryFileOf(f.layout))).mtimeMs).toBe(registryBefore);
    expect(await readHistory(historyFileOf(f.layout))).toHaveLength(1);
  });

  it('gives changed content a new version and keeps the old release', async () => {
    const first = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("changed");');

    const second = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });

    expect(second.version).not.toBe(first.version);
    expect(second).toMatchObject({ created: true, changed: true, from: first.version });
    await expect(
      stat(join(f.layout.releasesDir, 'remote-auth', first.version)),
    ).resolves.toBeTruthy();
    expect((await readRegistry(registryFileOf(f.layout)))['remote-auth']?.version).toBe(
      second.version,
    );
    expect((await readHistory(historyFileOf(f.layout))).map((e) => e.version)).toEqual([
      first.version,
      second.version,
    ]);
  });

  it("takes an unchanged file's siblings from the release before, and compresses a changed one", async () => {
    const first = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    const before = join(f.layout.releasesDir, 'remote-auth', first.version);
    // Siblings no compression here would make byte for byte: found again only if copied.
    const x = REMOTE_DIST['static/js/x.js'];
    const planted = brotliCompressSync(x, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    await writeFile(join(before, 'static/js/x.js.br'), planted);
    const changed = 'var remote_auth; /* the container, changed */';
    await f.write('remote-auth/dist/remoteEntry.js', changed);

    const second = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });

    const after = join(f.layout.releasesDir, 'remote-auth', second.version);
    expect(await readFile(join(after, 'static/js/x.js.br'))).toEqual(planted);
    expect(gunzipSync(await readFile(join(after, 'static/js/x.js.gz'))).toString()).toBe(x);
    const entry = join(after, 'remoteEntry.js');
    expect(brotliDecompressSync(await readFile(`${entry}.br`)).toString()).toBe(changed);
    expect(gunzipSync(await readFile(`${entry}.gz`)).toString()).toBe(changed);
  });

  it('a renamed file changes the version even when the bytes are the same', async () => {
    const first = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    await f.write('remote-auth/dist/static/js/y.js', REMOTE_DIST['static/js/x.js']);
    await rm(join(f.layout.repoRoot, 'remote-auth/dist/static/js/x.js'));

    const second = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });

    expect(second.version).not.toBe(first.version);
  });

  it('builds first when the sources are newer than the dist, and not when they are older', async () => {
    const built: string[] = [];
    const builder = async (name: string) => {
      built.push(name);
    };
    await releaseRemote(f.layout, 'remote-auth', { builder, now });
    expect(built).toEqual([]);

    await f.touch('remote-auth/dist/mf-manifest.json', NEW - 50);
    await f.touch('remote-auth/src/index.ts', NEW);
    await releaseRemote(f.layout, 'remote-auth', { builder, now });
    expect(built).toEqual(['remote-auth']);
  });

  it('with build off, refuses a missing dist instead of building', async () => {
    await rm(join(f.layout.repoRoot, 'remote-auth/dist'), { recursive: true });

    await expect(
      releaseRemote(f.layout, 'remote-auth', { build: false, builder: noBuild }),
    ).rejects.toThrow(/mf-manifest\.json is missing/);
  });

  it('with from, releases that build as it is, never builds, and leaves the dist alone', async () => {
    const ofDist = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now });
    for (const [path, content] of Object.entries(REMOTE_DIST)) {
      await f.write(`artifact/${path}`, path === 'static/js/x.js' ? 'console.log("ci");' : content);
    }
    // Sources newer than the dist would make a plain release build first.
    await f.touch('remote-auth/src/index.ts', NEW + 1_000);
    const from = join(f.layout.repoRoot, 'artifact');

    const released = await releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now, from });

    expect(released.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(released).toMatchObject({ created: true, changed: true, from: ofDist.version });
    const folder = join(f.layout.releasesDir, 'remote-auth', released.version);
    expect(await readFile(join(folder, 'static/js/x.js'), 'utf8')).toBe('console.log("ci");');
    expect(await readFile(join(f.layout.repoRoot, 'remote-auth/dist/static/js/x.js'), 'utf8')).toBe(
      REMOTE_DIST['static/js/x.js'],
    );
    expect((await readRegistry(registryFileOf(f.layout)))['remote-auth']?.version).toBe(
      released.version,
    );
  });

  it('with from, refuses a folder that holds no build', async () => {
    await f.write('artifact/readme.txt', 'not a build');
    const from = join(f.layout.repoRoot, 'artifact');

    await expect(
      releaseRemote(f.layout, 'remote-auth', { builder: noBuild, now, from }),
    ).rejects.toThrow(`${from} holds no mf-manifest.json: it is not a build of remote-auth`);
    expect(await readHistory(historyFileOf(f.layout))).toEqual([]);
  });

  it('refuses a remote this repository has no package for, and names that are not names', async () => {
    await expect(releaseRemote(f.layout, 'remote-shop', { builder: noBuild })).rejects.toThrow(
      DeployError,
    );
    await expect(releaseRemote(f.layout, '../shell', { builder: noBuild })).rejects.toThrow(
      /not a remote name/,
    );
  });
});
