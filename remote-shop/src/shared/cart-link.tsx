import type { SVGProps } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { cartMessages } from 'shared-contracts';
import { outlineIconProps, selectToken, useTexts } from 'web-kit';
import { useGetCartQuery } from './cart-api';
import styles from './cart-link.module.css';

/** Beyond this the badge reads "99+"; the accessible name keeps the real count. */
const BADGE_MAX = 99;

/** The link's accessible name: "Cart", "Cart, 1 item", "Cart, 3 items". */
export const cartLinkLabel = (
  count: number | undefined,
  texts: Pick<typeof cartMessages, 'cart' | 'cartWithItems'> = cartMessages,
) => (count ? texts.cartWithItems(count) : texts.cart);

/** The count: the server's cart only, nothing for a visitor. */
export function useCartCount(): number | undefined {
  const token = useSelector(selectToken);
  const { data } = useGetCartQuery(undefined, { skip: !token });
  return data?.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

/**
 * The header's cart link, the icon with a badge of the item count: the shell's Home, the product
 * list and the product page. One cached cart serves them all, so an Add to Cart shows at once.
 */
export function CartLink() {
  const count = useCartCount();
  const texts = useTexts(cartMessages);
  return (
    <Link to="/cart" className={styles.link} aria-label={cartLinkLabel(count, texts)}>
      <CartIcon />
      {!!count && (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}

export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p)}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.3 11.2a2 2 0 0 0 2 1.6h8.1a2 2 0 0 0 2-1.5L21.5 7H6" />
  </svg>
);
