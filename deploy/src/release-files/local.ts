import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirs, listFiles } from '../files.js';
import { installRelease } from '../releases.js';
import { assertReleasePath, assertSegments, MANIFEST_FILE, type ReleaseFiles } from './types.js';

export interface LocalReleaseFiles extends ReleaseFiles {
  readonly kind: 'local';
  /** The release's folder: the gateway serves it under /remotes/ and loads its server build. */
  folderOf(name: string, version: string): string;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/**
 * The releases folder of this machine (RELEASES_DIR): each release is copied into
 * `<releasesDir>/<name>/<version>/` and served by the gateway at `<releasesUrl>/<name>/<version>/`.
 */
export function localReleaseFiles(layout: {
  releasesDir: string;
  releasesUrl: string;
}): LocalReleaseFiles {
  const { releasesDir, releasesUrl } = layout;
  const folderOf = (name: string, version: string) => {
    assertSegments(name, version);
    return join(releasesDir, name, version);
  };

  return {
    kind: 'local',
    where: releasesDir,
    folderOf,
    install: (distDir, name, version) => installRelease(distDir, folderOf(name, version)),
    async exists(name, version) {
      const info = await stat(join(folderOf(name, version), MANIFEST_FILE)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    // Releases being copied sit in dot-folders beside the finished ones.
    list: async (name) =>
      (await listDirs(join(releasesDir, name))).filter((dir) => !dir.startsWith('.')),
    async listFiles(name, version, folder) {
      assertReleasePath(folder);
      try {
        const files = await listFiles(join(folderOf(name, version), folder));
        return files.map((file) => `${folder}/${file}`);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async readFile(name, version, path) {
      assertReleasePath(path);
      try {
        return await readFile(join(folderOf(name, version), path));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    manifestUrl: (name, version) => `${releasesUrl}/${name}/${version}/${MANIFEST_FILE}`,
    close: async () => {},
  };
}
