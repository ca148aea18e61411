import { STORAGE_KEYS, type CartItem } from 'shared-contracts';

/**
 * The one snapshot of the cart, in localStorage, is only for an instant first paint: the server's
 * answer always replaces it. It follows the one cached cart (cart-api.ts writes both); screens
 * read it here rather than keep a copy. Anything that does not look like cart lines is ignored.
 */
export function readStoredCart(): CartItem[] | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cart);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCartLine) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** An empty cart removes the key, so nothing of it outlives the last line. */
export function writeStoredCart(lines: readonly CartItem[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(STORAGE_KEYS.cart);
    else localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: the copy is a convenience, the server still has the cart.
  }
}

function isCartLine(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartItem>;
  return (
    typeof line._id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.quantity === 'number' &&
    typeof line.salePrice === 'number' &&
    typeof line.actualPrice === 'number'
  );
}
