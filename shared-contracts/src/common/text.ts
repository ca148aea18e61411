/** Input filters the forms apply while a person types. */

/** Letters of any script (with their combining marks) and spaces: the full-name edit rule. */
export function lettersAndSpacesOnly(input: string): string {
  return input.replace(/[^\p{L}\p{M} ]/gu, '');
}

export function withoutDigits(input: string): string {
  return input.replace(/\p{Nd}/gu, '');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Visible characters: "रा" is one letter and a vowel sign, but one syllable to a reader. */
export function graphemeCount(input: string): number {
  return Array.from(graphemes.segment(input)).length;
}

/** A simple email shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
