/**
 * PASSWORD_HASH_MEMORY_KIB for the apps and servers tests start: argon2's least memory, so a hash
 * takes microseconds instead of tens of milliseconds. The production cost is pinned by
 * password-hashing.test.ts.
 */
export const TEST_PASSWORD_HASH_MEMORY_KIB = '8';
