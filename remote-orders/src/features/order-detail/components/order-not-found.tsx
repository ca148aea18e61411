import { Link } from 'react-router';
import { ordersTexts } from 'shared-contracts';
import { orderMessages } from '../../../shared/order-messages';
import { ORDERS_PATH } from '../../../shared/order-paths';
import styles from './order-detail.module.css';

export function OrderNotFound() {
  return (
    <div className={styles.notFound}>
      <h2 className={styles.notFoundTitle}>{ordersTexts.notFound}</h2>
      <Link
        to={ORDERS_PATH}
        className={`tf-link-button tf-link-button--secondary ${styles.linkButton}`}
      >
        {orderMessages.allOrders}
      </Link>
    </div>
  );
}
