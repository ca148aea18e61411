import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { join } from 'node:path';
import { buildInputs, isStale, newestMtime } from '../src/build.js';
import { createFixture, NEW, OLD, type Fixture } from './helpers/fixtures.js';

describe('staleness', () => {
  let f: Fixture;
  const at = (path: string) => join(f.layout.repoRoot, path);

  beforeEach(async () => {
    f = await createFixture();
    await f.touch('remote-auth/dist/mf-manifest.json', OLD + 50);
  });
  afterEach(() => f.cleanup());

  it('takes the newest time of files and folders, recursively; 0 when nothing exists', async () => {
    await f.write('remote-auth/src/deep/er/file.ts', 'x');
    await f.touch('remote-auth/src/deep/er/file.ts', NEW);
    for (const dir of ['remote-auth/src/deep/er', 'remote-auth/src/deep', 'remote-auth/src']) {
      await f.touch(dir, OLD);
    }
    expect(await newestMtime([at('remote-auth/src')])).toBe(NEW * 1000);
    expect(await newestMtime([at('nothing'), at('nowhere')])).toBe(0);
  });

  it('is stale when the output is missing or older than any input, fresh otherwise', async () => {
    const inputs = await buildInputs(f.layout.repoRoot, 'remote-auth');
    expect(await isStale(at('remote-auth/dist/mf-manifest.json'), inputs)).toBe(false);
    expect(await isStale(at('remote-auth/dist/nothing.json'), inputs)).toBe(true);

    await f.write('remote-auth/rsbuild.config.ts', 'export default {};');
    await f.touch('remote-auth/rsbuild.config.ts', NEW);
    expect(await isStale(at('remote-auth/dist/mf-manifest.json'), inputs)).toBe(true);
  });

  it('counts the sources of workspace packages the remote depends on', async () => {
    await f.write(
      'remote-auth/package.json',
      '{"name":"remote-auth","version":"1.0.0","dependencies":{"web-kit":"*","react":"^19"}}',
    );
    await f.touch('remote-auth/package.json', OLD);
    await f.write('web-kit/package.json', '{"name":"web-kit"}');
    await f.write('web-kit/src/button.tsx', 'export {}');
    for (const path of ['web-kit/package.json', 'web-kit/src/button.tsx', 'web-kit/src']) {
      await f.touch(path, OLD);
    }
    const inputs = await buildInputs(f.layout.repoRoot, 'remote-auth');
    expect(inputs).toContain(at('web-kit/src'));
    expect(inputs).not.toContain(at('react/src'));
    expect(await isStale(at('remote-auth/dist/mf-manifest.json'), inputs)).toBe(false);

    await f.touch('web-kit/src/button.tsx', NEW);
    expect(await isStale(at('remote-auth/dist/mf-manifest.json'), inputs)).toBe(true);
  });
});
