import { useId } from 'react';
import { shopTexts, type Product } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { ProductTile } from './product-tile';
import styles from './product-detail.module.css';

/** "Explore Other Cards": a row to swipe through, each card opening its own page. */
export function OtherProducts({ products }: { products: Product[] }) {
  const headingId = useId();
  const shop = useTexts(shopTexts);
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.sectionTitle} id={headingId}>
        {shop.exploreOtherCards}
      </h2>
      <ul className={styles.rail} aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product._id} className={styles.railItem}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
