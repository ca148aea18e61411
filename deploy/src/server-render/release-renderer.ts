import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cachedRelease } from '../release-files/cache.js';
import { MANIFEST_FILE, type ReleaseFiles } from '../release-files/types.js';

/**
 * What the gateway needs of a remote's server build: `{release}/server/{entry}.js`, a CommonJS
 * file exporting the render function and the version of its contract, and the CSS beside it.
 */
export interface ServerBuildContract {
  /** The file in `{release}/server/`, without `.js`: `render-card`. */
  entry: string;
  /** Its render function: `renderCard`. */
  render: string;
  /**
   * The exported contract version's name and the version this gateway speaks; `accepts` lists
   * older versions it still renders with (an input field they ignore, an answer it awaits either way).
   */
  api: { name: string; version: number; accepts?: readonly number[] };
}

/** One release's server build, loaded once: its render function and its CSS. */
export interface ServerRelease<Input, Output = string> {
  version: string;
  /** The build's answer: at once, or once it has loaded what it needs (a language's catalogue). */
  render(input: Input): Output | Promise<Output>;
  css: string;
  /** Changes with the release's markup and CSS: part of a page's ETag. */
  fingerprint: string;
  /** The release's folder on this machine, and the URL its browser files are served at. */
  dir: string;
  base: string;
}

async function cssOf(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const parts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  // Source maps point at files a visitor never needs.
  return parts.join('\n').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
}

export interface ReleaseRendererOptions<Extra> {
  /** The remote whose releases render: `remote-portfolio`. */
  remote: string;
  contract: ServerBuildContract;
  releasesDir: string;
  /** Where the releases are: the releases folder unless a bucket (a `kind: 's3'` one) is given. */
  files?: ReleaseFiles;
  /** What a bucket's release must bring to this machine besides `server/`. */
  folders?: string[];
  /** Where a bucket's releases are copied to be loaded; the system's temp folder by default. */
  cacheDir?: string;
  /** The version of the remote everyone runs now (the registry's current one). */
  currentVersion: () => Promise<string | undefined>;
  /** What else the gateway reads of a release, loaded and kept with it (the card's script). */
  extra?: (release: { dir: string; base: string }) => Promise<Extra>;
}

/**
 * The renderer of whatever release of a remote the registry points at now: a release or a
 * rollback changes the rendered page on the next request, without a restart. Each release's build
 * is loaded once and kept (releases are immutable); a release without a server build answers
 * undefined, and one that does not keep the contract throws: either way the gateway serves the app
 * instead. Releases in a bucket are fetched into a cache folder first (once per version), then
 * loaded the same way.
 */
export function createReleaseRenderer<Input, Extra = object, Output = string>(
  options: ReleaseRendererOptions<Extra>,
) {
  type Loaded = ServerRelease<Input, Output> & Extra;
  const { remote, contract, currentVersion, files } = options;
  const loaded = new Map<string, Promise<Loaded | undefined>>();
  const bucket = files?.kind === 's3' ? files : undefined;
  const folders = ['server', ...(options.folders ?? [])];

  /** The release's folder, and the URL its browser files are served at. */
  async function located(version: string) {
    if (!bucket) {
      return {
        dir: join(options.releasesDir, remote, version),
        base: `/remotes/${remote}/${encodeURIComponent(version)}/`,
      };
    }
    const dir = await cachedRelease(bucket, remote, version, folders, options.cacheDir);
    const manifestUrl = bucket.manifestUrl(remote, version);
    return dir && { dir, base: manifestUrl.slice(0, -MANIFEST_FILE.length) };
  }

  async function load(version: string): Promise<Loaded | undefined> {
    const release = await located(version);
    if (!release) return undefined;
    const { dir, base } = release;
    const file = join(dir, 'server', `${contract.entry}.js`);
    const exists = await stat(file).catch(() => undefined);
    if (!exists?.isFile()) return undefined;
    const build = createRequire(file)(file) as Record<string, unknown>;
    const render = build[contract.render];
    const versions = [contract.api.version, ...(contract.api.accepts ?? [])];
    if (typeof render !== 'function' || !versions.includes(build[contract.api.name] as number)) {
      throw new Error(
        `${file} does not offer ${contract.render} (${contract.api.name} ${contract.api.version})`,
      );
    }
    const css = await cssOf(join(dir, 'server'));
    const extra = ((await options.extra?.({ dir, base })) ?? {}) as Extra;
    return {
      ...extra,
      version,
      render: render as (input: Input) => Output | Promise<Output>,
      css,
      fingerprint: createHash('sha256').update(version).update(css).digest('base64url'),
      dir,
      base,
    };
  }

  /** A release's renderer, or undefined (no server build). */
  function at(version: string): Promise<Loaded | undefined> {
    let release = loaded.get(version);
    if (!release) {
      release = load(version);
      loaded.set(version, release);
      // A failed load is tried again on a later request (a half-copied folder, a fixed file).
      release.catch(() => loaded.delete(version));
    }
    return release;
  }

  return {
    at,
    /** The current release's renderer, or undefined (none released, or no server build). */
    async current(): Promise<Loaded | undefined> {
      const version = await currentVersion();
      return version ? at(version) : undefined;
    },
  };
}

export type ReleaseRenderer<Input, Extra = object, Output = string> = ReturnType<
  typeof createReleaseRenderer<Input, Extra, Output>
>;
