import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageOf, SHARED_SINGLETONS } from './federation';
import { escapeRegExp } from './escape-regexp';

/** The name of the one file the host's shared singletons are built into. */
export const SHARED_CHUNK = 'shared-libs';

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** A package's package.json as Node would find it from `fromFile`, or undefined. */
function readPackage(
  name: string,
  fromFile: string,
): { json: PackageJson; file: string } | undefined {
  // Read from disk, not required: some packages (intl-messageformat) do not export package.json.
  for (const dir of createRequire(fromFile).resolve.paths(name) ?? []) {
    const file = join(dir, name, 'package.json');
    if (existsSync(file))
      return { json: JSON.parse(readFileSync(file, 'utf8')) as PackageJson, file };
  }
  return undefined;
}

/** The shared singletons' packages and every package they depend on, as installed. */
export function sharedLibraryPackages(packageJsonFile: string): string[] {
  const found = new Set<string>();
  const visit = (name: string, fromFile: string) => {
    if (found.has(name) || name.startsWith('@types/')) return;
    const pkg = readPackage(name, fromFile);
    if (!pkg) return;
    found.add(name);
    for (const dependency of Object.keys(pkg.json.dependencies ?? {})) visit(dependency, pkg.file);
  };
  for (const name of new Set(SHARED_SINGLETONS.map(packageOf))) visit(name, packageJsonFile);
  return [...found].sort();
}

/**
 * A splitChunks cache group for the host: the shared singletons, what they depend on and web-kit's
 * modules that provide some of them (shared/), in one file. Module Federation otherwise gives each
 * its own chunk, and the shell's boot asked for 17 files one `loadShare` at a time after its entry
 * had run; one file can be preloaded by the page, fetched beside the entry, and compresses better
 * (a signed-in Home's script went from 195 to 186 KB gzipped). The boot needs every one of them, so none
 * is fetched early for nothing.
 */
export function sharedChunkGroup(packageJsonFile: string) {
  const packages = sharedLibraryPackages(packageJsonFile).map(escapeRegExp).join('|');
  const sharedDir = escapeRegExp(join(dirname(fileURLToPath(import.meta.url)), '..', 'shared'));
  return {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]|^${sharedDir}[\\\\/]`),
    name: SHARED_CHUNK,
    chunks: 'all' as const,
    enforce: true,
    priority: 10,
  };
}
