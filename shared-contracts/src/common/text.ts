/** Text as people read it: visible characters, the shape of an e-mail. */
import { madeOnce } from './made-once.js';

const graphemes = madeOnce(() => new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/**
 * Visible characters: "रा" is one letter and a vowel sign, but one syllable to a reader. Counted
 * one at a time and no further than `stopAfter` + 1: V8 gives every segment its own copy of the
 * whole input, so counting all of a long text costs the square of its length (60 KB of text sent
 * as a name took gigabytes and ended the server).
 */
export function graphemeCount(input: string, stopAfter: number): number {
  let count = 0;
  for (const segment of graphemes().segment(input)) {
    void segment;
    if (++count > stopAfter) break;
  }
  return count;
}

/** A simple email shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
