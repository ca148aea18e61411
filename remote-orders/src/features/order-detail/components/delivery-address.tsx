import { useId } from 'react';
import { COUNTRY_CODE, nationalDigits, orderMessages, type OrderAddress } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './order-detail.module.css';

/** Where the order goes, as copied into it when it was made. */
export function DeliveryAddress({ address }: { address: OrderAddress }) {
  const headingId = useId();
  const messages = useTexts(orderMessages);
  const phone = nationalDigits(address.mobile);
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const place = [address.district, address.state].filter(Boolean).join(', ');
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {messages.deliveryAddress}
      </h2>
      <address className={styles.address}>
        {address.name && <strong className={styles.addressName}>{address.name}</strong>}
        {street && <span>{street}</span>}
        {address.landmark && <span>{messages.landmark(address.landmark)}</span>}
        {(place || address.pincode) && (
          <span>{[place, address.pincode].filter(Boolean).join(' - ')}</span>
        )}
        {address.mobile && <span>{phone ? `${COUNTRY_CODE} ${phone}` : address.mobile}</span>}
      </address>
    </section>
  );
}
