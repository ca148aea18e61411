import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { MAX_CART_LINE_QUANTITY, type CartItem } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { cartItems } from '../../db/schema/cart.js';
import { countCartAdd, joinForSale, lockForSale, saleColumns } from '../products/public.js';
import { toCartItem } from './cart-item.js';

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  ...saleColumns,
};

/** The person's lines with their products as they sell now, oldest first. */
export const linesOf = (db: Pick<Queryable, 'select'>, userId: string) =>
  joinForSale(db.select(lineColumns).from(cartItems).$dynamic(), cartItems.productId)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

/** Why a change was refused; the routes turn each into an answer. */
export type CartRefusal = 'product-not-found' | 'unavailable' | 'line-not-found' | 'limit';

export type AddOutcome = { item: CartItem; created: boolean } | CartRefusal;
export type StepOutcome = { item: CartItem | null } | CartRefusal;

/** Every query names the owner: a line is found, listed or changed only through its user. */
export function createCartRepository(db: Database) {
  const ownedLine = (userId: string, id: string) =>
    and(eq(cartItems.userId, userId), eq(cartItems.id, id));

  /** The line and its product, the line locked until the transaction ends. */
  const lockLine = async (tx: Pick<Database, 'select'>, userId: string, id: string) => {
    const [line] = await joinForSale(
      tx.select(lineColumns).from(cartItems).$dynamic(),
      cartItems.productId,
    )
      .where(ownedLine(userId, id))
      .for('update', { of: cartItems });
    return line;
  };

  const setQuantity = (tx: Pick<Database, 'update'>, id: string, quantity: number) =>
    tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));

  return {
    /**
     * Oldest line first. Lines of products no longer available (archived, or in an archived
     * category) can no longer be bought: they are left out and deleted, so the cart, its count
     * and a later checkout agree.
     */
    async list(userId: string): Promise<CartItem[]> {
      const lines = await linesOf(db, userId);
      const stale = lines.filter((line) => !line.available).map((line) => line.id);
      if (stale.length > 0) {
        await db
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, stale)));
      }
      return lines.filter((line) => line.available).map(toCartItem);
    },

    /**
     * One more of a product: a new line of 1, or +1 on the existing one. The product is locked
     * first (lockForSale), so an admin cannot archive it half-way and concurrent adds queue up;
     * the upsert makes a second line impossible and its WHERE keeps the cap. The popularity
     * counter moves only when a unit was really added.
     */
    add(userId: string, productId: string): Promise<AddOutcome> {
      return db.transaction(async (tx) => {
        const product = await lockForSale(tx, productId);
        if (!product) return 'product-not-found';
        if (!product.available) return 'unavailable';

        const [line] = await tx
          .insert(cartItems)
          .values({ userId, productId, quantity: 1 })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId],
            set: { quantity: sql`${cartItems.quantity} + 1`, updatedAt: sql`now()` },
            setWhere: sql`${cartItems.quantity} < ${MAX_CART_LINE_QUANTITY}`,
          })
          .returning({ id: cartItems.id, quantity: cartItems.quantity });
        if (!line) return 'limit';

        await countCartAdd(tx, productId);
        return {
          item: toCartItem({ ...product, ...line, productId }),
          // A line that already existed holds at least 2 after the +1.
          created: line.quantity === 1,
        };
      });
    },

    increment(userId: string, id: string): Promise<StepOutcome> {
      return db.transaction(async (tx) => {
        const line = await lockLine(tx, userId, id);
        if (!line) return 'line-not-found';
        if (!line.available) return 'unavailable';
        if (line.quantity >= MAX_CART_LINE_QUANTITY) return 'limit';
        const quantity = line.quantity + 1;
        await setQuantity(tx, id, quantity);
        return { item: toCartItem({ ...line, quantity }) };
      });
    },

    /** At 1 the line goes: a cart never holds 0 of anything. */
    decrement(userId: string, id: string): Promise<StepOutcome> {
      return db.transaction(async (tx) => {
        const line = await lockLine(tx, userId, id);
        if (!line) return 'line-not-found';
        if (line.quantity <= 1) {
          await tx.delete(cartItems).where(eq(cartItems.id, id));
          return { item: null };
        }
        const quantity = line.quantity - 1;
        await setQuantity(tx, id, quantity);
        return { item: toCartItem({ ...line, quantity }) };
      });
    },

    /** By the line's id, or by the product's id as the spec's client sends it. */
    async remove(userId: string, id: string): Promise<string | null> {
      const [line] = await db
        .delete(cartItems)
        .where(
          and(eq(cartItems.userId, userId), or(eq(cartItems.id, id), eq(cartItems.productId, id))),
        )
        .returning({ id: cartItems.id });
      return line?.id ?? null;
    },
  };
}
