import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FileRef } from 'shared-contracts';
import { id, timestamps } from './columns.js';

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('product_categories_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * The catalogue. Money is integer paise; the discount is computed from the two prices, never
 * stored. A product that was ever ordered is archived, never deleted. `unitsSold` and `cartAdds`
 * are counters kept by the code that sells and adds, so sorting by popularity never scans orders.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references(() => productCategories.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull().default(''),
    actualPricePaise: integer('actual_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    images: jsonb('images').$type<FileRef[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    unitsSold: integer('units_sold').notNull().default(0),
    cartAdds: integer('cart_adds').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check(
      'products_prices_check',
      sql`${table.salePricePaise} > 0 and ${table.salePricePaise} <= ${table.actualPricePaise}`,
    ),
    // One index per way the list is read; only what people can see is indexed.
    index('products_new_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not ${table.archived}`),
    index('products_price_idx')
      .on(table.salePricePaise, table.id)
      .where(sql`not ${table.archived}`),
    index('products_popular_idx')
      .on(
        table.unitsSold.desc().nullsFirst(),
        table.cartAdds.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`not ${table.archived}`),
    index('products_category_new_idx')
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not ${table.archived}`),
    // Case-insensitive substring search of name and description (pg_trgm). Without fastupdate, a
    // new product is in the index at once: PGlite runs no autovacuum to flush a pending list, and
    // the planner skips an index with a long one.
    index('products_search_idx')
      .using('gin', sql`(lower(${table.name} || ' ' || ${table.description})) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`not ${table.archived}`),
  ],
);

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
