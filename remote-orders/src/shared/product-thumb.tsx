import { useState } from 'react';
import { PLACEHOLDER_PRODUCT_IMAGE, type FileRef } from 'shared-contracts';
import { fileUrl } from 'web-kit';

interface ProductThumbProps {
  image: FileRef | null | undefined;
  size: number;
  className?: string;
}

/** A product's picture, or the shop's placeholder when there is none or it fails to load (spec). */
export function ProductThumb({ image, size, className }: ProductThumbProps) {
  // The file service's smallest width: a thumbnail needs a tenth of the upload's bytes.
  const src = fileUrl(image?.key, 400) ?? PLACEHOLDER_PRODUCT_IMAGE;
  // Keyed by the source, so another image gets a fresh try after an earlier failure.
  return <FallbackImage key={src} src={src} size={size} className={className} />;
}

function FallbackImage({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? PLACEHOLDER_PRODUCT_IMAGE : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
