import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { users } from './account.js';
import { products } from './products.js';

/** One line per person and product; the quantity is bounded here as well as in the code. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('cart_items_user_product_idx').on(table.userId, table.productId),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 20`),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
