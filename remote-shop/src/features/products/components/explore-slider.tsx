import { useEffect, useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { HOME_SLIDER_SLIDES_PER_VIEW, productListTexts, shopTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { useGetProductsInfiniteQuery } from '../api/get-products';
import { DEFAULT_FILTERS } from '../hooks/use-product-filters';
import { PRODUCT_LIST_PATH } from '../utils/product-path';
import { ArrowRightIcon } from './icons';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import styles from './explore-slider.module.css';

/**
 * Home's "Explore The Designs": the newest cards, two at a time, and the way to all of them. It
 * reads the list's own first page, so opening Explore afterwards shows it from the cache. A
 * failed load is only logged; Explore still leads to the shop.
 *
 * The slider is the browser's own scrolling with snap points, not a carousel library: it costs
 * Home's first load nothing (Swiper was a quarter of the shop's bytes there), follows the finger
 * natively, never moves by itself, and each tile is a link the keyboard reaches in order.
 */
export function ExploreSlider() {
  const headingId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(productListTexts);
  const { currentData, error, isLoading } = useGetProductsInfiniteQuery(DEFAULT_FILTERS);
  const products = currentData?.pages[0]?.results ?? [];

  useEffect(() => {
    if (error) console.error('Explore The Designs failed to load', error);
  }, [error]);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={headingId}>
          {shop.exploreTheDesigns}
        </h2>
        <p className={styles.subtitle}>{shop.exploreSubtitle}</p>
      </div>

      {isLoading ? (
        <div className={styles.loading} role="status" aria-label={texts.loadingDesigns}>
          {Array.from({ length: HOME_SLIDER_SLIDES_PER_VIEW }, (_, index) => (
            <ProductTileSkeleton key={index} />
          ))}
        </div>
      ) : products.length > 0 ? (
        <ul
          className={styles.slider}
          style={{ '--slides-per-view': HOME_SLIDER_SLIDES_PER_VIEW } as CSSProperties}
          aria-label={shop.exploreTheDesigns}
        >
          {products.map((product, index) => (
            <li key={product._id} className={styles.slide}>
              {/* The two tiles in view are Home's largest paint: not lazy. */}
              <ProductTile product={product} eager={index < HOME_SLIDER_SLIDES_PER_VIEW} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{shop.exploreEmpty}</p>
      )}

      <Link to={PRODUCT_LIST_PATH} className={styles.explore}>
        {shop.explore}
        <ArrowRightIcon />
      </Link>
    </section>
  );
}
