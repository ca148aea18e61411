import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { shopTexts, type Product } from 'shared-contracts';
import { Button, errorMessage, selectToken, useNotify } from 'web-kit';
import { useAddToCartMutation } from '../../../shared/cart-api';
import { PriceTag } from '../../../shared/price-tag';
import { productPath } from '../utils/product-path';
import styles from './product-detail.module.css';

/**
 * The bar pinned to the bottom of the product page. Add to Cart adds one and opens the cart; a
 * visitor signs in first and the login screen brings them back to this product.
 */
export function AddToCartBar({ product }: { product: Product }) {
  const token = useSelector(selectToken);
  const navigate = useNavigate();
  const notify = useNotify();
  const [addToCart, { isLoading }] = useAddToCartMutation();

  const add = async () => {
    if (!token) {
      navigate('/login', { state: { from: productPath(product._id) } });
      return;
    }
    try {
      await addToCart(product._id).unwrap();
      navigate('/cart');
    } catch (error) {
      notify.error(errorMessage(error, 'The card could not be added to your cart.'));
    }
  };

  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <div className={styles.barPrice}>
          <PriceTag prices={product} size="medium" />
          <span className={styles.taxes}>{shopTexts.inclusiveOfTaxes}</span>
        </div>
        <Button className={styles.addButton} block={false} busy={isLoading} onClick={add}>
          {shopTexts.addToCart}
        </Button>
      </div>
    </div>
  );
}
