import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import {
  STORAGE_KEYS,
  type AddressBookEntry,
  type CartItem,
  type LoadedCatalogue,
} from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { CartPage } from '../src/features/cart/cart-page';
import { cartApi } from '../src/shared/cart-api';
import { cachedDelivery } from './shop-cache';

/** Shared by the cart's test files: lines, addresses, and the cart screen as the shell mounts it. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides._id ?? 'c1';
  const line: CartItem = {
    _id: id,
    cartId: id,
    productId: 'p1',
    name: 'Midnight Matte NFC Card',
    image: { key: 'products/3f1c2b4a-1111-4222-8333-444455556666.jpg' },
    salePrice: 499,
    actualPrice: 999,
    discountPercentage: 50,
    quantity: 1,
    totalAmount: 499,
    ...overrides,
  };
  return { ...line, totalAmount: overrides.totalAmount ?? line.salePrice * line.quantity };
}

export const homeAddress: AddressBookEntry = {
  _id: 'a1',
  name: 'Asha Rao',
  mobile: '+919876543210',
  address1: '12 Lake View',
  address2: 'Indiranagar',
  landmark: '',
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
  type: 'Home',
  default: true,
};

export const cartBody = (lines: CartItem[]) => ({ success: true, results: lines });
export const lineBody = (line: CartItem | null) => ({ success: true, result: line });
export const addressBody = (entries: AddressBookEntry[]) => ({ success: true, result: entries });

export const storeCart = (lines: CartItem[]) =>
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
export const storedCart = (): CartItem[] | null =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as CartItem[] | null;

/** Shows what the review screen starts from: the cached cart, and the address Checkout carried. */
function ReviewProbe() {
  const { state } = useLocation();
  const { address } = (state ?? {}) as { address?: AddressBookEntry };
  const cart = useSelector(cartApi.endpoints.getCart.select());
  return (
    <p>
      Review of {cart.data?.length ?? 0} lines for {address?.name ?? 'nobody'}
    </p>
  );
}

export interface RenderCartOptions {
  /** The server's cart; 'hold' keeps GET /cart/user pending until the test releases it. */
  cart?: CartItem[] | 'hold';
  /** GET /cart/user answers this error message (500) instead. */
  cartError?: string;
  addresses?: AddressBookEntry[];
  ui?: ReactElement;
  /** The person's language (shared-contracts' loadCatalogue); English without. */
  language?: LoadedCatalogue;
}

/** The page asks for the cart, then the address book: the answers are queued in that order. */
export function renderCart({
  cart = [],
  cartError,
  addresses = [homeAddress],
  ui,
  language,
}: RenderCartOptions = {}) {
  const host = fakeHost();
  const releaseCart = cart === 'hold' && !cartError ? host.hold() : undefined;
  if (cartError) host.fail(500, cartError);
  else if (cart !== 'hold') host.answer(cartBody(cart));
  host.answer(addressBody(addresses));
  const view = renderScreen(ui ?? <CartPage />, {
    route: '/cart',
    cached: [cachedDelivery()],
    host,
    apis: [shopApi],
    session: { token: 't', userId: 'u1' },
    language,
    routes: {
      '/nfc-review': <ReviewProbe />,
      '/account/edit-shipping-address': <p>Shipping address screen</p>,
      '/products': <p>Explore Cards screen</p>,
    },
  });
  return { ...view, releaseCart: (lines: CartItem[]) => releaseCart?.(cartBody(lines)) };
}
