import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  OTHER_PRODUCTS_COUNT,
  type AdminProduct,
  type Product,
  type ProductCategory,
  type ProductListQuery,
  type SortKey,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { productCategories, products } from '../../db/schema/products.js';
import { toAdminProduct, toCategory, toProduct } from './mappers.js';
import { availableToBuy } from './sale.js';
import { escapeLike } from '../../lib/like.js';

type Reader = Pick<Database, 'select'>;

/**
 * Each order is the column list of one partial index (db/schema/products.ts), so a page is read off
 * the index rather than sorted. DESC is NULLS FIRST by default, as the indexes are declared.
 */
const ORDERS: Record<SortKey, SQL[]> = {
  new: [desc(products.createdAt), desc(products.id)],
  popular: [
    desc(products.unitsSold),
    desc(products.cartAdds),
    desc(products.createdAt),
    desc(products.id),
  ],
  priceAsc: [asc(products.salePricePaise), desc(products.createdAt), desc(products.id)],
  priceDsc: [desc(products.salePricePaise), desc(products.createdAt), desc(products.id)],
};

/** The expression the trigram index is built on, word for word. */
const matches = (term: string) =>
  sql`lower(${products.name} || ' ' || ${products.description}) like '%' || lower(${escapeLike(term)}) || '%'`;

const withCategory = (db: Reader) =>
  db
    .select({
      product: products,
      category: { id: productCategories.id, name: productCategories.name },
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));

function filters(query: Pick<ProductListQuery, 'search' | 'category'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(matches(query.search));
  if (query.category) conditions.push(eq(products.categoryId, query.category));
  return conditions;
}

export interface ProductPage<T> {
  results: T[];
  page: number;
  limit: number;
}

/**
 * GET /product without HTTP: one page of what people may see. `query` is already validated
 * (productListQuerySchema); more pages may exist only while a page is full.
 */
export async function listProducts(
  db: Reader,
  query: ProductListQuery,
): Promise<ProductPage<Product>> {
  const rows = await productListStatement(db, query);
  return { results: rows.map(toProduct), page: query.page, limit: query.limit };
}

/** The query listProducts runs, unrun: `.toSQL()` gives its text and parameters, for EXPLAIN. */
export const productListStatement = (db: Reader, query: ProductListQuery) =>
  withCategory(db)
    .where(and(availableToBuy, ...filters(query)))
    .orderBy(...ORDERS[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

/** GET /admin/product: the same, archived products and categories included. */
export async function listAdminProducts(
  db: Reader,
  query: ProductListQuery,
): Promise<ProductPage<AdminProduct>> {
  const conditions = filters(query);
  const rows = await withCategory(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...ORDERS[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { results: rows.map(toAdminProduct), page: query.page, limit: query.limit };
}

export interface ProductDetail {
  results: Product;
  /** Up to OTHER_PRODUCTS_COUNT others: the same category first, then the newest. */
  otherProducts: Product[];
}

/** GET /product/{id} without HTTP: null for an id that is unknown or not to be seen. */
export async function productDetail(db: Reader, id: string): Promise<ProductDetail | null> {
  const [row] = await withCategory(db).where(and(availableToBuy, eq(products.id, id)));
  if (!row) return null;
  const newest = ORDERS.new;
  const categoryId = row.product.categoryId;
  // Two reads, each off an index (category then newest), rather than one sort of everything.
  const sameCategory = categoryId
    ? await withCategory(db)
        .where(and(availableToBuy, eq(products.categoryId, categoryId), ne(products.id, id)))
        .orderBy(...newest)
        .limit(OTHER_PRODUCTS_COUNT)
    : [];
  const rest =
    sameCategory.length < OTHER_PRODUCTS_COUNT
      ? await withCategory(db)
          .where(
            and(
              availableToBuy,
              ne(products.id, id),
              categoryId ? sql`${products.categoryId} is distinct from ${categoryId}` : undefined,
            ),
          )
          .orderBy(...newest)
          .limit(OTHER_PRODUCTS_COUNT - sameCategory.length)
      : [];
  return { results: toProduct(row), otherProducts: [...sameCategory, ...rest].map(toProduct) };
}

/** Names compare byte by byte, so PGlite and a PostgreSQL server of any locale agree. */
const BY_NAME = [
  sql`lower(${productCategories.name}) collate "C"`,
  sql`${productCategories.name} collate "C"`,
];

/** GET /product-category: the categories people may see, by name. */
export async function listCategories(db: Reader): Promise<ProductCategory[]> {
  const rows = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(sql`not ${productCategories.archived}`)
    .orderBy(...BY_NAME);
  return rows.map(toCategory);
}

/** GET /admin/product-category: every category, archived ones too. */
export async function listAdminCategories(db: Reader) {
  return db
    .select()
    .from(productCategories)
    .orderBy(...BY_NAME);
}

/** One product as an admin sees it, archived or not; null when there is none. */
export async function findAdminProduct(db: Reader, id: string): Promise<AdminProduct | null> {
  const [row] = await withCategory(db).where(eq(products.id, id));
  return row ? toAdminProduct(row) : null;
}
