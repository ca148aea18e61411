import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isStale, buildInputs, npmBuilder, type Builder } from './build.js';
import { DeployError } from './errors.js';
import { listDirs } from './files.js';
import { appendHistory, readHistory, rollbackTargets, type HistoryAction } from './history.js';
import { historyFileOf, packageDirOf, registryFileOf, type Layout } from './paths.js';
import {
  assertName,
  assertVersion,
  readRegistry,
  setRegistryEntry,
  type RegistryEntry,
} from './registry.js';
import { installRelease, versionOf } from './releases.js';

export interface ChangeOptions {
  /** The clock for history entries; tests pin it. */
  now?: () => Date;
}

export interface ReleaseOptions extends ChangeOptions {
  /** Build first when the remote's dist is missing or older than its sources (default true). */
  build?: boolean;
  builder?: Builder;
}

export interface Change extends RegistryEntry {
  name: string;
  /** The version the registry pointed at before, if any. */
  from: string | undefined;
  /** False when the registry already pointed there: nothing was written. */
  changed: boolean;
}

export interface Released extends Change {
  /** False when this exact build had been released before (its folder is kept as it is). */
  created: boolean;
}

export const manifestOf = (dir: string) => join(dir, 'mf-manifest.json');

export const releaseUrl = (layout: Layout, name: string, version: string) =>
  `${layout.releasesUrl}/${name}/${version}/mf-manifest.json`;

/** The remote's package folder and version; refuses a name this repository has no package for. */
export async function remotePackage(layout: Layout, name: string) {
  assertName(name);
  const dir = packageDirOf(layout, name);
  const text = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined);
  if (text === undefined)
    throw new DeployError(`there is no ${name} package in ${layout.repoRoot}`);
  const { version } = JSON.parse(text) as { version?: unknown };
  if (typeof version !== 'string') throw new DeployError(`${name}/package.json has no version`);
  return { dir, distDir: join(dir, 'dist'), version };
}

async function moveRegistry(
  layout: Layout,
  name: string,
  entry: RegistryEntry,
  action: HistoryAction,
  { now = () => new Date() }: ChangeOptions,
): Promise<Change> {
  const from = (await readRegistry(registryFileOf(layout)))[name];
  if (from?.version === entry.version && from.url === entry.url) {
    return { name, ...entry, from: from.version, changed: false };
  }
  await setRegistryEntry(registryFileOf(layout), name, entry);
  await appendHistory(historyFileOf(layout), {
    name,
    version: entry.version,
    at: now().toISOString(),
    action,
    ...(action === 'point' && { url: entry.url }),
  });
  return { name, ...entry, from: from?.version, changed: true };
}

/** Builds the remote if needed, copies its dist to a versioned release and points the registry at it. */
export async function releaseRemote(
  layout: Layout,
  name: string,
  { build = true, builder = npmBuilder(layout.repoRoot), ...options }: ReleaseOptions = {},
): Promise<Released> {
  const pkg = await remotePackage(layout, name);
  if (build && (await isStale(manifestOf(pkg.distDir), await buildInputs(layout.repoRoot, name)))) {
    await builder(name);
  }
  if (!(await stat(manifestOf(pkg.distDir)).catch(() => undefined))) {
    throw new DeployError(
      build
        ? `the build of ${name} did not write ${name}/dist/mf-manifest.json`
        : `${name}/dist/mf-manifest.json is missing: build it, or release without --no-build`,
    );
  }
  const version = await versionOf(pkg.distDir, pkg.version);
  assertVersion(version);
  const created = await installRelease(pkg.distDir, join(layout.releasesDir, name, version));
  const url = releaseUrl(layout, name, version);
  return { ...(await moveRegistry(layout, name, { version, url }, 'release', options)), created };
}

/** The released versions of a remote that are on disk, in no particular order. */
export const releasedVersions = (layout: Layout, name: string) =>
  listDirs(join(layout.releasesDir, name)).then((dirs) => dirs.filter((d) => !d.startsWith('.')));

/**
 * Points the registry back at `version`, or at the release that was current before the current
 * one. Only releases whose files are still on disk qualify.
 */
export async function rollbackRemote(
  layout: Layout,
  name: string,
  version?: string,
  options: ChangeOptions = {},
): Promise<Change> {
  assertName(name);
  const current = (await readRegistry(registryFileOf(layout)))[name];
  let target = version;
  if (target === undefined) {
    const history = await readHistory(historyFileOf(layout));
    target = rollbackTargets(history, name, current?.version)[0];
    if (target === undefined) {
      throw new DeployError(
        `${name} has no earlier release to roll back to${current ? ` (it runs ${current.version})` : ''}`,
      );
    }
  }
  assertVersion(target);
  if (current?.version === target) throw new DeployError(`${name} already runs ${target}`);
  const folder = join(layout.releasesDir, name, target);
  if (!(await stat(manifestOf(folder)).catch(() => undefined))) {
    const known = await releasedVersions(layout, name);
    throw new DeployError(
      `${name} ${target} is not in ${layout.releasesDir} (released: ${known.join(', ') || 'none'})`,
    );
  }
  return moveRegistry(
    layout,
    name,
    { version: target, url: releaseUrl(layout, name, target) },
    'rollback',
    options,
  );
}

/** Any manifest URL, e.g. a squad's dev server, or a path on this gateway. */
function assertManifestUrl(url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new DeployError(`"${url}" is not an http(s) URL or a path starting with /`);
  }
}

export async function pointRemote(
  layout: Layout,
  name: string,
  url: string,
  { version = 'dev', ...options }: ChangeOptions & { version?: string } = {},
): Promise<Change> {
  assertName(name);
  assertManifestUrl(url);
  assertVersion(version);
  return moveRegistry(layout, name, { version, url }, 'point', options);
}
