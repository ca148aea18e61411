import { Link } from 'react-router';
import { formatPrice, listDate, type QueueOrder } from 'shared-contracts';
import { Badge, ChevronRightIcon } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { staffOrderPath } from '../../../shared/paths';
import { FlagBadge } from '../../../shared/status-badge';
import styles from './queue.module.css';

/** One order of the queue: the whole row is the link to it. */
export function QueueRow({ order }: { order: QueueOrder }) {
  const date = listDate(order.createdAt);
  return (
    <li>
      <Link to={staffOrderPath(order._id)} className={styles.row}>
        <span className={styles.codeCell}>
          <span className={styles.code}>{order.code}</span>
          {order.paymentFlag && <FlagBadge flag={order.paymentFlag} />}
          {order.orderStatus === 'confirmed' && order.artworkAt && (
            <Badge tone="progress">{consoleTexts.artworkTaken}</Badge>
          )}
        </span>
        <span className={styles.customer}>
          <span className={styles.customerName}>{order.customerName}</span>
          {order.customerEmail && <span className={styles.contact}>{order.customerEmail}</span>}
          <span className={styles.contact}>{order.customerPhone}</span>
        </span>
        <span className={styles.cardsCell}>{consoleTexts.cards(order.cardCount)}</span>
        <time className={styles.date} dateTime={order.createdAt}>
          {date}
        </time>
        <strong className={styles.total}>{formatPrice(order.totalPrice)}</strong>
        <ChevronRightIcon className={styles.chevron} />
      </Link>
    </li>
  );
}
