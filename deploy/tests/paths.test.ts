import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { layoutFromEnv } from '../src/config.js';
import { repoRoot, servedShellDir } from '../src/paths.js';

describe('paths', () => {
  it('finds the repository from the module, not the working directory', async () => {
    expect((await stat(join(repoRoot, 'api', 'package.json'))).isFile()).toBe(true);
    expect((await stat(join(repoRoot, 'deploy', 'package.json'))).isFile()).toBe(true);
  });

  it('defaults to deploy/releases, /remotes and shell/dist; the environment overrides them', () => {
    expect(layoutFromEnv({})).toEqual({
      repoRoot,
      releasesDir: join(repoRoot, 'deploy', 'releases'),
      releasesUrl: '/remotes',
    });
    expect(servedShellDir(layoutFromEnv({}))).toBe(join(repoRoot, 'shell', 'dist'));
    expect(servedShellDir(layoutFromEnv({ SHELL_DIR: 'shell-build' }))).toBe(
      resolve('shell-build'),
    );
    expect(
      layoutFromEnv({ RELEASES_DIR: 'rel', RELEASES_URL: 'https://cdn.test/remotes/' }),
    ).toEqual({
      repoRoot,
      releasesDir: resolve('rel'),
      releasesUrl: 'https://cdn.test/remotes',
    });
  });
});
