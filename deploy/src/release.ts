import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildIfStale, npmBuilder, type Builder } from './build.js';
import { exists } from './files.js';
import { BUILD_INFO_FILE, checkRelease, checkRollbackTarget } from './checks/release-checks.js';
import { DeployError } from './errors.js';
import { rollbackTargets, type HistoryAction, type HistoryEntry } from './history.js';
import { packageDirOf, type Layout } from './paths.js';
import { assertName, assertVersion, type RegistryEntry } from './registry.js';
import { fileRegistryStore } from './registry/file-store.js';
import type { RegistryStore } from './registry/store.js';
import type { RemoteState } from './registry/state.js';
import { releaseFilesOf } from './release-files/open.js';
import { versionOf } from './releases.js';

export interface ChangeOptions {
  /** The clock for history entries; tests pin it. */
  now?: () => Date;
  /** Where the registry lives; the files in the releases folder by default. */
  store?: RegistryStore;
  /** Who makes the change, and why: kept in the history. */
  by?: string;
  note?: string;
}

export interface ReleaseOptions extends ChangeOptions {
  /** Build first when the remote's dist is missing or older than its sources (default true). */
  build?: boolean;
  builder?: Builder;
  /** Serve the release to this share of visitors (1-99) only, until promoted. */
  canary?: number;
  /**
   * A build of the remote made elsewhere (a CI job's artifact, a copy changed on purpose): released
   * as it is instead of the package's dist, never built.
   */
  from?: string;
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

/** `<RELEASES_URL>/<name>/<version>/mf-manifest.json`, or the bucket's RELEASES_PUBLIC_URL. */
export const releaseUrl = (layout: Layout, name: string, version: string) =>
  releaseFilesOf(layout).manifestUrl(name, version);

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

const storeOf = (layout: Layout, options: ChangeOptions) =>
  options.store ?? fileRegistryStore(layout);

const sameEntry = (a: RegistryEntry | undefined, b: RegistryEntry | undefined) =>
  a?.version === b?.version && a?.url === b?.url;

/**
 * One registry change through the store: `decide` sees the remote's state as it is inside the
 * change (another operator's release cannot slip in between), answers the next state, or throws a
 * refusal. Answers what happened, for the command's one-line report.
 */
async function changeRemote(
  layout: Layout,
  name: string,
  action: HistoryAction,
  options: ChangeOptions,
  decide: (
    state: RemoteState,
    history: HistoryEntry[],
  ) => { next: RemoteState; entry: RegistryEntry; percent?: number } | undefined,
): Promise<Change> {
  const { now = () => new Date(), by, note } = options;
  let before: RemoteState = {};
  let unchanged: RegistryEntry | undefined;
  const written = await storeOf(layout, options).change(name, (state, history) => {
    before = state;
    const decided = decide(state, history);
    if (!decided) {
      unchanged = state.current;
      return undefined;
    }
    const { next, entry, percent } = decided;
    return {
      next,
      entry: {
        name,
        version: entry.version,
        at: now().toISOString(),
        action,
        ...(action === 'point' && { url: entry.url }),
        ...(by && { by }),
        ...(note && { note }),
        ...(percent !== undefined && { percent }),
      },
    };
  });
  if (!written) {
    const entry = unchanged ?? before.current!;
    return { name, ...entry, from: entry.version, changed: false };
  }
  const entry =
    written.next.canary && action === 'canary' ? written.next.canary : written.next.current!;
  return {
    name,
    version: entry.version,
    url: entry.url,
    from: before.current?.version,
    changed: true,
  };
}

/** Makes `entry` current for everyone (ending any canary), or nothing when it already is. */
const makeCurrent = (entry: RegistryEntry) => (state: RemoteState) =>
  sameEntry(state.current, entry) && !state.canary
    ? undefined
    : { next: { current: entry }, entry };

/** The folder to release: `from` as it is, else the package's dist, built first when stale. */
async function buildToRelease(
  layout: Layout,
  name: string,
  distDir: string,
  { build, builder, from }: { build: boolean; builder: Builder; from: string | undefined },
): Promise<string> {
  if (from !== undefined) {
    if (!(await exists(manifestOf(from)))) {
      throw new DeployError(`${from} holds no mf-manifest.json: it is not a build of ${name}`);
    }
    return from;
  }
  if (build) await buildIfStale(layout.repoRoot, name, manifestOf(distDir), builder);
  if (!(await exists(manifestOf(distDir)))) {
    throw new DeployError(
      build
        ? `the build of ${name} did not write ${name}/dist/mf-manifest.json`
        : `${name}/dist/mf-manifest.json is missing: build it, or release without --no-build`,
    );
  }
  return distDir;
}

/**
 * Builds the remote if needed, copies its dist (or the build `from` names) to a versioned release
 * and points the registry at it.
 */
export async function releaseRemote(
  layout: Layout,
  name: string,
  { build = true, builder = npmBuilder(layout.repoRoot), from, ...options }: ReleaseOptions = {},
): Promise<Released> {
  const pkg = await remotePackage(layout, name);
  const distDir = await buildToRelease(layout, name, pkg.distDir, { build, builder, from });
  const version = await versionOf(distDir, pkg.version);
  assertVersion(version);
  const { canary } = options;
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new DeployError(`--canary takes a share of visitors from 1 to 99 (got ${canary})`);
  }
  await checkRelease(layout, name, distDir);
  // Copied to the releases folder, or uploaded to the bucket; an existing version is left as is.
  const created = await releaseFilesOf(layout).install(distDir, name, version);
  const entry = { version, url: releaseUrl(layout, name, version) };
  if (canary === undefined) {
    return {
      ...(await changeRemote(layout, name, 'release', options, makeCurrent(entry))),
      created,
    };
  }
  const change = await changeRemote(layout, name, 'canary', options, (state) => {
    if (!state.current) {
      throw new DeployError(`${name} has no current release yet: release it to everyone first`);
    }
    if (state.current.version === version) throw new DeployError(`${name} already runs ${version}`);
    if (state.canary?.version === version && state.canary.percent === canary) return undefined;
    return {
      next: { current: state.current, canary: { ...entry, percent: canary } },
      entry,
      percent: canary,
    };
  });
  return { ...change, created };
}

