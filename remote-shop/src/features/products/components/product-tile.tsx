import { Link } from 'react-router';
import type { Product } from 'shared-contracts';
import { PriceTag } from '../../../shared/price-tag';
import { ProductImage } from '../../../shared/product-image';
import { productPath } from '../utils/product-path';
import styles from './product-tile.module.css';

/**
 * One card design in a grid or a slider: its first image, name and prices, opening its page.
 * `eager` for a tile in the first screenful; `first` for the first row, whose image is the
 * screen's largest paint, fetched before the others.
 */
export function ProductTile({
  product,
  eager = false,
  first = false,
}: {
  product: Product;
  eager?: boolean;
  first?: boolean;
}) {
  return (
    <Link to={productPath(product._id)} className={styles.tile}>
      <span className={styles.media}>
        <ProductImage
          image={product.productImages[0]}
          alt={product.name}
          className={styles.image}
          sizes="(max-width: 600px) 50vw, 300px"
          loading={eager || first ? 'eager' : 'lazy'}
          {...(first && { fetchPriority: 'high' as const })}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{product.name}</span>
        <PriceTag prices={product} />
      </span>
    </Link>
  );
}

/** A tile's shape while its product loads. */
export function ProductTileSkeleton() {
  return (
    <span className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.media} ${styles.shimmer}`} />
      <span className={styles.body}>
        <span className={`${styles.line} ${styles.shimmer}`} />
        <span className={`${styles.line} ${styles.short} ${styles.shimmer}`} />
      </span>
    </span>
  );
}
