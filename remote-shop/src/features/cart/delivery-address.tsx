import { Link } from 'react-router';
import { COUNTRY_CODE, nationalDigits, shopTexts, type AddressBookEntry } from 'shared-contracts';
import { PinIcon } from './cart-icons';
import { cartMessages } from './cart-messages';
import styles from './cart-page.module.css';

export const SHIPPING_ADDRESS_PATH = '/account/edit-shipping-address';

export interface DeliveryAddressProps {
  address: AddressBookEntry | undefined;
  loading: boolean;
}

/** The delivering-to card: CHANGE edits the address, ADD when it has no name yet. */
export function DeliveryAddress({ address, loading }: DeliveryAddressProps) {
  const name = address?.name?.trim();
  const hasName = !!name;
  const action = hasName ? shopTexts.change : shopTexts.add;
  return (
    <section className={styles.address} aria-labelledby="cart-deliver-to" aria-busy={loading}>
      <PinIcon className={styles.addressIcon} />
      <div className={styles.addressText}>
        <h2 id="cart-deliver-to" className={styles.addressHeading}>
          {cartMessages.deliverTo}
          {name && <span className={styles.addressName}>{name}</span>}
        </h2>
        {loading ? (
          <span className={styles.addressSkeleton} aria-hidden="true" />
        ) : address ? (
          <AddressLines address={address} />
        ) : (
          <p className={styles.addressMissing}>{shopTexts.noAddress}</p>
        )}
      </div>
      {!loading && (
        <Link
          to={SHIPPING_ADDRESS_PATH}
          className={styles.addressAction}
          aria-label={hasName ? 'Change shipping address' : 'Add shipping address'}
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
