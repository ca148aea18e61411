import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { DeployError } from '../errors.js';
import { servedShellDir, type Layout } from '../paths.js';
import { rangeAccepts } from './version-range.js';

/** What web-kit's build plugin (web-kit/src/build/build-info.ts) writes beside every build. */
export const BUILD_INFO_FILE = 'tapfolio-build.json';
const MANIFEST_FILE = 'mf-manifest.json';

interface BuildInfo {
  hostContract: number;
  shared: Record<string, { version: string; requiredVersion: string }>;
}

interface Assets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; name?: unknown; assets?: Assets }[];
  shared?: { name?: unknown; assets?: Assets }[];
}

export interface ReleaseCheckOptions {
  /** The shell build the remote must fit: the one the gateway serves by default. */
  shellDir?: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function readJson(file: string, shown: string, missing: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) throw new DeployError(missing);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DeployError(`${shown} does not parse: ${oneLine((error as Error).message)}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function buildInfoOf(value: unknown, shown: string): BuildInfo {
  const shared = isRecord(value) ? value.shared : undefined;
  const valid =
    isRecord(value) &&
    Number.isInteger(value.hostContract) &&
    isRecord(shared) &&
    Object.values(shared).every(
      (entry) =>
        isRecord(entry) &&
        typeof entry.version === 'string' &&
        typeof entry.requiredVersion === 'string',
    );
  if (!valid) throw new DeployError(`${shown} is not a build record ({ hostContract, shared })`);
  return value as unknown as BuildInfo;
}

const stringsOf = (list: unknown, shown: string): string[] => {
  if (list === undefined) return [];
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new DeployError(`${shown} has an asset list that is not a list of file names`);
  }
  return list;
};

const assetFiles = (assets: Assets | undefined, shown: string) =>
  [assets?.js, assets?.css].flatMap((kind) => [
    ...stringsOf(kind?.sync, shown),
    ...stringsOf(kind?.async, shown),
  ]);

/** Every file the manifest names: the remote entry, each exposed module's and shared module's. */
function filesNamed(manifest: Manifest, shown: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) {
    throw new DeployError(`${shown} names no remote entry (metaData.remoteEntry.name)`);
  }
  const entryPath = typeof entry.path === 'string' ? entry.path : '';
  if (!Array.isArray(manifest.exposes) || !manifest.exposes.some((e) => e?.path === './pages')) {
    throw new DeployError(`${shown} exposes no ./pages, which the shell loads`);
  }
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  return [
    join(entryPath, entry.name),
    ...[...manifest.exposes, ...shared].flatMap((module) => assetFiles(module?.assets, shown)),
  ];
}

async function missingFiles(distDir: string, files: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const file of new Set(files)) {
    const path = resolve(distDir, file);
    const inside = !isAbsolute(file) && path.startsWith(distDir + sep);
    if (!inside || !(await stat(path).catch(() => undefined))?.isFile()) missing.push(file);
  }
  return missing;
}

const listed = (names: string[], most = 3) =>
  names.length > most
    ? `${names.slice(0, most).join(', ')} and ${names.length - most} more`
    : names.join(', ');

/**
 * Refuses, in one line, a remote build that would not run in the shell served: a manifest that
 * does not parse or names files the build lacks, another host contract than the shell's, or shared
 * singletons that differ from the shell's list or do not accept the versions it provides.
 */
export async function checkRelease(
  layout: Layout,
  name: string,
  distDir: string,
  { shellDir = servedShellDir(layout) }: ReleaseCheckOptions = {},
): Promise<void> {
  const dist = resolve(distDir);
  const manifestShown = `${name}/dist/${MANIFEST_FILE}`;
  const manifest = await readJson(
    join(dist, MANIFEST_FILE),
    manifestShown,
    `${manifestShown} is missing: build ${name}`,
  );
  if (!isRecord(manifest)) throw new DeployError(`${manifestShown} is not a manifest object`);
  const missing = await missingFiles(dist, filesNamed(manifest as Manifest, manifestShown));
  if (missing.length) {
    throw new DeployError(
      `${name}/dist lacks ${missing.length === 1 ? 'a file' : `${missing.length} files`} its manifest names: ${listed(missing)}`,
    );
  }

  const remoteShown = `${name}/dist/${BUILD_INFO_FILE}`;
  const remote = buildInfoOf(
    await readJson(
      join(dist, BUILD_INFO_FILE),
      remoteShown,
      `${remoteShown} is missing: rebuild ${name} with the current web-kit`,
    ),
    remoteShown,
  );
  fitsShell(name, remote, await shellBuildInfo(layout, shellDir));
}

/** The build record of the shell build a remote must fit. */
async function shellBuildInfo(layout: Layout, shellDir: string): Promise<BuildInfo> {
  const shellFile = join(shellDir, BUILD_INFO_FILE);
  const fromRepo = relative(layout.repoRoot, shellFile);
  const shellShown = fromRepo.startsWith('..') || isAbsolute(fromRepo) ? shellFile : fromRepo;
  return buildInfoOf(
    await readJson(
      shellFile,
      shellShown,
      `the shell build has no ${shellShown}: build the shell (npm run build -w shell) first`,
    ),
    shellShown,
  );
}

/**
 * Refuses a release to roll back to that the shell served now could not run: one built against
 * another host contract, or on other shared singletons (a release made before the shell moved
 * React to Preact would bring React back as every app's `react`).
 */
export async function checkRollbackTarget(
  layout: Layout,
  name: string,
  version: string,
  record: Buffer | undefined,
  { shellDir = servedShellDir(layout) }: ReleaseCheckOptions = {},
): Promise<void> {
  const shown = `${name} ${version}'s ${BUILD_INFO_FILE}`;
  if (!record) throw new DeployError(`${shown} is missing: release a new build of ${name} instead`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(record.toString('utf8')) as unknown;
  } catch (error) {
    throw new DeployError(`${shown} does not parse: ${oneLine((error as Error).message)}`);
  }
  fitsShell(
    `${name} ${version}`,
    buildInfoOf(parsed, shown),
    await shellBuildInfo(layout, shellDir),
  );
}

/** Throws unless a remote's build record fits the shell's: host contract, singletons, ranges. */
function fitsShell(name: string, remote: BuildInfo, shell: BuildInfo): void {
  if (remote.hostContract !== shell.hostContract) {
    throw new DeployError(
      `${name} is built against host contract ${remote.hostContract}, but the shell provides ${shell.hostContract}: rebuild ${name} on the shell's web-kit`,
    );
  }

  const onlyRemote = Object.keys(remote.shared).filter(
    (module) => !Object.hasOwn(shell.shared, module),
  );
  const onlyShell = Object.keys(shell.shared).filter(
    (module) => !Object.hasOwn(remote.shared, module),
  );
  if (onlyRemote.length || onlyShell.length) {
    const parts = [
      ...(onlyRemote.length ? [`only ${name} shares ${listed(onlyRemote, 5)}`] : []),
      ...(onlyShell.length ? [`only the shell shares ${listed(onlyShell, 5)}`] : []),
    ];
    throw new DeployError(
      `${name}'s shared singletons differ from the shell's: ${parts.join('; ')}`,
    );
  }

  const refused = Object.entries(remote.shared).flatMap(([module, { requiredVersion }]) => {
    const provided = shell.shared[module]!.version;
    const accepted = rangeAccepts(requiredVersion, provided);
    if (accepted === true) return [];
    const unread = accepted === undefined ? ', a range release cannot read' : '';
    return [`${module} ${requiredVersion}${unread} (the shell has ${provided})`];
  });
  if (refused.length) {
    throw new DeployError(
      `${name}'s ranges do not accept the shell's shared versions: ${listed(refused, 5)}`,
    );
  }
}
