import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSigner } from 'fast-jwt';
import type { TestApp } from './app.js';

/** The secret the app generated into its DATA_DIR. */
export const appSecret = async (t: TestApp) =>
  (await readFile(join(t.config.dataDir, 'jwt-secret'), 'utf8')).trim();

/** Tokens an attacker (or a stale client) might present for `userId`. */
export async function forgedTokens(t: TestApp, userId: string) {
  const secret = await appSecret(t);
  const claims = { id: userId, ver: 0 };
  const [header, payload] = createSigner({ key: secret })(claims).split('.');
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  return {
    otherSecret: createSigner({ key: 'not-the-secret-at-all-0123456789' })(claims),
    algNone: unsigned,
    wrongAlgorithm: createSigner({ key: secret, algorithm: 'HS512' })(claims),
    expired: createSigner({ key: secret, expiresIn: 1000, clockTimestamp: Date.now() - 60_000 })(
      claims,
    ),
    tamperedPayload: `${header}.${Buffer.from(JSON.stringify({ id: userId, ver: 5 })).toString('base64url')}.${createSigner({ key: secret })(claims).split('.')[2]}`,
    notAUuid: createSigner({ key: secret })({ id: 'admin', ver: 0 }),
    /** Properly signed, but from before a password change (the version moved on). */
    staleVersion: createSigner({ key: secret })({ id: userId, ver: 7 }),
    unknownUser: createSigner({ key: secret })({
      id: '00000000-0000-4000-8000-000000000000',
      ver: 0,
    }),
    garbage: 'not-a-token',
  };
}
