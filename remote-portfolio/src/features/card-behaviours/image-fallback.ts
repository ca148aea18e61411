import { PLACEHOLDER_IMAGE } from 'shared-contracts';

/**
 * A card image that fails to load (spec, Images): an upload gives way to the placeholder; the
 * profile picture disappears and the initials drawn beside it show. The app's images (CardImage,
 * ProfilePicture) and the server-rendered card's script (enhance/image-fallback) decide it here.
 */

/** Marks a card image with what it becomes when broken; the server card's script reads it. */
export const FALLBACK_ATTRIBUTE = 'data-card-fallback';

export type ImageFallback = 'placeholder' | 'hide';

/** The image a card shows: the upload, or the placeholder when there is none or it failed. */
export const imageSrc = (url: string | null | undefined): string => url || PLACEHOLDER_IMAGE;

/**
 * What a broken image of this kind turns into, or null when nothing changes: a broken placeholder
 * stays (falling back to itself would loop).
 */
export function fallbackOf(kind: string | null, src: string | null): ImageFallback | null {
  if (kind === 'hide') return kind;
  return kind === 'placeholder' && src !== PLACEHOLDER_IMAGE ? kind : null;
}
