import type { CartItem } from 'shared-contracts';
import { checkoutMessages } from '../checkout-messages';
import type { CheckoutDetails } from '../utils/checkout-details';
import { CardPreview } from './card-preview';
import styles from './card-preview.module.css';

export interface CardPreviewsProps {
  lines: Pick<CartItem, '_id' | 'name' | 'image'>[];
  values: Pick<CheckoutDetails, 'customerName' | 'designation' | 'customerPhoto' | 'customerLogo'>;
}

/** Each design in the cart, printed with the details as they stand in the form now. */
export function CardPreviews({ lines, values }: CardPreviewsProps) {
  if (lines.length === 0) return null;
  return (
    <div className={styles.block}>
      <ul className={styles.previews} aria-label={checkoutMessages.previewsLabel}>
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
      <p className={styles.note}>{checkoutMessages.previewNote}</p>
    </div>
  );
}
