import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { pointRemote, releaseRemote, rollbackRemote } from '../src/release.js';
import { formatStatus, statusOf } from '../src/status.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';

describe('status', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture();
  });
  afterEach(() => f.cleanup());

  const who = { now: () => new Date('2026-11-23T10:04:00Z'), by: 'asha' };
  const releaseBuild = async (marker: string) => {
    await f.write('remote-auth/dist/static/js/x.js', marker);
    return (await releaseRemote(f.layout, 'remote-auth', { build: false, ...who })).version;
  };

  it('lists every remote, its current version and URL, and what it can roll back to', async () => {
    const a = await releaseBuild('a');
    const b = await releaseBuild('b');
    const c = await releaseBuild('c');
    await rollbackRemote(f.layout, 'remote-auth', undefined, {
      ...who,
      note: 'c breaks the login',
    });
    await pointRemote(f.layout, 'remote-extra', 'https://cdn.test/extra/mf-manifest.json', who);

    const text = formatStatus(await statusOf(f.layout));

    expect(text.split('\n')).toEqual([
      `remote-auth        ${b}  /remotes/remote-auth/${b}/mf-manifest.json`,
      `                   last: 2026-11-23 10:04 rollback ${b} by asha: "c breaks the login"`,
      `                   previous: ${a}`,
      `                   also on disk: ${c}`,
      'remote-portfolio   not released (no package yet)',
      'remote-shop        not released (no package yet)',
      'remote-orders      not released (no package yet)',
      'remote-backoffice  not released (no package yet)',
      'remote-teams       not released (no package yet)',
      'remote-extra       dev  https://cdn.test/extra/mf-manifest.json',
      '                   last: 2026-11-23 10:04 point dev by asha',
    ]);
  });

  it('says when a remote with a package was never released', async () => {
    expect(formatStatus(await statusOf(f.layout)).split('\n')[0]).toBe(
      'remote-auth        not released',
    );
  });
});
