import { checkoutMessages, type CartItem } from 'shared-contracts';
import { useTexts } from 'web-kit';
import type { CheckoutDetails } from '../utils/checkout-details';
import { CardPreview } from './card-preview';
import styles from './card-preview.module.css';

export interface CardPreviewsProps {
  lines: Pick<CartItem, '_id' | 'name' | 'image'>[];
  values: Pick<CheckoutDetails, 'customerName' | 'designation' | 'customerPhoto' | 'customerLogo'>;
}

/** Each design in the cart, printed with the details as they stand in the form now. */
export function CardPreviews({ lines, values }: CardPreviewsProps) {
  const messages = useTexts(checkoutMessages);
  if (lines.length === 0) return null;
  return (
    <div className={styles.block}>
      <ul className={styles.previews} aria-label={messages.previewsLabel}>
        {lines.map((line) => (
          <li key={line._id}>
            <CardPreview
              design={line.image}
              productName={line.name}
              name={values.customerName}
              designation={values.designation}
              photo={values.customerPhoto.image}
              logo={values.customerLogo.image}
            />
          </li>
        ))}
      </ul>
      <p className={styles.note}>{messages.previewNote}</p>
    </div>
  );
}
