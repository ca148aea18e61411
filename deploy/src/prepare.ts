import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import { DeployError } from './errors.js';
import { buildIfStale, npmBuilder, type Builder } from './build.js';
import { exists } from './files.js';
import { packageDirOf, type Layout } from './paths.js';
import { fileRegistryStore } from './registry/file-store.js';
import { currentRegistry } from './registry/state.js';
import { manifestOf, releaseRemote, remotePackage, type ChangeOptions } from './release.js';
import { releaseFilesOf } from './release-files/open.js';
import { compressSiblings, versionOf } from './releases.js';

export interface PrepareOptions extends ChangeOptions {
  builder?: Builder;
  /** One line per remote and for the shell, saying what was done. */
  log?: (line: string) => void;
}

/**
 * Makes a fresh checkout servable (what `npm start` runs before the gateway): builds what is out
 * of date and releases every remote whose current build has never been released. A build that was
 * released before is not re-pointed: after a rollback or a `point`, starting the gateway again
 * must not undo the operator's choice.
 */
export async function prepare(
  layout: Layout,
  { builder = npmBuilder(layout.repoRoot), log = () => {}, ...options }: PrepareOptions = {},
): Promise<void> {
  const shellDir = packageDirOf(layout, 'shell');
  if (!(await exists(join(shellDir, 'package.json')))) {
    log('shell: no package yet, skipped');
  } else {
    const built = await buildIfStale(
      layout.repoRoot,
      'shell',
      join(shellDir, 'dist', 'index.html'),
      builder,
    );
    log(built ? 'shell: built' : 'shell: up to date');
    // The shell's hashed assets are served pre-compressed like a release's.
    await compressSiblings(join(shellDir, 'dist', 'static'));
  }

  const registry = currentRegistry(await (options.store ?? fileRegistryStore(layout)).readFresh());
  for (const name of REMOTE_NAMES) {
    if (!(await exists(join(packageDirOf(layout, name), 'package.json')))) {
      log(`${name}: no package yet, skipped`);
      continue;
    }
    const pkg = await remotePackage(layout, name);
    const built = await buildIfStale(layout.repoRoot, name, manifestOf(pkg.distDir), builder);
    if (!(await exists(manifestOf(pkg.distDir)))) {
      throw new DeployError(`the build of ${name} did not write ${name}/dist/mf-manifest.json`);
    }
    const version = await versionOf(pkg.distDir, pkg.version);
    const current = registry[name];
    const releasedBefore = await releaseFilesOf(layout).exists(name, version);
    if (current && (current.version === version || releasedBefore)) {
      const note = current.version === version ? '' : ` (this build is ${version}; left as is)`;
      log(`${name}: ${built ? 'built, ' : ''}runs ${current.version}${note}`);
      continue;
    }
    const released = await releaseRemote(layout, name, { ...options, build: false });
    log(`${name}: ${built ? 'built, ' : ''}released ${released.version}`);
  }
}
