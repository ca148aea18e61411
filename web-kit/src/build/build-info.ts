import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { HOST_CONTRACT_VERSION } from '../host/host-contract';
import { packageOf, sharedRanges, sharedSingletons } from './federation';

/** Written beside every build of the shell and of each remote; deploy's release checks read it. */
export const BUILD_INFO_FILE = 'tapfolio-build.json';

export interface BuildInfo {
  hostContract: number;
  /**
   * Every shared singleton: the version this build offers (the shell's is the one every remote
   * runs on) and the range it accepts.
   */
  shared: Record<string, { version: string; requiredVersion: string }>;
}

interface AppPackage {
  dependencies?: Record<string, string>;
}

/** The installed version of a package as Node finds it from `dir`, read without `exports`. */
function installedVersion(dir: string, name: string): string {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const text = readFileSync(join(at, 'node_modules', name, 'package.json'), 'utf8');
      return (JSON.parse(text) as { version: string }).version;
    } catch {
      if (dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
    }
  }
}

export function buildInfo(pkg: AppPackage, rootPath: string): BuildInfo {
  const singletons: Record<string, { version?: string }> = sharedSingletons(pkg);
  const shared = Object.entries(sharedRanges(pkg)).map(([name, requiredVersion]) => {
    const version = singletons[name]?.version ?? installedVersion(rootPath, packageOf(name));
    return [name, { version, requiredVersion }] as const;
  });
  return { hostContract: HOST_CONTRACT_VERSION, shared: Object.fromEntries(shared) };
}

/**
 * Writes `tapfolio-build.json` into the build it is added to (the environment with Module
 * Federation), so a release can tell, without running it, whether a remote fits the shell served.
 */
export const pluginBuildInfo = (pkg: AppPackage): RsbuildPlugin => ({
  name: 'web-kit:build-info',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const info = buildInfo(pkg, api.context.rootPath);
      compilation.emitAsset(
        BUILD_INFO_FILE,
        new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
      );
    });
  },
});
