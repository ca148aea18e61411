import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortfolioResult } from 'shared-contracts';
import type { ReleaseFiles } from '../release-files/types.js';
import { createReleaseRenderer, type ServerRelease } from '../server-render/release-renderer.js';

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

/** One release's card renderer, with the enhancement script of the same release. */
export interface CardRelease extends ServerRelease<CardRenderInput> {
  /** The enhancement script of the same release, as the browser fetches it. */
  enhanceUrl: string | undefined;
}

/**
 * The card renderer of whatever release of remote-portfolio the registry points at now
 * (server-render/release-renderer.ts), with the release's card script (`card/enhance.js`).
 */
export function createCardRenderer(options: {
  releasesDir: string;
  files?: ReleaseFiles;
  cacheDir?: string;
  currentVersion: () => Promise<string | undefined>;
}) {
  const releases = createReleaseRenderer<CardRenderInput>({
    ...options,
    remote: CARD_REMOTE,
    contract: {
      entry: 'render-card',
      render: 'renderCard',
      api: { name: 'CARD_RENDER_API', version: CARD_RENDER_API },
    },
    folders: ['card'],
  });
  const enhanced = new WeakMap<ServerRelease<CardRenderInput>, Promise<CardRelease>>();
  const withEnhance = async (release: ServerRelease<CardRenderInput>): Promise<CardRelease> => {
    const enhance = await stat(join(release.dir, 'card', 'enhance.js')).catch(() => undefined);
    return {
      ...release,
      enhanceUrl: enhance?.isFile() ? `${release.base}card/enhance.js` : undefined,
    };
  };

  return {
    /** The current release's renderer, or undefined (none released, or no server build). */
    async current(): Promise<CardRelease | undefined> {
      const release = await releases.current();
      if (!release) return undefined;
      let card = enhanced.get(release);
      if (!card) {
        card = withEnhance(release);
        enhanced.set(release, card);
      }
      return card;
    },
  };
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
