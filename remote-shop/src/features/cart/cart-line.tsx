import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  PLACEHOLDER_PRODUCT_IMAGE,
  productTexts,
  shopTexts,
  type CartItem,
} from 'shared-contracts';
import { fileUrl, useTexts } from 'web-kit';
import styles from './cart-page.module.css';
import { QuantityStepper } from './quantity-stepper';
import { useLineActions } from './use-line-actions';

/**
 * The spec allows the image as an object with a key, or a plain string; the file service's
 * smallest width, as a line's thumbnail needs a tenth of the upload's bytes.
 */
function imageSource(image: CartItem['image'] | string): string {
  const key = typeof image === 'string' ? image : image?.key;
  return fileUrl(key, 400) ?? PLACEHOLDER_PRODUCT_IMAGE;
}

export function CartLine({ line }: { line: CartItem }) {
  const nameId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(productTexts);
  const actions = useLineActions(line);
  const [src, setSrc] = useState(() => imageSource(line.image));
  const discounted = line.actualPrice > line.salePrice;
  const productPath = `/product/${encodeURIComponent(line.productId)}`;

  return (
    <li>
      <article className={styles.line} aria-labelledby={nameId} aria-busy={!!actions.busy}>
        <Link to={productPath} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          <img
            src={src}
            alt=""
            width={88}
            height={88}
            loading="lazy"
            onError={() => setSrc(PLACEHOLDER_PRODUCT_IMAGE)}
          />
        </Link>
        <div className={styles.lineBody}>
          <h2 id={nameId} className={styles.lineName}>
            <Link to={productPath}>{line.name}</Link>
          </h2>
          <p className={styles.prices}>
            <span className={styles.salePrice}>{formatPrice(line.salePrice)}</span>
            {discounted && (
              <>
                <span className={styles.srOnly}>{texts.mrp}</span>
                <s className={styles.mrp}>{formatPrice(line.actualPrice)}</s>
                {line.discountPercentage > 0 && (
                  <span className={styles.off}>
                    {line.discountPercentage}
                    {shop.percentOff}
                  </span>
                )}
              </>
            )}
          </p>
          <div className={styles.lineActions}>
            <QuantityStepper
              name={line.name}
              quantity={line.quantity}
              busy={actions.busy === 'increment' || actions.busy === 'decrement'}
              onDecrement={actions.decrement}
              onIncrement={actions.increment}
              onRemove={actions.remove}
            />
            <button
              type="button"
              className={styles.removeButton}
              aria-describedby={nameId}
              aria-busy={actions.busy === 'remove'}
              onClick={actions.remove}
            >
              {shop.remove}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
