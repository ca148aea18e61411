import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseRemote } from '../../src/release.js';
import { writeRemoteBuild, type Fixture } from './fixtures.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

/**
 * Releases a remote whose build carries `server` (paths under its `dist/server/` and their
 * contents; none: `null`) beside `files` (other paths under `dist/`), a mark of its build in its
 * entry; answers the version.
 */
export async function writeServerRelease(
  f: Fixture,
  remote: string,
  mark: string,
  {
    server,
    files = {},
    canary,
  }: {
    server: Record<string, string> | null;
    files?: Record<string, string>;
    /** Released as a canary to this share of visitors, rather than to everyone. */
    canary?: number;
  },
) {
  await writeRemoteBuild(f, remote);
  await f.write(`${remote}/dist/remoteEntry.js`, `var ${remote.replace(/-/g, '_')}; // ${mark}`);
  for (const [path, content] of Object.entries(files)) {
    await f.write(`${remote}/dist/${path}`, content);
  }
  await rm(join(f.root, 'repo', remote, 'dist', 'server'), { recursive: true, force: true });
  for (const [path, content] of Object.entries(server ?? {})) {
    await f.write(`${remote}/dist/server/${path}`, content);
  }
  return (await releaseRemote(f.layout, remote, { builder: noBuild, canary })).version;
}

/**
 * A server build as web-kit's `serverRenderer` writes it: `{entry}.js`, the package.json that
 * makes it CommonJS, and its CSS; none when `js` is null.
 */
export const serverBuildFiles = (entry: string, js: string | null, css: string) =>
  js === null
    ? null
    : { [`${entry}.js`]: js, 'package.json': '{ "type": "commonjs" }', [`${entry}.css`]: css };
