import { Link } from 'react-router';
import { checkoutTexts, formatPrice, listDate, type Order } from 'shared-contracts';
import { ChevronRightIcon, StatusBadge, useTexts } from 'web-kit';
import { itemCountOf, orderStatusOf } from '../../../shared/order-figures';
import { orderPath } from '../../../shared/order-paths';
import { ProductThumb } from '../../../shared/product-thumb';
import styles from './order-list.module.css';

/** One order in the list: the whole card is the link to its detail. */
export function OrderCard({ order }: { order: Order }) {
  const checkout = useTexts(checkoutTexts);
  // The spec's yyyy-mm-dd in every language: it names no month.
  const date = listDate(order.createdAt);
  return (
    <li>
      <Link to={orderPath(order._id)} className={styles.card}>
        <ProductThumb
          image={order.products[0]?.product.productImages[0]}
          size={56}
          className={styles.thumb}
        />
        <div className={styles.cardBody}>
          <div className={styles.cardTop}>
            <span className={styles.code}>{order.code}</span>
            <StatusBadge status={orderStatusOf(order)} />
          </div>
          <div className={styles.cardBottom}>
            <span className={styles.meta}>
              {date && <time dateTime={date}>{date}</time>}
              {date && <span aria-hidden="true"> · </span>}
              {checkout.itemCount(itemCountOf(order))}
            </span>
            <strong className={styles.total}>{formatPrice(order.totalPrice)}</strong>
          </div>
        </div>
        <ChevronRightIcon className={styles.chevron} />
      </Link>
    </li>
  );
}
