import { useState } from 'react';
import { PLACEHOLDER_IMAGE, type FileRef } from 'shared-contracts';
import { fileUrl } from 'web-kit';

/** The widths the API's file service resizes to (`GET /file?key=...&w=`). */
export const IMAGE_WIDTHS = [400, 800] as const;

/** The resized copies of an uploaded image, for `srcSet`; the plain URL stays the `src`. */
export const imageSrcSet = (url: string) =>
  IMAGE_WIDTHS.map((width) => `${url}&w=${width} ${width}w`).join(', ');

export interface CardImageProps {
  image: FileRef | null | undefined;
  alt: string;
  className: string | undefined;
  /** The size the image is laid out at: its aspect ratio reserves the space before it loads. */
  width: number;
  height: number;
  /** How wide it is drawn, for picking from `srcSet`. */
  sizes: string;
  /** The largest image on the page: fetched first, never lazily. */
  priority?: boolean;
}

function imageAttributes(
  { image, alt, className, width, height, sizes, priority = false }: CardImageProps,
  failed: boolean,
) {
  const url = failed ? null : fileUrl(image?.key);
  return {
    alt,
    className,
    width,
    height,
    src: url ?? PLACEHOLDER_IMAGE,
    ...(url && { srcSet: imageSrcSet(url), sizes }),
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
    decoding: 'async' as const,
  };
}

/**
 * An uploaded image, or the placeholder when there is none or it fails to load (spec, Images).
 * Rendering reads nothing of the browser, so the server build draws the same tag; there
 * card-enhance does the fallback, finding the image by `data-card-fallback`.
 */
export function CardImage(props: CardImageProps) {
  // Keyed by the source, so a new upload gets a fresh try after an earlier failure.
  return <FallbackImage key={props.image?.key ?? ''} {...props} />;
}

function FallbackImage(props: CardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...imageAttributes(props, failed)}
      data-card-fallback="placeholder"
      onError={() => setFailed(true)}
    />
  );
}

interface ProfilePictureProps extends CardImageProps {
  initials: string;
  initialsClassName: string | undefined;
}

/**
 * The round profile picture: the placeholder when none was uploaded, and, per the spec, nothing at
 * all when the upload fails to load; the initials show in its place. They are in the markup from
 * the start (hidden), so a server-rendered card can show them without React.
 */
export function ProfilePicture(props: ProfilePictureProps) {
  return <HidingImage key={props.image?.key ?? ''} {...props} />;
}

function HidingImage({ initials, initialsClassName, ...props }: ProfilePictureProps) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      {!failed && (
        <img
          {...imageAttributes(props, false)}
          data-card-fallback="hide"
          onError={() => setFailed(true)}
        />
      )}
      <span className={initialsClassName} aria-hidden="true" hidden={!failed}>
        {initials}
      </span>
    </>
  );
}

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
