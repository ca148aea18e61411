import { Link } from 'react-router';
import { CartIcon } from './cart-icons';
import { cartLinkLabel } from './cart-messages';
import styles from './cart-link.module.css';
import { useCartCount } from './use-cart';

/** Beyond this the badge reads "99+"; the accessible name keeps the real count. */
const BADGE_MAX = 99;

/** The header's cart link, for the shell's Home: the icon, with a badge of the item count. */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className={styles.link} aria-label={cartLinkLabel(count)}>
      <CartIcon />
      {!!count && (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
