import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSigner } from 'fast-jwt';
import type { TestApp } from './app.js';

/** The secret the app generated into its DATA_DIR. */
export const appSecret = async (t: TestApp) =>
  (await readFile(join(t.config.dataDir, 'jwt-secret'), 'utf8')).trim();

/** A token's payload segment with some claims changed (its signature then no longer fits). */
export const edited = (payload: string, changes: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes }),
  ).toString('base64url');

/** Tokens an attacker (or a stale client) might present for `userId`. */
export async function forgedTokens(t: TestApp, userId: string) {
  const secret = await appSecret(t);
  // A jti of their own, so each kind below is refused for its own flaw and not for a missing jti.
  const claims = { id: userId, ver: 0, jti: randomUUID() };
  // With an expiry, as every real token has one: a token without is refused for that alone.
  const sign = createSigner({ key: secret, expiresIn: 3_600_000 });
  const [header, payload, signature] = sign(claims).split('.');
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  return {
    otherSecret: createSigner({ key: 'not-the-secret-at-all-0123456789' })(claims),
    algNone: unsigned,
    wrongAlgorithm: createSigner({ key: secret, algorithm: 'HS512' })(claims),
    expired: createSigner({ key: secret, expiresIn: 1000, clockTimestamp: Date.now() - 60_000 })(
      claims,
    ),
    tamperedPayload: `${header}.${edited(payload!, { ver: 5 })}.${signature}`,
    notAUuid: sign({ ...claims, id: 'admin' }),
    /** Properly signed, but from before a password change (the version moved on). */
    staleVersion: sign({ ...claims, ver: 7 }),
    unknownUser: sign({
      ...claims,
      id: '00000000-0000-4000-8000-000000000000',
    }),
    /** Properly signed and current, but with no jti: logout could never revoke it. */
    noJti: sign({ id: userId, ver: 0 }),
    noExpiry: createSigner({ key: secret })(claims),
    badJti: sign({ ...claims, jti: "x' or 1=1 --" }),
    garbage: 'not-a-token',
  };
}
