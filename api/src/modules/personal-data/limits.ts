/** An archive reads every image the person has: a few an hour is plenty for a person. */
export const EXPORTS_PER_HOUR = 5;
/** `{ "password": ... }` with the longest password, escaped: far below this. */
export const DELETE_BODY_LIMIT = 1024;
