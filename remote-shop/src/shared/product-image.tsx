import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_PRODUCT_IMAGE, type FileRef } from 'shared-contracts';
import { fileSrcSet, fileUrl } from 'web-kit';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  image: FileRef | null | undefined;
  alt: string;
  /** How wide the image shows (the `sizes` attribute), so the browser picks the variant. */
  sizes: string;
};

/**
 * A product image, or the shop's placeholder when there is none or it fails to load (spec). An
 * uploaded image comes in the file service's sized variants, never the full-size upload.
 */
export function ProductImage({ image, sizes, ...rest }: ProductImageProps) {
  const key = image?.key;
  const src = fileUrl(key, 800) ?? PLACEHOLDER_PRODUCT_IMAGE;
  // Keyed by the source, so another image gets a fresh try after an earlier failure.
  return <FallbackImage key={src} src={src} srcSet={fileSrcSet(key)} sizes={sizes} {...rest} />;
}

function FallbackImage({
  src,
  srcSet,
  sizes,
  ...rest
}: Omit<ProductImageProps, 'image'> & { src: string; srcSet: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      decoding="async"
      {...rest}
      src={failed ? PLACEHOLDER_PRODUCT_IMAGE : src}
      {...(!failed && srcSet && { srcSet, sizes })}
      onError={() => setFailed(true)}
    />
  );
}
