import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertFileKey, type Storage } from './storage.js';

/** Files under `root`, one per key, at the key's own relative path. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertFileKey(key);
    const path = resolve(join(base, ...key.split('/')));
    // The key pattern already rules out traversal; this keeps it true if the pattern ever changes.
    if (!path.startsWith(base + sep))
      throw new Error(`file key escapes the storage folder: ${key}`);
    return path;
  };

  return {
    kind: 'local',

    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        const handle = await open(partial, 'wx', 0o640);
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      const stream = createReadStream(path);
      return new Promise((resolvePromise, reject) => {
        stream.once('open', () => resolvePromise(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolvePromise(null) : reject(error),
        );
      });
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async close() {},
  };
}
