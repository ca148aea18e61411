import { useId } from 'react';
import { checkoutMessages, checkoutTexts, type CartItem } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { PriceTag } from '../../../shared/price-tag';
import { ProductImage } from '../../../shared/product-image';
import styles from './review-items.module.css';

/** The product count, then each card with its quantity and prices; nothing here changes them. */
export function ReviewItems({ lines, itemCount }: { lines: CartItem[]; itemCount: number }) {
  const headingId = useId();
  const texts = useTexts(checkoutTexts);
  const messages = useTexts(checkoutMessages);
  return (
    <section className={styles.items} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.count}>
        {texts.itemCount(itemCount)}
      </h2>
      <ul className={styles.lines} aria-label={messages.itemsLabel}>
        {lines.map((line) => (
          <ReviewLine key={line._id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function ReviewLine({ line }: { line: CartItem }) {
  const nameId = useId();
  const messages = useTexts(checkoutMessages);
  return (
    <li>
      <article className={styles.line} aria-labelledby={nameId}>
        <ProductImage
          className={styles.thumb}
          image={line.image}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          loading="lazy"
        />
        <div className={styles.lineBody}>
          <h3 id={nameId} className={styles.lineName}>
            {line.name}
          </h3>
          <PriceTag prices={line} />
          <p className={styles.quantity}>{messages.quantity(line.quantity)}</p>
        </div>
      </article>
    </li>
  );
}
