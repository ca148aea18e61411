import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Layout } from '../../src/paths.js';

export interface Fixture {
  /** The temp folder holding everything below; `secret.txt` sits here, outside every served root. */
  root: string;
  layout: Layout;
  shellDir: string;
  /** Writes a file below the fake repository, creating its folders. */
  write(path: string, content: string): Promise<void>;
  /** Sets a file's or folder's mtime, in seconds since the epoch. */
  touch(path: string, seconds: number): Promise<void>;
  cleanup(): Promise<void>;
}

export const OLD = 1_700_000_000;
export const NEW = 1_700_000_100;

/** The host contract of the fixture builds, the shell's and every remote's. */
export const HOST_CONTRACT = 1;

/** The shared singletons of the fixture builds: each remote's range accepts the shell's version. */
export const SHARED = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-router': { version: '7.18.5', requiredVersion: '^7.18.5' },
};

/** A build's tapfolio-build.json, as web-kit's build plugin writes it. */
export const buildRecord = (record: { hostContract?: number; shared?: object } = {}) =>
  JSON.stringify({ hostContract: HOST_CONTRACT, shared: SHARED, ...record });

/** A remote's mf-manifest.json whose only file is its entry, `remoteEntry.js`. */
export function remoteManifest(name: string) {
  const id = name.replace(/-/g, '_');
  return JSON.stringify({
    id,
    name: id,
    metaData: { name: id, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${id}:pages`,
        name: 'pages',
        path: './pages',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });
}

export const REMOTE_DIST = {
  'mf-manifest.json': remoteManifest('remote-auth'),
  'tapfolio-build.json': buildRecord(),
  'remoteEntry.js': 'var remote_auth; /* the container */',
  'static/js/x.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
};

/** A remote package with a minimal build that passes the release checks: its entry and records. */
export async function writeRemoteBuild(f: Pick<Fixture, 'write'>, name: string) {
  await f.write(`${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
  await f.write(`${name}/dist/mf-manifest.json`, remoteManifest(name));
  await f.write(`${name}/dist/tapfolio-build.json`, buildRecord());
  await f.write(`${name}/dist/remoteEntry.js`, `var ${name.replace(/-/g, '_')};`);
}

/**
 * A fake checkout in a temp folder: `remote-auth` with built dist (newer than its sources) and a
 * built shell, of the same host contract and shared singletons; releases go to `<root>/releases`.
 */
export async function createFixture(): Promise<Fixture> {
  const root = await mkdtemp(join(tmpdir(), 'tapfolio-deploy-'));
  const repoRoot = join(root, 'repo');
  const write = async (path: string, content: string) => {
    const file = join(repoRoot, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const touch = (path: string, seconds: number) => utimes(join(repoRoot, path), seconds, seconds);

  await writeFile(join(root, 'secret.txt'), 'SECRET');
  await write('remote-auth/package.json', '{"name":"remote-auth","version":"1.0.0"}');
  await write('remote-auth/src/index.ts', "import('./bootstrap');");
  for (const [path, content] of Object.entries(REMOTE_DIST)) {
    await write(`remote-auth/dist/${path}`, content);
  }
  await write('shell/package.json', '{"name":"shell","version":"1.0.0"}');
  await write('shell/src/index.ts', "import('./bootstrap');");
  await write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Tapfolio</title><link href="/static/shared-libs.5678.js" rel="preload" as="script"></head><body><div id="root"></div><script src="/static/app.1234.js"></script></body></html>',
  );
  await write('shell/dist/static/shared-libs.5678.js', 'self.sharedLibs = true;');
  await write(
    'shell/dist/static/app.1234.js',
    `console.log(${JSON.stringify('app'.repeat(500))});`,
  );
  await write('shell/dist/favicon.ico', 'ICO');
  await write('shell/dist/tapfolio-build.json', buildRecord());
  for (const path of ['remote-auth/src/index.ts', 'remote-auth/src', 'remote-auth/package.json']) {
    await touch(path, OLD);
  }
  for (const path of ['shell/src/index.ts', 'shell/src', 'shell/package.json']) {
    await touch(path, OLD);
  }

  return {
    root,
    layout: { repoRoot, releasesDir: join(root, 'releases'), releasesUrl: '/remotes' },
    shellDir: join(repoRoot, 'shell', 'dist'),
    write,
    touch,
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
