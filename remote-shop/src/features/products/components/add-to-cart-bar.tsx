import { useEffect, useRef, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { addToCartMessages, shopTexts, type Product } from 'shared-contracts';
import {
  Button,
  buttonClass,
  errorMessage,
  signInLink,
  resumedAction,
  selectToken,
  useNotify,
  type SignInRequest,
  useTexts,
} from 'web-kit';
import { useAddToCartMutation } from '../../../shared/cart-api';
import { PriceTag } from '../../../shared/price-tag';
import { productPath } from '../utils/product-path';
import { ADD_TO_CART_ACTION } from './add-to-cart-messages';
import styles from './product-detail.module.css';

/**
 * The bar pinned to the bottom of the product page. Add to Cart adds one and opens the cart. A
 * visitor is told why they must sign in first; they come back to this product (through
 * registration and onboarding too), where the card is added for them. For a visitor it is a link
 * to the sign-in page, so that on the server-rendered page it works before the app's script has
 * arrived (they come back to this product then, and add it themselves).
 */
export function AddToCartBar({ product }: { product: Product }) {
  const token = useSelector(selectToken);
  const navigate = useNavigate();
  const notify = useNotify();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const shop = useTexts(shopTexts);
  const messages = useTexts(addToCartMessages);
  useAddAfterSignIn(product._id, !!token);

  const signIn = (event: MouseEvent) => {
    event.preventDefault();
    const state: SignInRequest = {
      from: productPath(product._id),
      reason: messages.signInReason,
      then: ADD_TO_CART_ACTION,
    };
    navigate('/login', { state });
  };

  const add = async () => {
    try {
      await addToCart(product._id).unwrap();
      navigate('/cart');
    } catch (error) {
      notify.error(errorMessage(error, addToCartMessages.failed));
    }
  };

  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <div className={styles.barPrice}>
          <PriceTag prices={product} size="medium" />
          <span className={styles.taxes}>{shop.inclusiveOfTaxes}</span>
        </div>
        {token ? (
          <Button className={styles.addButton} block={false} busy={isLoading} onClick={add}>
            {shop.addToCart}
          </Button>
        ) : (
          <Link
            to={signInLink(productPath(product._id))}
            className={buttonClass({ className: styles.addButton, block: false })}
            onClick={signIn}
          >
            {shop.addToCart}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * Back from signing in with the Add to Cart they had asked for: the card is added once and they
 * stay on the product, told so. The request is taken off the page's history entry first, so a
 * reload or a return to this entry adds nothing more; Strict Mode's second run finds it taken.
 */
function useAddAfterSignIn(productId: string, signedIn: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [addToCart] = useAddToCartMutation();
  const handled = useRef<string | null>(null);
  const asked = signedIn && resumedAction(location.state) === ADD_TO_CART_ACTION;

  useEffect(() => {
    if (!asked || handled.current === location.key) return;
    handled.current = location.key;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    addToCart(productId)
      .unwrap()
      .then(
        () => notify.success(shopTexts.addedToCart),
        (error: unknown) => notify.error(errorMessage(error, addToCartMessages.failed)),
      );
  }, [
    asked,
    location.key,
    location.pathname,
    location.search,
    navigate,
    addToCart,
    productId,
    notify,
  ]);
}
