import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  cartMessages,
  formatRupees,
  PRICE_SUMMARY_DECIMALS,
  priceDetails,
  shippingAddressOf,
  shopTexts,
  validationMessages,
  type CartItem,
  type PriceDetails,
} from 'shared-contracts';
import {
  Button,
  errorMessage,
  PriceDetailsCard,
  Screen,
  useHostResource,
  useNotify,
  useTexts,
  useTranslate,
} from 'web-kit';
import { CartIcon } from '../../shared/cart-link';
import { DeliveryAddress, SHIPPING_ADDRESS_PATH } from '../../shared/delivery-address';
import { DeliveryLine } from '../../shared/delivery-line';
import { canShipTo } from '../../shared/ship-to';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';
import { useCart } from './use-cart';

/** Where Checkout goes; the review screen reads `{ address }` from the navigation state. */
export const REVIEW_PATH = '/nfc-review';

/**
 * The cart (`/cart`). The server's cart is the truth; the stored snapshot only paints the lines
 * while it is asked for. Checkout waits for the server's answer, so review never starts from a
 * stale copy. The address book is remote-auth's, read from its slice (where a saved address is at
 * once), and Checkout waits while it is being asked for.
 */
export function CartPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart();
  const shop = useTexts(shopTexts);
  const messages = useTexts(cartMessages);
  const addressBook = useHostResource('AddressBook');
  const address = shippingAddressOf(addressBook.data);
  // Checkout was tapped without an address: the spec's message stays, with the way to add one,
  // until there is an address to ship to.
  const [askedForAddress, setAskedForAddress] = useState(false);
  const addressNeeded = askedForAddress && !addressBook.isFetching && !canShipTo(address);
  useReportLoadError(cart.error);

  const lines = cart.lines;
  const details = priceDetails(lines ?? []);
  const empty = lines?.length === 0;

  // Opened straight from a link or a reload, there is no step back inside the app.
  const back = () => (location.key === 'default' ? navigate('/home') : navigate(-1));

  const checkout = () => {
    if (!lines || lines.length === 0) return;
    if (!canShipTo(address)) {
      setAskedForAddress(true);
      return;
    }
    // The lines stay in the cache, where the review finds them.
    navigate(REVIEW_PATH, { state: { address } });
  };

  return (
    <Screen
      title={shop.cartHeading}
      onBack={back}
      footer={
        lines && (
          <div className={styles.footer}>
            {addressNeeded && <AddressNeeded />}
            <div className={styles.footerTotal}>
              <span className={styles.footerLabel}>{messages.total}</span>
              <strong className={styles.footerAmount}>
                {formatRupees(details.totalPayable, PRICE_SUMMARY_DECIMALS)}
              </strong>
            </div>
            <Button
              className={styles.checkout}
              block={false}
              disabled={empty || !cart.confirmed || addressBook.isFetching}
              onClick={checkout}
            >
              {shop.checkout}
            </Button>
          </div>
        )
      }
    >
      {lines === undefined ? (
        <LoadingOrError error={cart.error} onRetry={cart.refetch} />
      ) : (
        <>
          {cart.error && !cart.confirmed && (
            <LoadFailed error={cart.error} onRetry={cart.refetch} />
          )}
          <DeliveryAddress address={address} loading={addressBook.isLoading} />
          {!empty && <DeliveryLine className={styles.delivery} />}
          {empty ? <EmptyCart /> : <CartContents lines={lines} details={details} />}
        </>
      )}
    </Screen>
  );
}

/**
 * Where Checkout was tapped, above it: why the order cannot go on and the button that fixes it,
 * which takes the focus (it is what the person does next).
 */
function AddressNeeded() {
  const action = useRef<HTMLAnchorElement>(null);
  const messages = useTexts(cartMessages);
  const translate = useTranslate();
  useEffect(() => action.current?.focus(), []);
  return (
    <div className={styles.addressNeeded}>
      <p className={styles.addressNeededText} role="alert">
        {translate(validationMessages.checkoutAddressMissing)}
      </p>
      <Link
        ref={action}
        to={SHIPPING_ADDRESS_PATH}
        className={`tf-link-button tf-link-button--secondary ${styles.addressNeededAction}`}
      >
        {messages.addAddress}
      </Link>
    </div>
  );
}

/** The spec only logs a failed load; a toast too, once per failure (StrictMode runs effects twice). */
function useReportLoadError(error: unknown) {
  const notify = useNotify();
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || error === reported.current) return;
    reported.current = error;
    console.error('Cart load failed', error);
    notify.error(errorMessage(error, cartMessages.loadFailed));
  }, [error, notify]);
}

function CartContents({ lines, details }: { lines: CartItem[]; details: PriceDetails }) {
  const messages = useTexts(cartMessages);
  return (
    <>
      <ul className={styles.lines} aria-label={messages.itemsLabel}>
        {lines.map((line) => (
          <CartLine key={line._id} line={line} />
        ))}
      </ul>
      <PriceDetailsCard details={details} />
    </>
  );
}

function EmptyCart() {
  const shop = useTexts(shopTexts);
  const messages = useTexts(cartMessages);
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <CartIcon width={40} height={40} />
      </span>
      <p className={styles.emptyTitle}>{shop.cartEmpty}</p>
      <p className={styles.emptyHint}>{messages.emptyHint}</p>
      <Link to="/products" className="tf-link-button">
        {messages.exploreCards}
      </Link>
    </div>
  );
}

function LoadingOrError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const shop = useTexts(shopTexts);
  const messages = useTexts(cartMessages);
  const translate = useTranslate();
  if (!error) {
    return (
      <p className={styles.loading} role="status">
        {shop.loading}
      </p>
    );
  }
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{translate(errorMessage(error, messages.loadFailed))}</p>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}

/** Over the stored copy: it may be out of date, and Checkout waits for the server. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const messages = useTexts(cartMessages);
  const translate = useTranslate();
  return (
    <div className={styles.loadFailed} role="alert">
      <span>{translate(errorMessage(error, messages.loadFailed))}</span>
      <button type="button" className={styles.retryLink} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
