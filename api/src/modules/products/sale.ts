import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { productCategories, products } from '../../db/schema/products.js';

/**
 * A product can be bought, and is shown: not archived and not in an archived category. Written
 * once, for the catalogue, the cart and checkout. `not archived` comes first, word for word the
 * partial indexes' predicate (db/schema/products.ts), so the catalogue's pages are read off them.
 * Needs the product's category joined (joinForSale does it).
 */
export const availableToBuy = sql<boolean>`not ${products.archived} and (${products.categoryId} is null or not ${productCategories.archived})`;

/** What a cart line or an order line shows of its product: today's name, images and prices. */
export const saleColumns = {
  name: products.name,
  images: products.images,
  salePricePaise: products.salePricePaise,
  actualPricePaise: products.actualPricePaise,
  available: availableToBuy,
};

/** Joins each row's product (by `productId`) and its category, for saleColumns. */
export function joinForSale<T extends PgSelect>(query: T, productId: PgColumn) {
  return query
    .innerJoin(products, eq(products.id, productId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));
}

/**
 * A product as it sells now, its row locked until the transaction ends (FOR NO KEY UPDATE, which
 * foreign-key checks do not wait on): an admin cannot archive it half-way through a cart's add,
 * and concurrent adds queue up. Undefined for an unknown product.
 */
export async function lockForSale(tx: Queryable, productId: string) {
  const [product] = await tx
    .select(saleColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, productId))
    .for('no key update', { of: products });
  return product;
}

/** The ids among `productIds` that can be bought now. */
export async function availableAmong(tx: Queryable, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(inArray(products.id, productIds), availableToBuy));
  return new Set(rows.map((row) => row.id));
}

/*
 * The popularity counters. Raw SQL, so they do not touch updated_at, which dates the product's
 * own edits.
 */

/** A unit went into someone's cart. */
export async function countCartAdd(tx: Queryable, productId: string): Promise<void> {
  await tx.execute(sql`update products set cart_adds = cart_adds + 1 where id = ${productId}`);
}

/** Units were sold (their order was paid): counted once, in the payment's transaction. */
export async function markSold(
  tx: Queryable,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  const sold = new Map<string, number>();
  for (const line of lines)
    sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  if (sold.size === 0) return;
  const values = sql.join(
    [...sold].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} set units_sold = ${products.unitsSold} + l.quantity
    from (values ${values}) as l(product_id, quantity)
    where ${products.id} = l.product_id`);
}
