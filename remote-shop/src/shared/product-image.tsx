import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_PRODUCT_IMAGE, type FileRef } from 'shared-contracts';
import { fileUrl } from 'web-kit';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  image: FileRef | null | undefined;
  alt: string;
};

/** A product image, or the shop's placeholder when there is none or it fails to load (spec). */
export function ProductImage({ image, ...rest }: ProductImageProps) {
  const src = fileUrl(image?.key) ?? PLACEHOLDER_PRODUCT_IMAGE;
  // Keyed by the source, so another image gets a fresh try after an earlier failure.
  return <FallbackImage key={src} src={src} {...rest} />;
}

function FallbackImage({ src, ...rest }: Omit<ProductImageProps, 'image'> & { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      decoding="async"
      {...rest}
      src={failed ? PLACEHOLDER_PRODUCT_IMAGE : src}
      onError={() => setFailed(true)}
    />
  );
}
