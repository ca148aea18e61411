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

export const REMOTE_DIST = {
  'mf-manifest.json': '{"id":"remote_auth","metaData":{"remoteEntry":{"name":"remoteEntry.js"}}}',
  'remoteEntry.js': 'var remote_auth; /* the container */',
  'static/js/x.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
};

/**
 * A fake checkout in a temp folder: `remote-auth` with built dist (newer than its sources) and a
 * built shell; releases go to `<root>/releases`.
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
    '<!doctype html><html><head><title>Tapfolio</title></head><body><div id="root"></div><script src="/static/app.1234.js"></script></body></html>',
  );
  await write(
    'shell/dist/static/app.1234.js',
    `console.log(${JSON.stringify('app'.repeat(500))});`,
  );
  await write('shell/dist/favicon.ico', 'ICO');
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
