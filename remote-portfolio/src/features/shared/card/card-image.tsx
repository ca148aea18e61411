import { useState } from 'react';
import type { FileRef } from 'shared-contracts';
import { fileSrcSet, fileUrl } from 'web-kit';
import {
  FALLBACK_ATTRIBUTE,
  imageSrc,
  type ImageFallback,
} from '../../card-behaviours/image-fallback';

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
  const key = failed ? null : image?.key;
  return {
    alt,
    className,
    width,
    height,
    // The upload's resized copies for `srcSet`; the plain URL stays the `src`.
    src: imageSrc(fileUrl(key)),
    ...(key && { srcSet: fileSrcSet(key), sizes }),
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
    decoding: 'async' as const,
  };
}

/**
 * An uploaded image, or the placeholder when there is none or it fails to load
 * (card-behaviours/image-fallback). Rendering reads nothing of the browser, so the server build
 * draws the same tag; there card-enhance does the fallback, finding the image by its marker.
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
      {...fallbackMarker('placeholder')}
      onError={() => setFailed(true)}
    />
  );
}

const fallbackMarker = (fallback: ImageFallback) => ({ [FALLBACK_ATTRIBUTE]: fallback });

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
          {...fallbackMarker('hide')}
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
