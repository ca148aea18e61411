import { asc, eq } from 'drizzle-orm';
import type { CartItem } from 'shared-contracts';
import { cartItems, products, type ProductRow } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import type { TestUser } from './users.js';

export const add = (t: TestApp, user: TestUser, productId: string) =>
  t.call('POST', `/cart/${productId}`, { token: user.token });

export const increment = (t: TestApp, user: TestUser, cartId: string) =>
  t.call('PATCH', `/cart/increment/${cartId}`, { token: user.token });

export const decrement = (t: TestApp, user: TestUser, cartId: string) =>
  t.call('PATCH', `/cart/decrement/${cartId}`, { token: user.token });

export const remove = (t: TestApp, user: TestUser, id: string) =>
  t.call('DELETE', `/cart/${id}`, { token: user.token });

export async function cartOf(t: TestApp, user: TestUser): Promise<CartItem[]> {
  const res = await t.call('GET', '/cart/user', { token: user.token });
  if (res.statusCode !== 200) throw new Error(`GET /cart/user: ${res.statusCode} ${res.body}`);
  return res.json().results;
}

/** The stored lines, read past the API, to show a refused call changed nothing. */
export const storedLines = (t: TestApp, userId: string) =>
  t.api.db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));

export const allLines = (t: TestApp) =>
  t.api.db.select().from(cartItems).orderBy(asc(cartItems.createdAt), asc(cartItems.id));

/** A product changed past the admin API, as an admin's edit or archive would leave it. */
export async function updateProduct(
  t: TestApp,
  id: string,
  fields: Partial<typeof products.$inferInsert>,
) {
  await t.api.db.update(products).set(fields).where(eq(products.id, id));
}

export async function productRow(t: TestApp, id: string): Promise<ProductRow> {
  const [row] = await t.api.db.select().from(products).where(eq(products.id, id));
  return row!;
}
