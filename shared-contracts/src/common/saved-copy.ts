/**
 * What the app's service worker keeps of a signed-in person's own answers (their profile, their
 * card, its QR code, its images), so that their card opens with no signal, and how it says that
 * an answer is such a copy: on a JSON envelope it hands back offline, `savedCopyAt` is when the
 * answer was saved (ISO 8601). Kept in one cache, which ends with the session.
 */
export interface SavedCopy {
  savedCopyAt?: string;
}

export const SAVED_COPY_FIELD = 'savedCopyAt' satisfies keyof SavedCopy;

/** The service worker's cache of the person's own answers: emptied when the session ends. */
export const SAVED_ANSWERS_CACHE = 'tapfolio-saved-v1';

/** The answers kept, under /api/v1: GETs whose path matches one of these. */
export const SAVED_ANSWER_PATHS: readonly RegExp[] = [
  /^\/user\/profile$/,
  /^\/portfolio$/,
  /^\/portfolio\/[^/]+\/qr$/,
  /^\/file$/,
];
