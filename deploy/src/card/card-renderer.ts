import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PortfolioResult } from 'shared-contracts';

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

/**
 * The card renderer of whatever release of remote-portfolio the registry points at now: a release
 * or a rollback changes the public page on the next request, without a restart. Each release's
 * build is loaded once and kept (releases are immutable); a release without a server build, or
 * one that does not load, answers undefined and the gateway serves the app instead.
 */
export function createCardRenderer(options: {
  releasesDir: string;
  /** The version of remote-portfolio everyone runs now (the registry's current one). */
  currentVersion: () => Promise<string | undefined>;
}) {
  const loaded = new Map<string, Promise<CardRelease | undefined>>();
  const { currentVersion } = options;

  async function load(version: string): Promise<CardRelease | undefined> {
    const dir = join(options.releasesDir, CARD_REMOTE, version);
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
      enhanceUrl: enhance?.isFile()
        ? `/remotes/${CARD_REMOTE}/${encodeURIComponent(version)}/card/enhance.js`
        : undefined,
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
