/**
 * What a person's name may hold, written once for every place a name is typed (register, the
 * card's personal info, the account's name sheet, a shipping address, the printed card's name):
 * letters of any script with their combining marks (the vowel signs of "प्रिया" are marks),
 * spaces, and the `.`, `'` and `-` of "Priya S. D'Souza-Sharma". The zero-width joiners are kept
 * because some Indic scripts (Malayalam, Bengali, Devanagari half forms) need them to spell a name.
 */
const NAME_CHARACTER = "\\p{L}\\p{M} .'\\-\\u200C\\u200D";
const NAME_PATTERN = new RegExp(`^[${NAME_CHARACTER}]+$`, 'u');
const NOT_A_NAME_CHARACTER = new RegExp(`[^${NAME_CHARACTER}]`, 'gu');

/**
 * Phones type typographic marks: iOS turns `'` into `’`, some keyboards give `‐` for `-`. They are
 * the same mark to the person, so they are stored as the plain one instead of being refused.
 */
export function plainNameMarks(input: string): string {
  return input.replace(/[\u2019\u02BC\u2018]/g, "'").replace(/[\u2010\u2011\u2013]/g, '-');
}

/** The typing filter of every name field: keeps what a name may hold, drops the rest. */
export function nameCharactersOnly(input: string): string {
  return plainNameMarks(input).replace(NOT_A_NAME_CHARACTER, '');
}

/** A name holds only the name characters, and at least one letter ("- ." is no one's name). */
export function isPersonName(value: string): boolean {
  return NAME_PATTERN.test(value) && /\p{L}/u.test(value);
}
