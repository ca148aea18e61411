import { useEffect, useMemo, useState } from 'react';
import {
  productListTexts,
  shopTexts,
  type Product,
  type ProductListResponse,
} from 'shared-contracts';
import { Button, Spinner, useTexts } from 'web-kit';
import { useGetProductsInfiniteQuery, type ProductFilters } from '../api/get-products';
import { canObserveVisibility, useOnVisible } from '../hooks/use-on-visible';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import styles from './product-list.module.css';

const SKELETON_TILES = 6;

/**
 * Pages fetched at different times can overlap when cards are added in between; a card shows
 * once, where it first appeared.
 */
function productsOf(pages: ProductListResponse[]): Product[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.results.filter((product) => {
      if (seen.has(product._id)) return false;
      seen.add(product._id);
      return true;
    }),
  );
}

interface ProductResultsProps {
  filters: ProductFilters;
  onClearFilters: () => void;
}

/**
 * The 2-column grid of the filters' cards, loading the next page as the last card comes into
 * view. Failures are only logged (spec, section 8), with a quiet way to try again.
 */
export function ProductResults({ filters, onClearFilters }: ProductResultsProps) {
  const {
    currentData,
    error,
    isError,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = useGetProductsInfiniteQuery(filters);
  const [lastCard, setLastCard] = useState<HTMLLIElement | null>(null);
  const shop = useTexts(shopTexts);
  const texts = useTexts(productListTexts);
  const products = useMemo(() => productsOf(currentData?.pages ?? []), [currentData]);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    if (error) console.error('Products failed to load', error);
  }, [error]);

  useOnVisible(lastCard, canLoadMore, fetchNextPage);

  if (!currentData) {
    if (isError) {
      return (
        <div className={styles.quiet}>
          <p className={styles.quietText}>{texts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      );
    }
    return (
      <div role="status" aria-label={texts.loadingCards}>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <ProductTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (products.length === 0) {
    const filtered = filters.search !== '' || filters.category !== '';
    return (
      <div className={styles.quiet}>
        <p className={styles.quietTitle}>{filtered ? texts.noMatch : texts.noCards}</p>
        {filtered && (
          <>
            <p className={styles.quietText}>{texts.tryAnother}</p>
            <Button variant="secondary" block={false} onClick={onClearFilters}>
              {texts.clearFilters}
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={texts.cards}>
        {products.map((product, index) => (
          <li key={product._id} ref={index === products.length - 1 ? setLastCard : undefined}>
            <ProductTile product={product} eager={index < 4} first={index < 2} />
          </li>
        ))}
      </ul>
      {isFetchingNextPage && (
        <div className={styles.more}>
          <Spinner label={shop.fetchingMore} />
        </div>
      )}
      {isFetchNextPageError && (
        <div className={styles.quiet}>
          <p className={styles.quietText}>{texts.moreFailed}</p>
          <Button variant="secondary" block={false} onClick={() => fetchNextPage()}>
            {texts.tryAgain}
          </Button>
        </div>
      )}
      {canLoadMore && !canObserveVisibility() && (
        <div className={styles.quiet}>
          <Button variant="secondary" block={false} onClick={() => fetchNextPage()}>
            {texts.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
