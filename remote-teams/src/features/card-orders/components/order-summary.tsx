import { useTexts } from 'web-kit';
import { formatPrice, PRICES_NOTE, type Organisation, type Product } from 'shared-contracts';
import shared from '../../../shared/teams.module.css';
import { totalOf } from '../utils/order-values';
import { cardOrdersTexts } from './card-orders-texts';
import styles from './card-orders.module.css';

/**
 * What is paid for: the design, cards × its price and the total; the tax invoice's name and GSTIN
 * when the organisation has one.
 */
export function OrderSummary({
  organisation,
  design,
  cards,
}: {
  organisation: Organisation;
  design: Product | undefined;
  cards: number;
}) {
  const t = useTexts(cardOrdersTexts);
  return (
    <section className={`${shared.card} ${styles.summary}`} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={shared.sectionHeading}>
        {t.summary}
      </h2>
      {design ? (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t.design}</dt>
            <dd>{design.name}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t.cardCount}</dt>
            <dd>{t.cardsTimesPrice(cards, formatPrice(design.salePrice))}</dd>
          </div>
          <div className={`${styles.figure} ${styles.totalFigure}`}>
            <dt>{t.total}</dt>
            <dd>{formatPrice(totalOf(design.salePrice, cards))}</dd>
          </div>
        </dl>
      ) : (
        <p className={shared.note}>{t.summaryEmpty}</p>
      )}
      {organisation.gstin && (
        <p className={styles.invoice}>{t.taxInvoice(organisation.name, organisation.gstin)}</p>
      )}
      <p className={shared.note}>{PRICES_NOTE}</p>
    </section>
  );
}
