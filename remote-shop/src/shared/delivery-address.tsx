import { useId, type SVGProps } from 'react';
import { Link } from 'react-router';
import {
  COUNTRY_CODE,
  nationalDigits,
  shopTexts,
  summaryMessages,
  type AddressBookEntry,
} from 'shared-contracts';
import { outlineIconProps, useTexts } from 'web-kit';
import styles from './delivery-address.module.css';

/** The address is edited in the account pages (remote-auth); the cart and the review link there. */
export const SHIPPING_ADDRESS_PATH = '/account/edit-shipping-address';

export interface DeliveryAddressProps {
  address: AddressBookEntry | undefined;
  loading: boolean;
  /** "Deliver to" in the cart; the review says "Delivering to". */
  heading?: string;
}

/** The delivering-to card: CHANGE edits the address, ADD when it has no name yet. */
export function DeliveryAddress({ address, loading, heading }: DeliveryAddressProps) {
  const shop = useTexts(shopTexts);
  const summary = useTexts(summaryMessages);
  const headingId = useId();
  const name = address?.name?.trim();
  const hasName = !!name;
  const action = hasName ? shop.change : shop.add;
  return (
    <section className={styles.address} aria-labelledby={headingId} aria-busy={loading}>
      <PinIcon className={styles.addressIcon} />
      <div className={styles.addressText}>
        <h2 id={headingId} className={styles.addressHeading}>
          {heading ?? summary.deliverTo}
          {name && <span className={styles.addressName}>{name}</span>}
        </h2>
        {loading ? (
          <span className={styles.addressSkeleton} aria-hidden="true" />
        ) : address ? (
          <AddressLines address={address} />
        ) : (
          <p className={styles.addressMissing}>{shop.noAddress}</p>
        )}
      </div>
      {!loading && (
        <Link
          to={SHIPPING_ADDRESS_PATH}
          className={styles.addressAction}
          aria-label={hasName ? summary.changeAddress : summary.addAddress}
        >
          {action}
        </Link>
      )}
    </section>
  );
}

function AddressLines({ address }: { address: AddressBookEntry }) {
  const phone = nationalDigits(address.mobile);
  const street = [address.address1, address.address2, address.landmark].filter(Boolean).join(', ');
  const place = [address.district, address.state].filter(Boolean).join(', ');
  return (
    <address className={styles.addressLines}>
      {street && <span>{street}</span>}
      {(place || address.pincode) && (
        <span>{[place, address.pincode].filter(Boolean).join(' - ')}</span>
      )}
      {address.mobile && <span>{phone ? `${COUNTRY_CODE} ${phone}` : address.mobile}</span>}
    </address>
  );
}

const PinIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);
