import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, PortfolioResult } from 'shared-contracts';
import type { ReleaseFiles } from '../release-files/types.js';
import { createReleaseRenderer, type ServerRelease } from '../server-render/release-renderer.js';

/**
 * The remote whose release renders the public card, and the contract version it must offer: 2
 * renders in `language` and may answer a promise; a release of version 1 still renders, in English.
 */
export const CARD_REMOTE = 'remote-portfolio';
export const CARD_RENDER_API = 2;

/** What `{release}/server/render-card.js` takes (remote-portfolio/src/server/render-card.tsx). */
export interface CardRenderInput {
  result: PortfolioResult;
  pageUrl: string;
  vcardUrl: string;
  theme: 'light' | 'dark';
  /** The visitor's language: the frame around the owner's content is in it. */
  language: Language;
}

/** What a card release adds to its server build: the enhancement script and fonts of the same release. */
interface CardExtra {
  /** As the browser fetches it; undefined when the release has none. */
  enhanceUrl: string | undefined;
  /** The release's @font-face rules (`card/fonts.css`); none when it has none. */
  fontFaces: CardFontFace[];
}

/** One @font-face rule of a release, and the characters it is for (its unicode-range). */
export interface CardFontFace {
  css: string;
  /** Matches a text holding at least one character of the face's range. */
  shown: RegExp;
}

const hex = (value: string) => `\\u{${value}}`;

/** `U+0900-097F, U+0964` as a character class; undefined for a rule without a range. */
function rangeClass(face: string): RegExp | undefined {
  const ranges = /unicode-range\s*:\s*([^;}]+)/i.exec(face)?.[1];
  if (!ranges) return undefined;
  const parts = ranges
    .split(',')
    .map((part) => /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part));
  if (parts.some((part) => !part)) return undefined;
  const body = parts.map((part) =>
    part![2] ? `${hex(part![1]!)}-${hex(part![2])}` : hex(part![1]!),
  );
  return new RegExp(`[${body.join('')}]`, 'u');
}

/**
 * A release's @font-face rules (`card/fonts.css`), for the page's inline style: each
 * `url(fonts/...)`, relative to the file, made the URL the release's files are served at. Only
 * rules with a unicode-range and relative URLs are kept, and nothing that could close the style.
 */
export function fontFacesAt(css: string, base: string): CardFontFace[] {
  const faces = css.match(/@font-face\s*\{[^{}]*\}/g) ?? [];
  return faces
    .filter((face) => !/url\(\s*['"]?(?:[a-z][a-z0-9+.-]*:|\/)|\.\.|</i.test(face))
    .flatMap((face) => {
      const shown = rangeClass(face);
      if (!shown) return [];
      const absolute = face
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,:])\s*/g, '$1')
        .replace(
          /url\(\s*(['"]?)\.?\/?([^'")]+)\1\s*\)/g,
          (_m, _q, path: string) => `url("${base}${path}")`,
        );
      return [{ css: absolute, shown }];
    });
}

/** The rules a page needs: those of the scripts its text shows (none for an English card). */
export const fontFacesFor = (faces: CardFontFace[], text: string): string =>
  faces
    .filter((face) => face.shown.test(text))
    .map((face) => face.css)
    .join('');

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
      api: { name: 'CARD_RENDER_API', version: CARD_RENDER_API, accepts: [1] },
    },
    folders: ['card'],
    extra: async ({ dir, base }) => {
      const enhance = await stat(join(dir, 'card', 'enhance.js')).catch(() => undefined);
      const fonts = await readFile(join(dir, 'card', 'fonts.css'), 'utf8').catch(() => '');
      return {
        enhanceUrl: enhance?.isFile() ? `${base}card/enhance.js` : undefined,
        fontFaces: fontFacesAt(fonts, `${base}card/`),
      };
    },
  });
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
