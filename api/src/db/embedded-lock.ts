import { randomUUID } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';

/** Lock files this process holds: its own pid in a lock is live only if it is listed here. */
const held = new Set<string>();

export interface EmbeddedLock {
  release(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly location: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${location} is in use by process ${pid}: stop the app first, or use DATABASE_URL`,
    );
    this.name = 'DatabaseInUseError';
  }
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function readPid(path: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(path, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (errno(error) === 'ENOENT') return null;
    throw error;
  }
}

function isAlive(pid: number, lockPath: string): boolean {
  // After a crash and restart (a container's), this process may have been given the old pid.
  if (pid === process.pid) return held.has(lockPath);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return errno(error) === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * The lock is a file holding the owner's pid, created whole or not at all (written aside, then
 * hard-linked into place). A lock whose process is gone is stale and taken over.
 */
export async function acquireEmbeddedLock(
  lockPath: string,
  location: string,
): Promise<EmbeddedLock> {
  const draft = `${lockPath}.${randomUUID()}`;
  await writeFile(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(draft, lockPath);
        held.add(lockPath);
        return {
          async release() {
            held.delete(lockPath);
            if ((await readPid(lockPath)) === process.pid) await rm(lockPath, { force: true });
          },
        };
      } catch (error) {
        if (errno(error) !== 'EEXIST') throw error;
      }
      const pid = await readPid(lockPath);
      if (pid !== null && isAlive(pid, lockPath)) throw new DatabaseInUseError(location, pid);
      // Moved aside before removal: of two processes taking over one stale lock, only one can.
      const aside = `${lockPath}.stale-${randomUUID()}`;
      try {
        await rename(lockPath, aside);
      } catch (error) {
        if (errno(error) === 'ENOENT') continue;
        throw error;
      }
      const movedPid = await readPid(aside);
      if (movedPid !== pid && movedPid !== null && isAlive(movedPid, lockPath)) {
        // Another process took it over in between: its lock goes back (unless yet another exists).
        await link(aside, lockPath).catch(() => {});
        await rm(aside, { force: true });
        throw new DatabaseInUseError(location, movedPid);
      }
      await rm(aside, { force: true });
    }
    throw new Error(
      `could not lock the embedded database in ${location}: ${lockPath} keeps changing`,
    );
  } finally {
    await rm(draft, { force: true });
  }
}
