import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PortfolioResult } from 'shared-contracts';
import { cachedRelease } from '../release-files/cache.js';
import { MANIFEST_FILE, type ReleaseFiles } from '../release-files/types.js';

/** The remote whose release renders the public card, and the contract version it must offer. */
export const CARD_REMOTE = 'remote-portfolio';
export const CARD_RENDER_API = 1;

/** What `{release}/server/render-card.js` takes (remote-portfolio/src/server/render-card.tsx). */
export interface CardRenderInput {
  result: PortfolioResult;
  pageUrl: string;
  vcardUrl: string;
  theme: 'light' | 'dark';
}

interface ServerBuild {
  renderCard(input: CardRenderInput): string;
  CARD_RENDER_API?: number;
}

/** One release's server build, loaded once: its render function and its CSS. */
export interface CardRelease {
  version: string;
  render(input: CardRenderInput): string;
  css: string;
  /** Changes with the release's markup and CSS: part of the page's ETag. */
  fingerprint: string;
  /** The enhancement script of the same release, as the browser fetches it. */
  enhanceUrl: string | undefined;
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

/** What the gateway needs of a release on this machine: the server build and the card script. */
const CARD_FOLDERS = ['server', 'card'];

/**
 * The card renderer of whatever release of remote-portfolio the registry points at now: a release
 * or a rollback changes the public page on the next request, without a restart. Each release's
 * build is loaded once and kept (releases are immutable); a release without a server build, or
 * one that does not load, answers undefined and the gateway serves the app instead. Releases in a
 * bucket are fetched into a cache folder first (once per version), then loaded the same way.
 */
export function createCardRenderer(options: {
  releasesDir: string;
  /** Where the releases are: the releases folder unless a bucket (a `kind: 's3'` one) is given. */
  files?: ReleaseFiles;
  /** Where a bucket's releases are copied to be loaded; the system's temp folder by default. */
  cacheDir?: string;
  /** The version of remote-portfolio everyone runs now (the registry's current one). */
  currentVersion: () => Promise<string | undefined>;
}) {
  const loaded = new Map<string, Promise<CardRelease | undefined>>();
  const { currentVersion, files } = options;
  const bucket = files?.kind === 's3' ? files : undefined;

  /** The release's folder, and the URL its browser files are served at. */
  async function located(version: string) {
    if (!bucket) {
      return {
        dir: join(options.releasesDir, CARD_REMOTE, version),
        base: `/remotes/${CARD_REMOTE}/${encodeURIComponent(version)}/`,
      };
    }
    const dir = await cachedRelease(bucket, CARD_REMOTE, version, CARD_FOLDERS, options.cacheDir);
    const manifestUrl = bucket.manifestUrl(CARD_REMOTE, version);
    return dir && { dir, base: manifestUrl.slice(0, -MANIFEST_FILE.length) };
  }

  async function load(version: string): Promise<CardRelease | undefined> {
    const release = await located(version);
    if (!release) return undefined;
    const { dir, base } = release;
    const file = join(dir, 'server', 'render-card.js');
    const exists = await stat(file).catch(() => undefined);
    if (!exists?.isFile()) return undefined;
    const build = createRequire(file)(file) as Partial<ServerBuild>;
    if (typeof build.renderCard !== 'function' || build.CARD_RENDER_API !== CARD_RENDER_API) {
      throw new Error(`${file} does not offer renderCard (card render API ${CARD_RENDER_API})`);
    }
    const css = await cssOf(join(dir, 'server'));
    const enhance = await stat(join(dir, 'card', 'enhance.js')).catch(() => undefined);
    return {
      version,
      render: build.renderCard,
      css,
      fingerprint: createHash('sha256').update(version).update(css).digest('base64url'),
      enhanceUrl: enhance?.isFile() ? `${base}card/enhance.js` : undefined,
    };
  }

  return {
    /** The current release's renderer, or undefined (none released, or no server build). */
    async current(): Promise<CardRelease | undefined> {
      const version = await currentVersion();
      if (!version) return undefined;
      let release = loaded.get(version);
      if (!release) {
        release = load(version);
        loaded.set(version, release);
        // A failed load is tried again on a later request (a half-copied folder, a fixed file).
        release.catch(() => loaded.delete(version));
      }
      return release;
    },
  };
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
