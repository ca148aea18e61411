import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as HarfBuzzModule from 'harfbuzzjs';
import type { Font as HbFont } from 'harfbuzzjs';

type HarfBuzz = typeof HarfBuzzModule;
import { readTrueType, type TrueType } from './truetype.js';
import { woffToSfnt } from './woff.js';

export type Weight = 'regular' | 'bold';

/** One font file: what HarfBuzz shapes with and what the PDF embeds, the same bytes. */
export interface Face {
  /** The PostScript-style name the PDF gives it (its BaseFont, after the subset tag). */
  name: string;
  truetype: TrueType;
  shaper: HbFont;
  covers(codePoint: number): boolean;
  /** A glyph that draws nothing (the space's): pdf-fonts.ts hangs text on it. */
  blank: number;
}

/** Faces of one weight, in the order a character no script claims tries them. */
export type Family = readonly Face[];

/**
 * Noto Sans from npm (fontsource), as WOFF 1.0: Latin, Latin Extended (the diacritics of
 * transliterated Indian names: Ś, ā, ṇ), Devanagari and Tamil, regular and bold. Fontsource cuts
 * each font by Unicode range, so the Devanagari and Tamil files have no digits or Latin
 * punctuation: those come from the Latin face (text-runs.ts).
 */
const FILES: Record<Weight, [name: string, file: string][]> = {
  regular: [
    ['NotoSans-Regular', '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'],
    ['NotoSans-Regular', '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'],
    [
      'NotoSansDevanagari-Regular',
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    ],
    [
      'NotoSansTamil-Regular',
      '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    ],
  ],
  bold: [
    ['NotoSans-Bold', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
    ['NotoSans-Bold', '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'],
    [
      'NotoSansDevanagari-Bold',
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
    ],
    [
      'NotoSansTamil-Bold',
      '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
    ],
  ],
};

export interface Fonts extends Record<Weight, Family> {
  harfbuzz: HarfBuzz;
}

let loading: Promise<Fonts> | undefined;

/**
 * The faces, read once per process on first use (not at import: the API loads this module with
 * every route, and HarfBuzz's WebAssembly is only wanted when a card is printed).
 */
export function loadFonts(): Promise<Fonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<Fonts> {
  const hb = await import('harfbuzzjs');
  const resolve = createRequire(import.meta.url).resolve;
  const face = async ([name, file]: [string, string]): Promise<Face> => {
    const sfnt = woffToSfnt(await readFile(resolve(file)));
    const hbFace = new hb.Face(new hb.Blob(sfnt));
    const unicodes = new Set(hbFace.collectUnicodes());
    const shaper = new hb.Font(hbFace);
    const blank = shaper.nominalGlyph(0x20);
    if (blank === undefined) throw new Error(`${file} has no space`);
    return {
      name,
      truetype: readTrueType(sfnt),
      shaper,
      covers: (codePoint) => unicodes.has(codePoint),
      blank,
    };
  };
  const [regular, bold] = await Promise.all([
    Promise.all(FILES.regular.map(face)),
    Promise.all(FILES.bold.map(face)),
  ]);
  return { regular, bold, harfbuzz: hb };
}
