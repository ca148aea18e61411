import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE_NAME = 'jwt-secret';

/**
 * JWT_SECRET when set; otherwise a secret generated on the first start and kept in DATA_DIR, so
 * tokens survive restarts on one machine without anyone having to invent a secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = join(dataDir, FILE_NAME);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
