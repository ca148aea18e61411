import { hkdfSync, randomBytes } from 'node:crypto';
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

/**
 * A key of its own for a use other than signing tokens (`purpose` names it), derived from the
 * secret with HKDF-SHA256: one secret to configure, and no key that signs sessions is ever used
 * for anything else, so nothing learnt about one use helps against another.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `tapfolio ${purpose}`, 32));
}
