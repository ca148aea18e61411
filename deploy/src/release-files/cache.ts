import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReleaseFiles } from './types.js';

/** Below the system's temp folder (an emptyDir on Kubernetes), one folder per bucket. */
export const defaultCacheDir = (files: Pick<ReleaseFiles, 'where'>) =>
  join(tmpdir(), 'tapfolio-release-cache', files.where.replace(/[^A-Za-z0-9.-]+/g, '_'));

const SIBLING = /\.(?:gz|br)$/;

/**
 * Some folders of a release (e.g. its `server/` build) as files on this machine, for what the
 * gateway runs or reads itself: fetched once per version through `files.readFile` into
 * `<cacheDir>/<name>/<version>/`, then reused (a version never changes). The copy is made in a
 * dot-folder and renamed into place, so another process, or a crash, never leaves half of one.
 * The compressed siblings are left out. Answers undefined when the version is not released.
 */
export async function cachedRelease(
  files: ReleaseFiles,
  name: string,
  version: string,
  folders: string[],
  cacheDir: string = defaultCacheDir(files),
): Promise<string | undefined> {
  const target = join(cacheDir, name, version);
  if (await stat(target).catch(() => undefined)) return target;
  if (!(await files.exists(name, version))) return undefined;
  const temp = join(cacheDir, name, `.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(temp, { recursive: true });
    for (const folder of folders) {
      const paths = await files.listFiles(name, version, folder);
      const present = new Set(paths);
      for (const path of paths) {
        if (SIBLING.test(path) && present.has(path.slice(0, -3))) continue;
        const bytes = await files.readFile(name, version, path);
        if (!bytes) throw new Error(`${files.where}: ${name}/${version}/${path} vanished`);
        await mkdir(dirname(join(temp, path)), { recursive: true });
        await writeFile(join(temp, path), bytes);
      }
    }
    await rename(temp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process cached the same version first: its copy is the same files.
    if (!((code === 'ENOTEMPTY' || code === 'EEXIST') && (await stat(target).catch(() => false)))) {
      throw error;
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return target;
}
