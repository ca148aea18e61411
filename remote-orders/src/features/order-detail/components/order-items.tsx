import { useId } from 'react';
import {
  checkoutTexts,
  formatPrice,
  orderMessages,
  type Order,
  type OrderLine,
} from 'shared-contracts';
import { useTexts } from 'web-kit';
import { itemCountOf } from '../../../shared/order-figures';
import { ProductThumb } from '../../../shared/product-thumb';
import styles from './order-detail.module.css';

/** The cards in the order as they were bought: picture, name, quantity and price. */
export function OrderItems({ order }: { order: Order }) {
  const headingId = useId();
  const messages = useTexts(orderMessages);
  const checkout = useTexts(checkoutTexts);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeading}>
        <h2 id={headingId} className={styles.cardTitle}>
          {messages.items}
        </h2>
        <span className={styles.count}>{checkout.itemCount(itemCountOf(order))}</span>
      </div>
      <ul className={styles.items}>
        {order.products.map((line) => (
          <ItemRow key={line._id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function ItemRow({ line }: { line: OrderLine }) {
  const messages = useTexts(orderMessages);
  return (
    <li className={styles.item}>
      <ProductThumb image={line.product.productImages[0]} size={64} className={styles.itemThumb} />
      <div className={styles.itemBody}>
        <p className={styles.itemName}>{line.product.name}</p>
        <p className={styles.itemMeta}>
          {messages.quantity(line.quantity)}
          {line.quantity > 1 && ` · ${messages.each(formatPrice(line.salePrice))}`}
        </p>
      </div>
      <strong className={styles.itemPrice}>{formatPrice(line.totalPrice)}</strong>
    </li>
  );
}
