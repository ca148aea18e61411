import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { registryFileOf } from '../src/paths.js';
import { setRegistryEntry } from '../src/registry.js';
import { releaseRemote, rollbackRemote } from '../src/release.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

/** A manifest as Module Federation writes it: the entry and the `./pages` expose's files. */
const manifest = JSON.stringify({
  id: 'remote_auth',
  metaData: { remoteEntry: { name: 'static/js/remote_auth.1a.js', path: '' } },
  exposes: [
    {
      path: './pages',
      assets: {
        js: { sync: ['static/js/async/3.2b.js', 'static/js/async/pages.3c.js'], async: ['x.js'] },
        css: { sync: ['static/css/pages.4d.css'], async: [] },
      },
    },
  ],
});

/** The files that manifest names: a release refuses a build that lacks any of them. */
const MANIFEST_FILES = [
  'static/js/remote_auth.1a.js',
  'static/js/async/3.2b.js',
  'static/js/async/pages.3c.js',
  'x.js',
  'static/css/pages.4d.css',
];

const dataBlock = (html: string) => {
  const found = /<script type="application\/json" id="tf-remotes">([\s\S]*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as unknown) : undefined;
};

describe('the remote hints in every page', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let version: string;
  let previous: string;

  beforeAll(async () => {
    f = await createFixture();
    previous = (await releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).version;
    await f.write('remote-auth/dist/mf-manifest.json', manifest);
    for (const file of MANIFEST_FILES) await f.write(`remote-auth/dist/${file}`, `/* ${file} */`);
    version = (await releaseRemote(f.layout, 'remote-auth', { builder: noBuild })).version;
    app = await createTestGateway(f);
  });
  afterAll(async () => {
    await app.close();
    await f.cleanup();
  });

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const base = () => `/remotes/remote-auth/${version}/`;

  it('carries the registry it was served with, so the shell needs no second round trip', async () => {
    const registry = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(dataBlock(await page('/login'))).toEqual(registry.json());
    expect(dataBlock(await page('/products'))).toEqual(registry.json());
  });

  it("preloads the route's remote: its manifest, its entry and its first screen's files", async () => {
    const html = await page('/login?from=%2Fcart');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${base()}mf-manifest.json">`,
    );
    for (const file of ['static/js/remote_auth.1a.js', 'static/js/async/3.2b.js']) {
      expect(html).toContain(`<link rel="preload" as="script" href="${base()}${file}">`);
    }
    expect(html).toContain(
      `<link rel="preload" as="style" href="${base()}static/css/pages.4d.css">`,
    );
    expect(html).not.toContain('x.js');
    // The hints sit in the head, before the shell's own script.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names nothing for a route no released remote draws', async () => {
    // The shell's own preloads (its boot's chunks) are in every page; no remote's file is.
    const preloads = (await page('/products')).match(/<link\b[^>]*rel="preload"[^>]*>/g) ?? [];
    expect(preloads.filter((link) => link.includes('/remotes/'))).toEqual([]);
    expect(preloads).toEqual([
      '<link href="/static/shared-libs.5678.js" rel="preload" as="script">',
    ]);
  });

  it('follows a rollback on the next page', async () => {
    await rollbackRemote(f.layout, 'remote-auth');
    const html = await page('/login');
    expect(html).toContain(`/remotes/remote-auth/${previous}/mf-manifest.json`);
    // The older release's manifest names no chunks: only its manifest and entry are hinted.
    expect(html).toContain(`/remotes/remote-auth/${previous}/remoteEntry.js`);
    expect(html).not.toContain(version);
    await rollbackRemote(f.layout, 'remote-auth', version);
  });

  it('keeps every registry value inert inside the page', async () => {
    const registryFile = registryFileOf(f.layout);
    await setRegistryEntry(registryFile, 'remote-shop', {
      version: '1.0.0',
      url: '/remotes/x/</script><script>alert(1)</script>/m.json',
    });
    const html = await page('/login');
    expect(html).not.toContain('<script>alert(1)');
    expect(dataBlock(html)).toMatchObject({
      'remote-shop': { url: '/remotes/x/</script><script>alert(1)</script>/m.json' },
    });
  });
});
