import { useId } from 'react';
import {
  formatRupees,
  PRICE_DETAILS_DECIMALS,
  priceDetailsTexts,
  shopTexts,
  type PriceDetails,
} from 'shared-contracts';
import styles from './price-details.module.css';

const rupees = (amount: number) => formatRupees(amount, PRICE_DETAILS_DECIMALS);

/**
 * The Price Details block of product-spec section 9, in the cart, the review and an order: MRP
 * total, product discount (only above 0), subtotal, total payable and "You save" (only above 0).
 * There is no shipping fee, so there is no shipping line.
 */
export function PriceDetailsCard({ details }: { details: PriceDetails }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {shopTexts.priceDetails}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{priceDetailsTexts.price(details.itemCount)}</dt>
          <dd>{rupees(details.mrpTotal)}</dd>
        </div>
        {details.productDiscount > 0 && (
          <div className={styles.row}>
            <dt>{priceDetailsTexts.productDiscount}</dt>
            <dd className={styles.saving}>−{rupees(details.productDiscount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{priceDetailsTexts.subtotal}</dt>
          <dd>{rupees(details.subtotal)}</dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{priceDetailsTexts.totalPayable}</dt>
          <dd>{rupees(details.totalPayable)}</dd>
        </div>
      </dl>
      {details.youSave > 0 && (
        <p className={styles.youSave}>{priceDetailsTexts.youSave(rupees(details.youSave))}</p>
      )}
      <p className={styles.note}>{shopTexts.pricesNote}</p>
    </section>
  );
}
