import { Link } from 'react-router';
import { ordersTexts } from 'shared-contracts';
import { orderMessages } from '../../../shared/order-messages';
import { PRODUCTS_PATH } from '../../../shared/order-paths';
import { BoxIcon } from '../../../shared/icons';
import styles from './order-list.module.css';

export function OrdersEmpty() {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <BoxIcon width={40} height={40} />
      </span>
      <h2 className={styles.emptyTitle}>{ordersTexts.emptyTitle}</h2>
      <p className={styles.emptyText}>{ordersTexts.emptyText}</p>
      <Link to={PRODUCTS_PATH} className={`tf-link-button ${styles.linkButton}`}>
        {orderMessages.exploreCards}
      </Link>
    </div>
  );
}
