import type { Face, Fonts, Weight } from './fonts.js';
import { textRuns } from './text-runs.js';

/** A glyph as HarfBuzz placed it; lengths in ems (multiply by the font size). */
export interface PlacedGlyph {
  face: Face;
  glyph: number;
  /** What the glyph stands for when the PDF is read back (`clusterTexts`). */
  text: string;
  advance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedText {
  text: string;
  glyphs: PlacedGlyph[];
  /** In ems. */
  width: number;
}

/**
 * `text` as glyphs, shaped by HarfBuzz run by run (one run per face): Devanagari conjuncts, the
 * i-sign before its consonant, the reph over the syllable's end, Tamil's two-part vowel signs.
 * Each run is shaped with the whole string as its context.
 */
export function shapeText(fonts: Fonts, weight: Weight, text: string): ShapedText {
  const hb = fonts.harfbuzz;
  const glyphs: PlacedGlyph[] = [];
  const buffer = new hb.Buffer();
  for (const run of textRuns(text, fonts[weight])) {
    buffer.reset();
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    hb.shape(run.face.shaper, buffer);
    const placed = buffer.getGlyphInfosAndPositions();
    // Clusters are UTF-16 offsets into `text`, rising from glyph to glyph in a left-to-right run.
    const starts = [...new Set(placed.map((g) => g.cluster))].sort((a, b) => a - b);
    const endOf = new Map(starts.map((start, i) => [start, starts[i + 1] ?? run.end]));
    const em = run.face.truetype.unitsPerEm;
    for (let i = 0; i < placed.length;) {
      const cluster = placed[i]!.cluster;
      let end = i;
      while (end < placed.length && placed[end]!.cluster === cluster) end++;
      const texts = clusterTexts(text.slice(cluster, endOf.get(cluster)), end - i);
      for (const [j, g] of placed.slice(i, end).entries()) {
        glyphs.push({
          face: run.face,
          glyph: g.codepoint,
          text: texts[j]!,
          advance: (g.xAdvance ?? 0) / em,
          xOffset: (g.xOffset ?? 0) / em,
          yOffset: (g.yOffset ?? 0) / em,
        });
      }
      i = end;
    }
  }
  return { text, glyphs, width: glyphs.reduce((sum, g) => sum + g.advance, 0) };
}

/**
 * Skipped by PDF.js's text extraction (a format character), invisible elsewhere: what a glyph
 * reads back as when its cluster has no character left for it.
 */
export const NO_TEXT = '\u200B';

/**
 * A cluster's text shared out over its glyphs, in the order they are drawn, so that reading the
 * glyphs one after another gives the text as typed. A PDF maps each glyph to text on its own
 * (ToUnicode), and shaping draws some glyphs before the character they stand for: in "प्रि" the
 * i-sign comes first, then the "प्र" conjunct. Mapping each glyph to its own character would
 * read back "िप्र"; here the first glyph reads as "प्र" and the second as "ि". The first glyph
 * takes what is over, the rest one character each; a cluster of more glyphs than characters
 * (Tamil's two-part vowel signs: "கொ" is drawn as ெ, க, ா) leaves its last glyphs `NO_TEXT`
 * (an empty mapping is not an option: readers then fall back to the glyph's code).
 */
export function clusterTexts(text: string, glyphs: number): string[] {
  const chars = [...text];
  if (glyphs <= 1) return [text];
  const first = Math.max(1, chars.length - glyphs + 1);
  const texts = [chars.slice(0, first).join('')];
  for (let i = first; i < chars.length; i++) texts.push(chars[i]!);
  while (texts.length < glyphs) texts.push(NO_TEXT);
  return texts;
}
