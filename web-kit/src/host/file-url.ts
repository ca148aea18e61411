import { filePath } from 'shared-contracts';

/**
 * The widths the file service makes of an image (400, 800 and 1600 px, WebP where the browser
 * takes it), for `srcset`: a tile on a phone needs a tenth of the bytes of the original upload,
 * and the card's banner (1500 px) on a 3x phone all of them.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

/** Where an uploaded image is served: the API's file service, by key, at most `width` wide. */
export const fileUrl = (
  key: string | null | undefined,
  width?: (typeof IMAGE_VARIANT_WIDTHS)[number],
) => (key ? filePath(key, width) : null);

/** `srcset` of an uploaded image's variants, or undefined when there is no image. */
export const fileSrcSet = (key: string | null | undefined) =>
  key
    ? IMAGE_VARIANT_WIDTHS.map((width) => `${fileUrl(key, width)} ${width}w`).join(', ')
    : undefined;
