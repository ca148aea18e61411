import { useId } from 'react';
import {
  formatRupees,
  PRICE_DETAILS_DECIMALS,
  shopTexts,
  type PriceDetails,
} from 'shared-contracts';
import styles from './price-details-card.module.css';
import { priceLabel, summaryMessages } from './summary-messages';

const rupees = (amount: number) => formatRupees(amount, PRICE_DETAILS_DECIMALS);

/**
 * Exactly the lines of product-spec section 9: MRP total, product discount (only above 0),
 * subtotal, total payable and "You save". There is no shipping fee, so there is no shipping line.
 */
export function PriceDetailsCard({ details }: { details: PriceDetails }) {
  const headingId = useId();
  return (
    <section className={styles.priceCard} aria-labelledby={headingId}>
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
            <dt>{summaryMessages.productDiscount}</dt>
            <dd className={styles.saving}>−{rupees(details.productDiscount)}</dd>
          </div>
        )}
        <div className={styles.priceRow}>
          <dt>{summaryMessages.subtotal}</dt>
          <dd>{rupees(details.subtotal)}</dd>
        </div>
        <div className={`${styles.priceRow} ${styles.totalRow}`}>
          <dt>{summaryMessages.totalPayable}</dt>
          <dd>{rupees(details.totalPayable)}</dd>
        </div>
      </dl>
      {details.youSave > 0 && (
        <p className={styles.youSave}>
          {summaryMessages.youSave} {rupees(details.youSave)} on this order
        </p>
      )}
      <p className={styles.pricesNote}>{shopTexts.pricesNote}</p>
    </section>
  );
}
