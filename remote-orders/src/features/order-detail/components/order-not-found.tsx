import { Link } from 'react-router';
import { orderMessages, ordersTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { ORDERS_PATH } from '../../../shared/order-paths';
import styles from './order-detail.module.css';

export function OrderNotFound() {
  const texts = useTexts(ordersTexts);
  const messages = useTexts(orderMessages);
  return (
    <div className={styles.notFound}>
      <h2 className={styles.notFoundTitle}>{texts.notFound}</h2>
      <Link
        to={ORDERS_PATH}
        className={`tf-link-button tf-link-button--secondary ${styles.linkButton}`}
      >
        {messages.allOrders}
      </Link>
    </div>
  );
}
