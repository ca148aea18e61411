import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE, type FileRef } from 'shared-contracts';
import { fileUrl } from 'web-kit';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  image: FileRef | null | undefined;
  alt: string;
};

/** An uploaded image, or the placeholder when there is none or it fails to load (spec, Images). */
export function CardImage({ image, alt, ...rest }: ImageProps) {
  const src = fileUrl(image?.key) ?? PLACEHOLDER_IMAGE;
  // Keyed by the source, so a new upload gets a fresh try after an earlier failure.
  return <FallbackImage key={src} src={src} alt={alt} {...rest} />;
}

function FallbackImage({ src, ...rest }: Omit<ImageProps, 'image'> & { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER_IMAGE : src}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}

/**
 * The round profile picture: the placeholder when none was uploaded, and, per the spec, nothing at
 * all when the upload fails to load; `fallback` (the initials) shows in its place.
 */
export function ProfilePicture({
  image,
  alt,
  fallback,
  ...rest
}: ImageProps & { fallback: ReactNode }) {
  const src = fileUrl(image?.key) ?? PLACEHOLDER_IMAGE;
  return <HidingImage key={src} src={src} alt={alt} fallback={fallback} {...rest} />;
}

function HidingImage({
  src,
  fallback,
  ...rest
}: Omit<ImageProps, 'image'> & { src: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{fallback}</>;
  return <img {...rest} src={src} onError={() => setFailed(true)} decoding="async" />;
}

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
