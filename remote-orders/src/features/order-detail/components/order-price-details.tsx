import { useId } from 'react';
import { formatRupees, PRICE_DETAILS_DECIMALS, shopTexts, type Order } from 'shared-contracts';
import { orderPriceDetails } from '../../../shared/order-figures';
import { orderMessages, priceLabel } from '../../../shared/order-messages';
import styles from './order-detail.module.css';

const rupees = (amount: number) => formatRupees(amount, PRICE_DETAILS_DECIMALS);

/** The cart's Price Details block (product-spec section 9), over the prices the order was paid at. */
export function OrderPriceDetails({ order }: { order: Order }) {
  const headingId = useId();
  const details = orderPriceDetails(order);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.priceHeading}>
        {shopTexts.priceDetails}
      </h2>
      <dl className={styles.priceRows}>
        <div className={styles.priceRow}>
          <dt>{priceLabel(details.itemCount)}</dt>
          <dd>{rupees(details.mrpTotal)}</dd>
        </div>
        {details.productDiscount > 0 && (
          <div className={styles.priceRow}>
            <dt>{orderMessages.productDiscount}</dt>
            <dd className={styles.saving}>−{rupees(details.productDiscount)}</dd>
          </div>
        )}
        <div className={styles.priceRow}>
          <dt>{orderMessages.subtotal}</dt>
          <dd>{rupees(details.subtotal)}</dd>
        </div>
        <div className={`${styles.priceRow} ${styles.totalRow}`}>
          <dt>{orderMessages.totalAmount}</dt>
          <dd>{rupees(details.totalPayable)}</dd>
        </div>
      </dl>
      {details.youSave > 0 && (
        <p className={styles.youSave}>
          {orderMessages.youSaved} {rupees(details.youSave)} on this order
        </p>
      )}
      <p className={styles.pricesNote}>{shopTexts.pricesNote}</p>
    </section>
  );
}
