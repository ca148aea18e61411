import { Link } from 'react-router';
import { orderMessages, ordersTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { PRODUCTS_PATH } from '../../../shared/order-paths';
import { BoxIcon } from '../../../shared/icons';
import styles from './order-list.module.css';

export function OrdersEmpty() {
  const texts = useTexts(ordersTexts);
  const messages = useTexts(orderMessages);
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <BoxIcon width={40} height={40} />
      </span>
      <h2 className={styles.emptyTitle}>{texts.emptyTitle}</h2>
      <p className={styles.emptyText}>{texts.emptyText}</p>
      <Link to={PRODUCTS_PATH} className={`tf-link-button ${styles.linkButton}`}>
        {messages.exploreCards}
      </Link>
    </div>
  );
}
