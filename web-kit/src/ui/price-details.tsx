import { useId } from 'react';
import {
  formatRupees,
  PRICE_DETAILS_DECIMALS,
  priceDetailsTexts,
  shopTexts,
  type PriceDetails,
} from 'shared-contracts';
import { useTexts } from '../i18n/use-texts';
import styles from './price-details.module.css';

const rupees = (amount: number) => formatRupees(amount, PRICE_DETAILS_DECIMALS);

/**
 * The Price Details block of product-spec section 9, in the cart, the review and an order: MRP
 * total, product discount (only above 0), subtotal, total payable and "You save" (only above 0).
 * There is no shipping fee, so there is no shipping line.
 */
export function PriceDetailsCard({ details }: { details: PriceDetails }) {
  const headingId = useId();
  const shop = useTexts(shopTexts);
  const lines = useTexts(priceDetailsTexts);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {shop.priceDetails}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{lines.price(details.itemCount)}</dt>
          <dd>{rupees(details.mrpTotal)}</dd>
        </div>
        {details.productDiscount > 0 && (
          <div className={styles.row}>
            <dt>{lines.productDiscount}</dt>
            <dd className={styles.saving}>−{rupees(details.productDiscount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{lines.subtotal}</dt>
          <dd>{rupees(details.subtotal)}</dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{lines.totalPayable}</dt>
          <dd>{rupees(details.totalPayable)}</dd>
        </div>
      </dl>
      {details.youSave > 0 && (
        <p className={styles.youSave}>{lines.youSave(rupees(details.youSave))}</p>
      )}
      <p className={styles.note}>{shop.pricesNote}</p>
    </section>
  );
}
