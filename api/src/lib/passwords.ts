import argon2 from 'argon2';

/**
 * OWASP's first argon2id configuration: 19 MiB (`memoryKib`, PASSWORD_HASH_MEMORY_KIB: 19456
 * unless set), 2 iterations, 1 lane. Only the memory is a setting, so that tests can make hashing
 * cheap; the iterations and lanes stay as OWASP pairs them with 19 MiB.
 */
const options = (memoryKib: number) =>
  ({ type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 }) as const;

export function hashPassword(password: string, memoryKib: number): Promise<string> {
  return argon2.hash(password, options(memoryKib));
}

/** The hash names its own parameters, so any hash ever stored is checked as it was made. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check when the e-mail is unknown, so the answer's timing does
 * not tell whether an account exists: the dummy is hashed with the cost real ones are.
 */
export async function verifyAgainstNothing(password: string, memoryKib: number): Promise<false> {
  let dummyHash = dummyHashes.get(memoryKib);
  if (!dummyHash) {
    dummyHash = hashPassword('not-a-real-password-1A', memoryKib);
    dummyHashes.set(memoryKib, dummyHash);
  }
  await argon2.verify(await dummyHash, password);
  return false;
}
