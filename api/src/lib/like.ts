/** `%`, `_` and `\` in a search are the characters themselves, not LIKE's wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text that contains `term` anywhere, as typed. */
export const containing = (term: string) => `%${escapeLike(term)}%`;
