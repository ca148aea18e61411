import type { Face, Family } from './fonts.js';

/** A stretch of a string drawn with one face: [start, end) in UTF-16 units. */
export interface TextRun {
  face: Face;
  start: number;
  end: number;
}

/** Characters none of the faces can draw: printing them would give empty boxes. */
export class UnprintableTextError extends Error {
  constructor(
    readonly text: string,
    readonly characters: string[],
  ) {
    super(
      `no font for ${characters.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')} in "${text}"`,
    );
    this.name = 'UnprintableTextError';
  }
}

/** Spaces, digits, punctuation, joiners and combining marks: they belong to no script. */
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Joiners and combining accents: part of the character before them, whatever the font says. */
const ATTACHED = /^\p{Script=Inherited}$/u;

/**
 * Which face draws each part of `text`. A character of a script (a Devanagari letter or sign, a
 * Latin letter) goes to the first face of the family that has it; a shared one (a space, a digit,
 * a danda) stays with the script before it when that face has it, so a name's spacing and
 * punctuation match its letters, else the one after, else any face that has it. Mixed names
 * ("Priya प्रिया") become several runs, each shaped with its own face.
 */
export function textRuns(text: string, family: Family): TextRun[] {
  const chars: { start: number; char: string; shared: boolean; face: Face | undefined }[] = [];
  let at = 0;
  for (const char of text) {
    const shared = SHARED.test(char);
    const codePoint = char.codePointAt(0)!;
    const face = shared ? undefined : family.find((f) => f.covers(codePoint));
    chars.push({ start: at, char, shared, face });
    at += char.length;
  }
  const scripts = chars.map((c) => c.face);
  const missing = new Set<string>();
  chars.forEach((c, i) => {
    if (!c.shared) {
      if (!c.face) missing.add(c.char);
      return;
    }
    const codePoint = c.char.codePointAt(0)!;
    const before = scripts.slice(0, i).findLast((f) => f !== undefined);
    const after = scripts.slice(i + 1).find((f) => f !== undefined);
    c.face =
      (ATTACHED.test(c.char) && i > 0 ? chars[i - 1]!.face : undefined) ??
      [before, after].find((f) => f?.covers(codePoint)) ??
      family.find((f) => f.covers(codePoint));
    if (!c.face) missing.add(c.char);
  });
  if (missing.size > 0) throw new UnprintableTextError(text, [...missing]);

  const runs: TextRun[] = [];
  for (const { start, char, face } of chars) {
    const last = runs.at(-1);
    if (last && last.face === face) last.end = start + char.length;
    else runs.push({ face: face!, start, end: start + char.length });
  }
  return runs;
}
