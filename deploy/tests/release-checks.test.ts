import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { checkRelease } from '../src/checks/release-checks.js';
import { rangeAccepts } from '../src/checks/version-range.js';
import { DeployError } from '../src/errors.js';
import { layoutFromEnv } from '../src/config.js';
import { registryFileOf, servedShellDir } from '../src/paths.js';
import { releaseRemote } from '../src/release.js';
import {
  buildRecord,
  createFixture,
  HOST_CONTRACT,
  remoteManifest,
  SHARED,
  type Fixture,
} from './helpers/fixtures.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

/** A manifest as Module Federation writes it, with files for the entry, `./pages` and a shared. */
const FILES = {
  entry: 'static/js/remote_auth.1a.js',
  pagesSync: 'static/js/async/pages.3c.js',
  pagesAsync: 'static/js/async/9.4e.js',
  pagesCss: 'static/css/async/pages.4d.css',
  lazyCss: 'static/css/async/9.5f.css',
  sharedReact: 'static/js/async/react.6a.js',
};
const manifest = (files = FILES) =>
  JSON.stringify({
    id: 'remote_auth',
    name: 'remote_auth',
    metaData: {
      name: 'remote_auth',
      remoteEntry: { name: files.entry.split('/').pop(), path: 'static/js/', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      {
        id: 'remote_auth:react',
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.3.1',
        assets: { js: { sync: [files.sharedReact], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: 'remote_auth:pages',
        name: 'pages',
        path: './pages',
        assets: {
          js: { sync: [files.pagesSync], async: [files.pagesAsync] },
          css: { sync: [files.pagesCss], async: [files.lazyCss] },
        },
      },
    ],
  });

describe('the release checks', () => {
  let f: Fixture;
  const check = () =>
    checkRelease(f.layout, 'remote-auth', join(f.layout.repoRoot, 'remote-auth/dist'), {
      shellDir: f.shellDir,
    });
  /** Refused with a DeployError whose message is this one line. */
  const refuses = async (message: string | RegExp) => {
    const error = await check().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DeployError);
    const text = (error as Error).message;
    expect(text).not.toContain('\n');
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  };

  beforeEach(async () => {
    f = await createFixture();
    await f.write('remote-auth/dist/mf-manifest.json', manifest());
    for (const file of Object.values(FILES)) {
      await f.write(`remote-auth/dist/${file}`, `/* ${file} */`);
    }
  });
  afterEach(() => f.cleanup());

  it('pass a build whose files are all there and that fits the shell', async () => {
    await expect(check()).resolves.toBeUndefined();
  });

  it('pass the fixture every other deploy test releases', async () => {
    await f.write('remote-auth/dist/mf-manifest.json', remoteManifest('remote-auth'));
    await expect(check()).resolves.toBeUndefined();
  });

  it('refuse a manifest that does not parse, or that is missing', async () => {
    await f.write('remote-auth/dist/mf-manifest.json', '{"id": "remote_auth",\n  "exposes": [\n');
    await refuses(/^remote-auth\/dist\/mf-manifest\.json does not parse: /);

    await f.write('remote-auth/dist/mf-manifest.json', '[]');
    await refuses('remote-auth/dist/mf-manifest.json is not a manifest object');

    await rm(join(f.layout.repoRoot, 'remote-auth/dist/mf-manifest.json'));
    await refuses('remote-auth/dist/mf-manifest.json is missing: build remote-auth');
  });

  it('refuse a manifest without a remote entry or without ./pages', async () => {
    const parsed = JSON.parse(manifest()) as { metaData: object; exposes: object[] };
    await f.write(
      'remote-auth/dist/mf-manifest.json',
      JSON.stringify({ ...parsed, metaData: { name: 'remote_auth' } }),
    );
    await refuses(
      'remote-auth/dist/mf-manifest.json names no remote entry (metaData.remoteEntry.name)',
    );

    await f.write('remote-auth/dist/mf-manifest.json', JSON.stringify({ ...parsed, exposes: [] }));
    await refuses('remote-auth/dist/mf-manifest.json exposes no ./pages, which the shell loads');
  });

  it('refuse a build that lacks the remote entry or any file of an exposed or shared module', async () => {
    for (const file of Object.values(FILES)) {
      await rm(join(f.layout.repoRoot, 'remote-auth/dist', file));
      await refuses(`remote-auth/dist lacks a file its manifest names: ${file}`);
      await f.write(`remote-auth/dist/${file}`, `/* ${file} */`);
    }
    await rm(join(f.layout.repoRoot, 'remote-auth/dist/static'), { recursive: true });
    await refuses(
      `remote-auth/dist lacks 6 files its manifest names: ${FILES.entry}, ${FILES.pagesSync}, ${FILES.pagesAsync} and 3 more`,
    );
  });

  it('refuse a manifest that names a file outside the build', async () => {
    await f.write(
      'remote-auth/dist/mf-manifest.json',
      manifest({ ...FILES, pagesAsync: '../../../secret.txt' }),
    );
    await refuses('remote-auth/dist lacks a file its manifest names: ../../../secret.txt');
  });

  it("refuse a remote without its build record, or built against another host contract than the shell's", async () => {
    await rm(join(f.layout.repoRoot, 'remote-auth/dist/tapfolio-build.json'));
    await refuses(
      'remote-auth/dist/tapfolio-build.json is missing: rebuild remote-auth with the current web-kit',
    );

    await f.write('remote-auth/dist/tapfolio-build.json', '{"hostContract": "one"}');
    await refuses(
      'remote-auth/dist/tapfolio-build.json is not a build record ({ hostContract, shared })',
    );

    await f.write('remote-auth/dist/tapfolio-build.json', buildRecord({ hostContract: 2 }));
    await refuses(
      `remote-auth is built against host contract 2, but the shell provides ${HOST_CONTRACT}: rebuild remote-auth on the shell's web-kit`,
    );
  });

  it('refuse every remote while the shell served has no build record', async () => {
    await rm(join(f.shellDir, 'tapfolio-build.json'));
    await refuses(
      'the shell build has no shell/dist/tapfolio-build.json: build the shell (npm run build -w shell) first',
    );
  });

  it("refuse shared singletons that differ from the shell's list", async () => {
    const fewer = Object.fromEntries(
      Object.entries(SHARED).filter(([name]) => name !== 'react-dom'),
    );
    await f.write(
      'remote-auth/dist/tapfolio-build.json',
      buildRecord({ shared: { ...fewer, lodash: { version: '4.17.21', requiredVersion: '^4' } } }),
    );
    await refuses(
      "remote-auth's shared singletons differ from the shell's: only remote-auth shares lodash; only the shell shares react-dom",
    );
  });

  it("refuse a shared singleton whose range does not accept the shell's version", async () => {
    await f.write(
      'remote-auth/dist/tapfolio-build.json',
      buildRecord({
        shared: {
          ...SHARED,
          react: { version: '20.0.0', requiredVersion: '^20.0.0' },
          'react-router': { version: '7.19.0', requiredVersion: 'latest' },
        },
      }),
    );
    await refuses(
      "remote-auth's ranges do not accept the shell's shared versions: react ^20.0.0 (the shell has 19.3.1), react-router latest, a range release cannot read (the shell has 7.18.5)",
    );
  });

  it('check against the shell the gateway serves: SHELL_DIR, else the checkout', () => {
    expect(servedShellDir(f.layout)).toBe(join(f.layout.repoRoot, 'shell', 'dist'));
    const { shellDir } = layoutFromEnv({ SHELL_DIR: '/srv/shell' });
    expect(servedShellDir({ ...f.layout, shellDir })).toBe('/srv/shell');
  });

  it('stop a release before anything is copied or pointed at', async () => {
    await f.write('remote-auth/dist/tapfolio-build.json', buildRecord({ hostContract: 2 }));
    await expect(releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).rejects.toThrow(
      'remote-auth is built against host contract 2, but the shell provides 1',
    );
    expect(await stat(join(f.layout.releasesDir, 'remote-auth')).catch(() => undefined)).toBe(
      undefined,
    );
    expect(await stat(registryFileOf(f.layout)).catch(() => undefined)).toBe(undefined);
  });
});

describe('a version range', () => {
  it.each([
    ['^19.3.1', '19.3.1', true],
    ['^19.3.1', '19.9.0', true],
    ['^19.3.1', '19.3.0', false],
    ['^19.3.1', '20.0.0', false],
    ['^0.2.3', '0.2.9', true],
    ['^0.2.3', '0.3.0', false],
    ['^0.0.3', '0.0.4', false],
    ['~7.18.5', '7.18.9', true],
    ['~7.18.5', '7.19.0', false],
    ['~1.2', '1.2.7', true],
    ['7.x', '7.30.1', true],
    ['7', '8.0.0', false],
    ['*', '1.0.0', true],
    ['', '1.0.0', true],
    ['19.3.1', '19.3.1', true],
    ['=19.3.1', '19.3.2', false],
    ['>=1.2.0 <2', '1.9.9', true],
    ['>= 1.2.0 < 2', '2.0.0', false],
    ['>1.2', '1.2.9', false],
    ['<=1.2', '1.2.9', true],
    ['^1.0.0 || ^2.0.0', '2.4.0', true],
    ['^1.0.0 || ^2.0.0', '3.0.0', false],
    ['^19.0.0', '19.1.0-rc.1', false],
    ['^19.1.0-rc.0', '19.1.0-rc.1', true],
    ['^19.1.0-rc.0', '19.1.0-beta.9', false],
    ['^19.1.0-rc.0', '19.2.0', true],
  ])('%s accepts %s: %s', (range, version, accepted) => {
    expect(rangeAccepts(range, version)).toBe(accepted);
  });

  it('says when it cannot read a range or a version', () => {
    expect(rangeAccepts('latest', '1.0.0')).toBeUndefined();
    expect(rangeAccepts('^1.0.0', 'next')).toBeUndefined();
  });
});
