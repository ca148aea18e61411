import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { registryFileOf } from '../src/paths.js';
import { prepare } from '../src/prepare.js';
import { readRegistry } from '../src/registry.js';
import { pointRemote, releaseRemote, rollbackRemote } from '../src/release.js';
import { createFixture, NEW, REMOTE_DIST, type Fixture } from './helpers/fixtures.js';

describe('prepare', () => {
  let f: Fixture;
  let built: string[];
  let lines: string[];
  const run = () => {
    lines = [];
    return prepare(f.layout, {
      builder: async (name) => {
        built.push(name);
      },
      log: (line) => lines.push(line),
    });
  };
  const current = async () => (await readRegistry(registryFileOf(f.layout)))['remote-auth'];

  beforeEach(async () => {
    f = await createFixture();
    built = [];
  });
  afterEach(() => f.cleanup());

  it('releases a remote that was never released, skips the ones that do not exist yet', async () => {
    await run();
    expect(built).toEqual([]);
    expect((await current())?.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(lines).toEqual([
      'shell: up to date',
      `remote-auth: released ${(await current())?.version}`,
      'remote-portfolio: no package yet, skipped',
      'remote-shop: no package yet, skipped',
      'remote-orders: no package yet, skipped',
      'remote-backoffice: no package yet, skipped',
      'remote-teams: no package yet, skipped',
    ]);
  });

  it('does nothing the second time', async () => {
    await run();
    const before = await current();
    await run();
    expect(await current()).toEqual(before);
    expect(lines[1]).toBe(`remote-auth: runs ${before?.version}`);
  });

  it('releases a new build, but leaves a rollback or a dev server in place', async () => {
    await run();
    const first = (await current())!.version;
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("two");');
    await run();
    const second = (await current())!.version;
    expect(second).not.toBe(first);

    await rollbackRemote(f.layout, 'remote-auth');
    await run();
    expect((await current())?.version).toBe(first);
    expect(lines[1]).toBe(`remote-auth: runs ${first} (this build is ${second}; left as is)`);

    await pointRemote(f.layout, 'remote-auth', 'http://localhost:3001/mf-manifest.json');
    await run();
    expect((await current())?.version).toBe('dev');
  });

  it('builds the shell and the remotes whose outputs are missing or stale', async () => {
    await rm(join(f.layout.repoRoot, 'shell/dist/index.html'));
    await f.touch('remote-auth/dist/mf-manifest.json', NEW - 50);
    await f.touch('remote-auth/src/index.ts', NEW);
    await run();
    expect(built).toEqual(['shell', 'remote-auth']);
    expect(lines.slice(0, 2)).toEqual([
      'shell: built',
      `remote-auth: built, released ${(await current())?.version}`,
    ]);
  });

  it('stops with a clear message when a build writes no manifest', async () => {
    await rm(join(f.layout.repoRoot, 'remote-auth/dist'), { recursive: true });
    await expect(run()).rejects.toThrow(
      'the build of remote-auth did not write remote-auth/dist/mf-manifest.json',
    );
    expect(built).toEqual(['remote-auth']);
  });

  it('releases a build again when the registry lost its entry', async () => {
    const released = await releaseRemote(f.layout, 'remote-auth', { build: false });
    await rm(registryFileOf(f.layout));
    await run();
    expect((await current())?.version).toBe(released.version);
    expect(Object.keys(REMOTE_DIST)).toContain('mf-manifest.json');
  });
});