/** Makes the canary current for everyone. */
export async function promoteRemote(
  layout: Layout,
  name: string,
  options: ChangeOptions = {},
): Promise<Change> {
  assertName(name);
  return changeRemote(layout, name, 'promote', options, (state) => {
    if (!state.canary) throw new DeployError(`${name} has no canary to promote`);
    const entry = { version: state.canary.version, url: state.canary.url };
    return { next: { current: entry }, entry };
  });
}

/** Stops a canary: everyone runs the current version again. */
export async function endCanary(
  layout: Layout,
  name: string,
  options: ChangeOptions & { version?: string } = {},
): Promise<Change> {
  assertName(name);
  return changeRemote(layout, name, 'canary-end', options, (state) => {
    // The guard names the version it judged: a canary replaced meanwhile is not its to end.
    if (!state.canary || (options.version && state.canary.version !== options.version)) {
      if (options.version) return undefined;
      throw new DeployError(`${name} has no canary`);
    }
    return { next: { current: state.current }, entry: state.canary };
  });
}

/** The released versions of a remote (in the folder or the bucket), in no particular order. */
export const releasedVersions = (layout: Layout, name: string) => releaseFilesOf(layout).list(name);

/**
 * Points the registry back at `version`, or at the release that was current before the current
 * one. Only releases still in the releases folder (or the bucket) qualify.
 */
export async function rollbackRemote(
  layout: Layout,
  name: string,
  version?: string,
  options: ChangeOptions = {},
): Promise<Change> {
  assertName(name);
  if (version !== undefined) assertVersion(version);
  const store = storeOf(layout, options);
  // A running canary is what a rollback takes back first: everyone returns to the current version.
  const state = (await store.readFresh())[name] ?? {};
  if (state.canary && (version === undefined || version === state.current?.version)) {
    return endCanary(layout, name, { ...options, store, version: state.canary.version });
  }
  const onDisk = async (target: string) => {
    const files = releaseFilesOf(layout);
    if (await files.exists(name, target)) return;
    const known = await releasedVersions(layout, name);
    throw new DeployError(
      `${name} ${target} is not in ${files.where} (released: ${known.join(', ') || 'none'})`,
    );
  };
  // Checked before the change (files are not in the store's transaction), and the target is
  // decided again inside it.
  const history = await store.history(name);
  const planned = version ?? rollbackTargets(history, name, state.current?.version)[0];
  if (planned !== undefined && planned !== state.current?.version) {
    await onDisk(planned);
    const record = await releaseFilesOf(layout).readFile(name, planned, BUILD_INFO_FILE);
    await checkRollbackTarget(layout, name, planned, record);
  }
  return changeRemote(layout, name, 'rollback', { ...options, store }, (now, log) => {
    const current = now.current;
    const target = version ?? rollbackTargets(log, name, current?.version)[0];
    if (target === undefined) {
      throw new DeployError(
        `${name} has no earlier release to roll back to${current ? ` (it runs ${current.version})` : ''}`,
      );
    }
    if (current?.version === target) throw new DeployError(`${name} already runs ${target}`);
    if (target !== planned) throw new DeployError(`${name} changed meanwhile: run rollback again`);
    const entry = { version: target, url: releaseUrl(layout, name, target) };
    return { next: { current: entry }, entry };
  });
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
  return changeRemote(layout, name, 'point', options, makeCurrent({ version, url }));
}
