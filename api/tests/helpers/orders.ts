import { eq } from 'drizzle-orm';
import type { CartItem, Order, OrderCreateRequest } from 'shared-contracts';
import { orders, type OrderRow } from '../../src/db/schema/index.js';
import type { EmulatorStore } from '../../src/modules/payments/emulator/index.js';
import type { TestApp } from './app.js';
import { add, cartOf } from './cart.js';
import { addProduct } from './catalogue.js';
import { onboardedUser, type TestUser } from './users.js';

/** The delivery address an order carries (an address book entry's fields). */
export const deliveryAddress = () => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  address1: '12, MG Road',
  address2: 'Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
  type: 'Home' as const,
});

export async function portfolioIdOf(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.call('GET', '/portfolio', { token: user.token });
  return res.json().result.portfolio._id;
}

/** The create payload for this cart, as the review screen sends it. */
export function orderBody(
  portfolioId: string,
  cart: CartItem[],
  overrides: Partial<OrderCreateRequest> = {},
): OrderCreateRequest {
  return {
    portfolioId,
    nfcDetails: {
      customerName: 'Asha Rao',
      designation: 'Founder',
      customerLogo: { image: null, source: 'none' },
      customerPhoto: { image: null, source: 'none' },
    },
    totalPrice: cart.reduce((sum, line) => sum + line.salePrice * line.quantity, 0),
    items: cart.map(({ productId, quantity, salePrice }) => ({ productId, quantity, salePrice })),
    address: deliveryAddress(),
    ...overrides,
  };
}

export interface Shopper {
  user: TestUser;
  portfolioId: string;
  cart: CartItem[];
  body: OrderCreateRequest;
}

/** An onboarded person with a card of ₹499 x2 and one of ₹799 in the cart (₹1,797). */
export async function shopperWithCart(t: TestApp, name = 'Asha Rao'): Promise<Shopper> {
  const user = await onboardedUser(t, name);
  const first = await addProduct(t, { name: 'Midnight Matte', salePrice: 499, actualPrice: 999 });
  const second = await addProduct(t, { name: 'Rose Gold', salePrice: 799, actualPrice: 1299 });
  await add(t, user, first.id);
  await add(t, user, first.id);
  await add(t, user, second.id);
  const cart = await cartOf(t, user);
  const portfolioId = await portfolioIdOf(t, user);
  return { user, portfolioId, cart, body: orderBody(portfolioId, cart) };
}

export const placeOrder = (
  t: TestApp,
  user: TestUser,
  body: unknown,
  headers: Record<string, string> = {},
) => t.call('POST', '/order', { token: user.token, body, headers });

/** Places the shopper's order and answers it; throws unless it was made. */
export async function placedOrder(t: TestApp, shopper: Shopper): Promise<Order> {
  const res = await placeOrder(t, shopper.user, shopper.body);
  if (res.statusCode !== 201) throw new Error(`POST /order: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export const emulator = (t: TestApp): EmulatorStore => {
  if (!t.api.razorpayEmulator) throw new Error('the Razorpay emulator is not running');
  return t.api.razorpayEmulator;
};

export async function orderRow(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.api.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export const allOrders = (t: TestApp) => t.api.db.select().from(orders);

/** The path of the emulator's hosted page for a link, under the API. */
export const payPage = (linkUrl: string) => new URL(linkUrl).pathname;
