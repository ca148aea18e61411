import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createAccountRepository } from '../src/modules/account/repository.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, registerUser } from './helpers/users.js';

/** `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` (PHC): what a stored hash was made with. */
function parametersOf(hash: string) {
  const [, type, version, parameters] = hash.split('$');
  const named = Object.fromEntries(
    (parameters ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
  );
  return { type, version, m: Number(named.m), t: Number(named.t), p: Number(named.p) };
}

const storedHash = async (t: TestApp, userId: string) => {
  const [row] = await t.api.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row!.hash;
};

describe('password hashing', () => {
  it('is OWASP’s argon2id when nothing is set: 19 MiB, 2 iterations, 1 lane', async () => {
    // The production default: the tests' cheaper setting taken away.
    const t = await createTestApp({}, { env: { PASSWORD_HASH_MEMORY_KIB: undefined } });
    try {
      expect(t.config.passwordHashMemoryKib).toBe(19_456);
      const user = await registerUser(t);
      expect(parametersOf(await storedHash(t, user.id))).toEqual({
        type: 'argon2id',
        version: 'v=19',
        m: 19_456,
        t: 2,
        p: 1,
      });
      const login = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe('with PASSWORD_HASH_MEMORY_KIB=64', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { env: { PASSWORD_HASH_MEMORY_KIB: '64' } });
    });
    afterAll(() => t.close());

    it('makes every new hash (sign-up, change, reset) with it', async () => {
      const expected = { type: 'argon2id', version: 'v=19', m: 64, t: 2, p: 1 };
      const user = await registerUser(t);
      expect(parametersOf(await storedHash(t, user.id))).toEqual(expected);

      const changed = await t.call('PATCH', '/user/change-password', {
        token: user.token,
        body: { currentPassword: PASSWORD, newPassword: 'Changed456' },
      });
      expect(changed.statusCode).toBe(200);
      const afterChange = await storedHash(t, user.id);
      expect(parametersOf(afterChange)).toEqual(expected);

      const token = await createAccountRepository(t.api.db).createResetToken(user.id);
      const reset = await t.call('PATCH', '/user/reset-password', {
        body: { token, password: 'Reset7890' },
      });
      expect(reset.statusCode).toBe(200);
      const afterReset = await storedHash(t, user.id);
      expect(afterReset).not.toBe(afterChange);
      expect(parametersOf(afterReset)).toEqual(expected);
    });

    it('still signs in a person whose hash was made with another setting', async () => {
      const user = await registerUser(t);
      // Stored before the setting changed: the hash names the parameters it was made with.
      const older = await hashPassword(PASSWORD, 128);
      await t.api.db.update(users).set({ passwordHash: older }).where(eq(users.id, user.id));
      const login = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  it('refuses a memory argon2 cannot use, or one so large a typo must have made it', () => {
    expect(loadConfig({}).passwordHashMemoryKib).toBe(19_456);
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '8' }).passwordHashMemoryKib).toBe(8);
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1048576' }).passwordHashMemoryKib).toBe(
      1_048_576,
    );
    for (const bad of ['7', '0', '-1', '1.5', '19MiB', '1048577']) {
      expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: bad })).toThrow(
        /^PASSWORD_HASH_MEMORY_KIB must be/,
      );
    }
  });
});
