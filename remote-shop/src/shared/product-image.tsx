import { createContext, useCallback, useContext, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_PRODUCT_IMAGE, type FileRef } from 'shared-contracts';
import { fileSrcSet, fileUrl } from 'web-kit';
import styles from './product-image.module.css';

type ProductImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'onError' | 'onLoad'
> & {
  image: FileRef | null | undefined;
  alt: string;
  /** How wide the image shows (the `sizes` attribute), so the browser picks the variant. */
  sizes: string;
};

/**
 * Whether the images rendered are the page's own, sent in its HTML (the server's render of the
 * product page, which the product client hydrates): the browser fetches them with the page, so
 * they do not shimmer. The shimmer is a paint on every frame for as long as a script has not
 * said the image arrived, behind an image long shown; before the client ran it was most of a
 * phone's blocked main thread on that page, and without script it never stopped.
 */
export const ImagesCameWithPage = createContext(false);

/**
 * A product image, or the shop's placeholder when there is none or it fails to load (spec). An
 * uploaded image comes in the file service's sized variants, never the full-size upload. Until
 * it has arrived its box shimmers, so a page that is already there never shows an empty frame.
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
  className,
  ...rest
}: Omit<ProductImageProps, 'image'> & { src: string; srcSet: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const cameWithPage = useContext(ImagesCameWithPage);
  const [loaded, setLoaded] = useState(cameWithPage);
  // An image the browser already had is complete before React listens for its load.
  const seeIfLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <img
      decoding="async"
      {...rest}
      ref={seeIfLoaded}
      className={`${className ?? ''} ${loaded ? '' : styles.loading}`.trim()}
      src={failed ? PLACEHOLDER_PRODUCT_IMAGE : src}
      {...(!failed && srcSet && { srcSet, sizes })}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
    />
  );
}
