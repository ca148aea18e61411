import { formatPrice, productTexts, shopTexts, type Product } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './price-tag.module.css';

type Prices = Pick<Product, 'salePrice' | 'actualPrice' | 'discountPercentage'>;

/**
 * The sale price, then the MRP struck through and the percent off, both only when the MRP is above
 * the sale price. The struck price is named for screen readers, which do not announce strikes.
 */
export function PriceTag({
  prices,
  size = 'small',
}: {
  prices: Prices;
  size?: 'small' | 'medium' | 'large';
}) {
  const shop = useTexts(shopTexts);
  const texts = useTexts(productTexts);
  const discounted = prices.actualPrice > prices.salePrice;
  return (
    <p className={`${styles.prices} ${styles[size]}`}>
      <span className={styles.sale}>{formatPrice(prices.salePrice)}</span>
      {discounted && (
        <s className={styles.mrp}>
          <span className="tf-visually-hidden">{texts.mrp} </span>
          {formatPrice(prices.actualPrice)}
        </s>
      )}
      {discounted && prices.discountPercentage > 0 && (
        <span className={styles.off}>
          {prices.discountPercentage}
          {shop.percentOff}
        </span>
      )}
    </p>
  );
}
