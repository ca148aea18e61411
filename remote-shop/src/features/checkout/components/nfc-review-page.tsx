import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  checkoutMessages,
  checkoutTexts,
  priceDetails,
  shopTexts,
  type NfcDetails,
} from 'shared-contracts';
import { PriceDetailsCard, Screen, useHostResource, useTexts } from 'web-kit';
import { DeliveryAddress } from '../../../shared/delivery-address';
import { DeliveryLine } from '../../../shared/delivery-line';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useReviewAddress } from '../hooks/use-review-address';
import { useReviewCart } from '../hooks/use-review-cart';
import type { BusinessPurchase } from '../utils/checkout-details';
import { orderRequest } from '../utils/order-request';
import { reviewState } from '../utils/review-state';
import { LoadProblem } from './load-problem';
import { NfcDetailsForm } from './nfc-details-form';
import styles from './nfc-review-page.module.css';
import { PayFooter } from './pay-footer';
import { ReviewItems } from './review-items';

const CART_PATH = '/cart';

/**
 * The review (`/nfc-review`, "Review"): the cards, what is printed on them, where they go, the
 * price, then Proceed To Pay. Opened from the cart's Checkout it starts from the cart the cart
 * page loaded and the address it carried; after a reload it asks the server for the cart. The
 * address book and the portfolio are other remotes' (remote-auth's, remote-portfolio's), read
 * from their slices, where an edit made there already is.
 */
export function NfcReviewPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [carried] = useState(() => reviewState(location.state));
  const cart = useReviewCart();
  const delivery = useReviewAddress(carried.address);
  const portfolio = useHostResource('OwnPortfolio');
  const order = usePlaceOrder({ onCartChanged: cart.reload, onLeaving: cart.hold });
  const formId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(checkoutTexts);

  const lines = cart.lines;
  const details = priceDetails(lines ?? []);
  const cardPortfolio = portfolio.isFetching ? undefined : portfolio.data?.portfolio;
  const ready =
    !!lines?.length && cart.confirmed && delivery.canShip && cardPortfolio !== undefined;

  // Opened straight from a link or a reload, there is no step back inside the app.
  const back = () => (location.key === 'default' ? navigate(CART_PATH) : navigate(-1));

  const submit = async (nfcDetails: NfcDetails, business: BusinessPurchase) => {
    if (!ready || !lines || !delivery.address || !cardPortfolio) return undefined;
    return order.placeOrder(
      orderRequest({
        portfolioId: cardPortfolio._id,
        details: nfcDetails,
        lines,
        address: delivery.address,
        business,
      }),
    );
  };

  const content = () => {
    if (lines === undefined) {
      return cart.error ? (
        <LoadProblem
          error={cart.error}
          fallback={checkoutMessages.cartLoadFailed}
          onRetry={cart.reload}
        />
      ) : (
        <Loading />
      );
    }
    if (lines.length === 0) return <EmptyReview />;
    return (
      <>
        {cart.error && (
          <LoadProblem
            error={cart.error}
            fallback={checkoutMessages.cartLoadFailed}
            onRetry={cart.reload}
          />
        )}
        <ReviewItems lines={lines} itemCount={details.itemCount} />
        {cardPortfolio ? (
          <NfcDetailsForm id={formId} portfolio={cardPortfolio} designs={lines} onSubmit={submit} />
        ) : portfolio.isError && !portfolio.isFetching ? (
          <LoadProblem
            error={portfolio.error}
            fallback={checkoutMessages.portfolioLoadFailed}
            onRetry={portfolio.refetch}
          />
        ) : (
          <Loading />
        )}
        {delivery.error ? (
          <LoadProblem
            error={delivery.error}
            fallback={shopTexts.noAddress}
            onRetry={delivery.retry}
          />
        ) : (
          <DeliveryAddress
            heading={texts.deliveringTo}
            address={delivery.address}
            loading={delivery.loading}
          />
        )}
        <DeliveryLine className={styles.delivery} />
        <PriceDetailsCard details={details} />
      </>
    );
  };

  return (
    <Screen
      title={shop.reviewHeading}
      onBack={back}
      footer={
        !!lines?.length && (
          <PayFooter
            formId={formId}
            total={details.totalPayable}
            busy={order.busy}
            disabled={!ready}
            addressMissing={delivery.missing}
          />
        )
      }
    >
      {content()}
    </Screen>
  );
}

function Loading() {
  const shop = useTexts(shopTexts);
  return (
    <p className={styles.loading} role="status">
      {shop.loading}
    </p>
  );
}

function EmptyReview() {
  const shop = useTexts(shopTexts);
  const messages = useTexts(checkoutMessages);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{shop.cartEmpty}</p>
      <Link to="/products" className="tf-link-button">
        {messages.exploreCards}
      </Link>
    </div>
  );
}
