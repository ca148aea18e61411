import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { ADMIN_USAGE, runAdminCommand } from '../src/cli/admin-command.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { DatabaseInUseError, acquireEmbeddedLock } from '../src/db/embedded-lock.js';
import { users } from '../src/db/schema/index.js';
import { copyEmbeddedTemplate } from './helpers/database.js';

/** Above Linux's largest pid_max: never a live process. */
const DEAD_PID = 4_194_305;

describe('the embedded database lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tapfolio-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is held by one opener at a time, with the holder named, and released', async () => {
    const path = join(dir, 'held.lock');
    const lock = await acquireEmbeddedLock(path, '/data/pglite');
    expect((await readFile(path, 'utf8')).trim()).toBe(String(process.pid));
    const second = acquireEmbeddedLock(path, '/data/pglite');
    await expect(second).rejects.toThrow(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      `the embedded database in /data/pglite is in use by process ${process.pid}: stop the app first, or use DATABASE_URL`,
    );
    await lock.release();
    await expect(readFile(path)).rejects.toThrow(/ENOENT/);
    await (await acquireEmbeddedLock(path, '/data/pglite')).release();
  });

  it('refuses while another live process holds it', async () => {
    const path = join(dir, 'parent.lock');
    await writeFile(path, `${process.ppid}\n`);
    await expect(acquireEmbeddedLock(path, 'x')).rejects.toThrow(
      `in use by process ${process.ppid}`,
    );
  });

  it.each([
    ['a process that is gone', `${DEAD_PID}\n`],
    ['this process, from before a restart', `${process.pid}\n`],
    ['nothing readable', 'garbage'],
  ])('takes over a stale lock left by %s', async (_, content) => {
    const path = join(dir, `stale-${Math.random()}.lock`);
    await writeFile(path, content);
    const lock = await acquireEmbeddedLock(path, 'x');
    expect((await readFile(path, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });
});

describe('npm run admin', () => {
  let config: Config;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-admin-'));
    // The embedded on-disk database the app uses by default: the one the lock protects.
    config = { ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: undefined };
    await copyEmbeddedTemplate(dataDir);
    handle = await openDatabase(config);
    await handle.db.insert(users).values([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      },
      { name: 'Ravi Kumar', email: 'ravi@example.com', passwordHash: 'unused' },
    ]);
  });
  afterAll(async () => {
    await handle.close().catch(() => {});
    await rm(config.dataDir, { recursive: true, force: true });
  });

  it('cannot open the database while the app has it, and says why', async () => {
    await expect(openDatabase(config)).rejects.toThrow(
      `the embedded database in ${join(config.dataDir, 'pglite')} is in use by process ${process.pid}: stop the app first, or use DATABASE_URL`,
    );
    const refused = await runAdminCommand(['grant', 'asha@example.com'], config);
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/is in use by process \d+: stop the app first/);
  });

  it('grants and revokes the staff and admin roles by e-mail once the app is stopped', async () => {
    await handle.close();
    expect(await runAdminCommand(['grant', ' ASHA@example.com ', 'staff'], config)).toEqual({
      code: 0,
      message: 'asha@example.com is staff now',
    });
    expect(await runAdminCommand(['grant', ' ASHA@example.com '], config)).toEqual({
      code: 0,
      message: 'asha@example.com is admin now',
    });
    handle = await openDatabase(config);
    const role = async () =>
      (await handle.db.select().from(users).where(eq(users.email, 'asha@example.com')))[0]!.role;
    expect(await role()).toBe('admin');
    await handle.close();
    expect(await runAdminCommand(['revoke', 'asha@example.com'], config)).toEqual({
      code: 0,
      message: 'asha@example.com has no staff role now',
    });
    // Someone may have signed up with an address that is not theirs: no role until it is proven.
    expect(await runAdminCommand(['grant', 'ravi@example.com'], config)).toEqual({
      code: 1,
      message:
        'ravi@example.com: Only an account whose e-mail is verified can be given a staff role',
    });
    expect(await runAdminCommand(['grant', 'nobody@example.com'], config)).toEqual({
      code: 1,
      message: 'nobody@example.com: No account has this e-mail',
    });
    handle = await openDatabase(config);
    expect(await role()).toBe('user');
  }, 120_000);

  it.each([
    [[]],
    [['grant']],
    [['promote', 'a@b.co']],
    [['grant', 'a@b.co', 'owner']],
    [['grant', 'a@b.co', 'staff', 'extra']],
    [['revoke', 'a@b.co', 'staff']],
  ])('answers the usage for %j, without opening anything', async (args) => {
    expect(await runAdminCommand(args, config)).toEqual({ code: 2, message: ADMIN_USAGE });
  });
});
