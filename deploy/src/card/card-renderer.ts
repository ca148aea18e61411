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

/** What a card release adds to its server build: the enhancement script of the same release. */
interface CardExtra {
  /** As the browser fetches it; undefined when the release has none. */
  enhanceUrl: string | undefined;
}

/** One release's card renderer, with the enhancement script of the same release. */
export type CardRelease = ServerRelease<CardRenderInput> & CardExtra;

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
  return createReleaseRenderer<CardRenderInput, CardExtra>({
    ...options,
    remote: CARD_REMOTE,
    contract: {
      entry: 'render-card',
      render: 'renderCard',
      api: { name: 'CARD_RENDER_API', version: CARD_RENDER_API },
    },
    folders: ['card'],
    extra: async ({ dir, base }) => {
      const enhance = await stat(join(dir, 'card', 'enhance.js')).catch(() => undefined);
      return { enhanceUrl: enhance?.isFile() ? `${base}card/enhance.js` : undefined };
    },
  });
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
