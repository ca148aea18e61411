import { HttpError } from '../../lib/http-error.js';

export const closedAccountErrors = {
  gone: 'This card is no longer available',
} as const;

/** What a deleted account's card links answer: 410, so caches and search engines let go. */
export const cardGone = () => new HttpError(410, closedAccountErrors.gone, 'GONE');
