import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { cartItems } from '../../db/schema/cart.js';
import { availableAmong } from '../products/public.js';
import { linesOf } from './repository.js';

/*
 * What checkout does with a cart, each in the caller's transaction: read and lock its lines,
 * empty them into an order, and put them back when that order's payment fails.
 */

/** The person's lines with each product's price now, the lines locked until the order is made. */
export const lockCartLines = (tx: Queryable, userId: string) =>
  linesOf(tx, userId).for('update', { of: cartItems });

export type LockedCartLine = Awaited<ReturnType<typeof lockCartLines>>[number];

/** The lines of these products leave the person's cart (they became an order). */
export async function clearCartLines(
  tx: Queryable,
  userId: string,
  productIds: string[],
): Promise<void> {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/**
 * Lines go back into the person's cart: those whose product can still be bought, unless the cart
 * has a line of that product already (which is kept as it is).
 */
export async function restoreCartLines(
  tx: Queryable,
  userId: string,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  const available = await availableAmong(
    tx,
    lines.map((line) => line.productId),
  );
  const restored = lines.filter((line) => available.has(line.productId));
  if (restored.length === 0) return;
  await tx
    .insert(cartItems)
    .values(restored.map(({ productId, quantity }) => ({ userId, productId, quantity })))
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId] });
}
