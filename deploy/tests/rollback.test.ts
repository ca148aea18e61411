import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { readHistory } from '../src/history.js';
import { historyFileOf, registryFileOf } from '../src/paths.js';
import { readRegistry } from '../src/registry.js';
import { pointRemote, releaseRemote, rollbackRemote } from '../src/release.js';
import { buildRecord, createFixture, SHARED, type Fixture } from './helpers/fixtures.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

describe('rollback and point', () => {
  let f: Fixture;
  /** Releases of three different builds, oldest first. */
  let versions: string[];

  const releaseBuild = async (marker: string) => {
    await f.write('remote-auth/dist/static/js/x.js', `console.log(${JSON.stringify(marker)});`);
    return (await releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).version;
  };
  const current = async () => (await readRegistry(registryFileOf(f.layout)))['remote-auth'];

  beforeEach(async () => {
    f = await createFixture();
    versions = [await releaseBuild('a'), await releaseBuild('b'), await releaseBuild('c')];
  });
  afterEach(() => f.cleanup());

  it('goes back to the previous release, then further back on each rollback', async () => {
    const [a, b, c] = versions;
    const first = await rollbackRemote(f.layout, 'remote-auth');
    expect(first).toMatchObject({ version: b, from: c, changed: true });
    expect(await current()).toEqual({
      version: b,
      url: `/remotes/remote-auth/${b}/mf-manifest.json`,
    });

    await rollbackRemote(f.layout, 'remote-auth');
    expect((await current())?.version).toBe(a);

    await expect(rollbackRemote(f.layout, 'remote-auth')).rejects.toThrow(
      `remote-auth has no earlier release to roll back to (it runs ${a})`,
    );
    const history = await readHistory(historyFileOf(f.layout));
    expect(history.map((e) => `${e.action} ${e.version}`)).toEqual([
      `release ${a}`,
      `release ${b}`,
      `release ${c}`,
      `rollback ${b}`,
      `rollback ${a}`,
    ]);
  });

  it('goes to a named version, and a later release moves forward again', async () => {
    const [a, , c] = versions;
    await rollbackRemote(f.layout, 'remote-auth', a);
    expect((await current())?.version).toBe(a);

    await rollbackRemote(f.layout, 'remote-auth', c);
    expect((await current())?.version).toBe(c);
    // Rolling back from c now goes to a, the release that was current before it.
    await rollbackRemote(f.layout, 'remote-auth');
    expect((await current())?.version).toBe(a);
  });

  it('refuses when there is no history', async () => {
    await rm(f.layout.releasesDir, { recursive: true });
    await expect(rollbackRemote(f.layout, 'remote-auth')).rejects.toThrow(
      /^remote-auth has no earlier release to roll back to$/,
    );
  });

  it('refuses a version whose folder is missing, a version it already runs, and a bad version', async () => {
    const [, b, c] = versions;
    await rm(join(f.layout.releasesDir, 'remote-auth', b!), { recursive: true });

    await expect(rollbackRemote(f.layout, 'remote-auth')).rejects.toThrow(
      new RegExp(`^remote-auth ${b} is not in .*releases \\(released: `),
    );
    await expect(rollbackRemote(f.layout, 'remote-auth', c)).rejects.toThrow(`already runs ${c}`);
    await expect(rollbackRemote(f.layout, 'remote-auth', '../../secret')).rejects.toThrow(
      /not a release version/,
    );
    expect((await current())?.version).toBe(c);
  });

  it('refuses a release the shell served now could not run, and changes nothing', async () => {
    const [, , c] = versions;
    // The shell moves to Preact in place of React: its shared singletons change, and a new
    // build of the remote follows it.
    const onPreact = {
      ...SHARED,
      react: { version: '11.2.0', requiredVersion: '^11.2.0' },
      preact: { version: '11.2.0', requiredVersion: '^11.2.0' },
      'preact/hooks': { version: '11.2.0', requiredVersion: '^11.2.0' },
    };
    await f.write('shell/dist/tapfolio-build.json', buildRecord({ shared: onPreact }));
    await f.write('remote-auth/dist/tapfolio-build.json', buildRecord({ shared: onPreact }));
    const d = await releaseBuild('d');

    await expect(rollbackRemote(f.layout, 'remote-auth')).rejects.toThrow(
      `remote-auth ${c}'s shared singletons differ from the shell's: only the shell shares preact, preact/hooks`,
    );
    expect((await current())?.version).toBe(d);

    await rm(join(f.layout.releasesDir, 'remote-auth', c!, 'tapfolio-build.json'));
    await expect(rollbackRemote(f.layout, 'remote-auth', c)).rejects.toThrow(
      `remote-auth ${c}'s tapfolio-build.json is missing: release a new build of remote-auth instead`,
    );
    expect((await readHistory(historyFileOf(f.layout))).at(-1)).toMatchObject({
      action: 'release',
      version: d,
    });
  });

  it('points a remote at an absolute URL, and rollback returns to the last release', async () => {
    const [, , c] = versions;
    const change = await pointRemote(
      f.layout,
      'remote-auth',
      'http://localhost:3001/mf-manifest.json',
    );
    expect(change).toMatchObject({ version: 'dev', from: c, changed: true });
    expect(await current()).toEqual({
      version: 'dev',
      url: 'http://localhost:3001/mf-manifest.json',
    });
    expect((await readHistory(historyFileOf(f.layout))).at(-1)).toMatchObject({
      action: 'point',
      version: 'dev',
      url: 'http://localhost:3001/mf-manifest.json',
    });

    await rollbackRemote(f.layout, 'remote-auth');
    expect((await current())?.version).toBe(c);
  });

  it('points only at http(s) URLs or paths', async () => {
    for (const url of ['javascript:alert(1)', 'localhost:3001/mf-manifest.json', '//evil.test/x']) {
      await expect(pointRemote(f.layout, 'remote-auth', url)).rejects.toThrow(
        /not an http\(s\) URL/,
      );
    }
    await pointRemote(
      f.layout,
      'remote-portfolio',
      '/remotes/remote-portfolio/dev/mf-manifest.json',
    );
    expect((await readRegistry(registryFileOf(f.layout)))['remote-portfolio']?.url).toBe(
      '/remotes/remote-portfolio/dev/mf-manifest.json',
    );
  });
});
