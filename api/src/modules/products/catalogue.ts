import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  PRODUCT_IMAGE_KEY_PATTERN,
  productCategorySchema,
  productCreateSchema,
  productUpdateSchema,
  shopErrors,
  toPaise,
  type AdminProduct,
  type AdminProductCategory,
  type FileRef,
  type ProductCategoryRequest,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type UploadedFile,
} from 'shared-contracts';
import { isUniqueViolation, type Database, type Queryable } from '../../db/client.js';
import { files, productCategories, products } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import {
  storeEncodedImage,
  storeImage,
  type EncodedImage,
  type ImageStore,
} from '../files/public.js';
import { findAdminProduct } from './listing.js';
import { toAdminCategory } from './mappers.js';

/**
 * The catalogue's writes, for the admin routes and for code (the demo catalogue, benchmarks).
 * Every one checks what the admin routes check: the shared schemas, then the database's side
 * (the category exists and is open, images are catalogue uploads, the sale price is not above MRP).
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** PostgreSQL text cannot hold U+0000; it is refused as the field's fault, not a server error. */
const NUL_MESSAGE = 'This text contains a character that is not allowed';
function refuseNul(fields: Record<string, string | undefined>) {
  for (const [field, value] of Object.entries(fields)) {
    if (value?.includes('\u0000')) throw fieldError(400, field, NUL_MESSAGE);
  }
}

const categoryNameTaken = () =>
  conflict(shopErrors.categoryNameTaken, { name: shopErrors.categoryNameTaken });

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        sql`lower(${productCategories.name}) = lower(${name})`,
        exceptId ? ne(productCategories.id, exceptId) : undefined,
      ),
    );
  if (taken) throw categoryNameTaken();
}

/** Two admins naming two categories alike at once: the unique index decides, and says 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw categoryNameTaken();
    throw error;
  }
}

/** A new category; its name must differ from every other's, ignoring case (else 409). */
export async function createCategory(
  db: Executor,
  name: string,
  options: { archived?: boolean } = {},
): Promise<AdminProductCategory> {
  const input = await productCategorySchema.validate({ name, ...options }, { abortEarly: false });
  refuseNul({ name: input.name });
  await assertNameFree(db, input.name);
  const [row] = await uniqueName(() =>
    db
      .insert(productCategories)
      .values({ name: input.name, archived: input.archived ?? false })
      .returning(),
  );
  return toAdminCategory(row!);
}

/** Renames, archives or restores a category; null when there is no such category. */
export async function updateCategory(
  db: Executor,
  id: string,
  changes: Partial<ProductCategoryRequest>,
): Promise<AdminProductCategory | null> {
  if (changes.name !== undefined) {
    refuseNul({ name: changes.name });
    await assertNameFree(db, changes.name, id);
  }
  const [row] = await uniqueName(() =>
    db
      .update(productCategories)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.archived !== undefined && { archived: changes.archived }),
      })
      .where(eq(productCategories.id, id))
      .returning(),
  );
  return row ? toAdminCategory(row) : null;
}

/** A category a product may be put in: one that exists and is not archived. */
async function assertOpenCategory(db: Executor, id: string) {
  const [category] = await db
    .select({ archived: productCategories.archived })
    .from(productCategories)
    .where(eq(productCategories.id, id));
  if (!category || category.archived) {
    throw fieldError(400, 'categoryId', shopErrors.categoryNotFound);
  }
}

/**
 * Every image must be a catalogue upload (a `files` row with no owner, under products/), else
 * 400 on its own field. Answers the refs to store: each key with its upload's recorded name.
 */
export async function checkProductImages(db: Executor, refs: FileRef[]): Promise<FileRef[]> {
  const keys = [...new Set(refs.map((ref) => ref.key))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({ key: files.key, name: files.name })
          .from(files)
          .where(and(inArray(files.key, keys), isNull(files.userId)))
          // Held until the caller's transaction ends: the uploads' collector skips locked rows.
          .orderBy(asc(files.key))
          .for('share');
  const known = new Map(rows.map((row) => [row.key, row.name]));
  return refs.map((ref, index) => {
    const name = known.get(ref.key);
    if (name === undefined || !PRODUCT_IMAGE_KEY_PATTERN.test(ref.key)) {
      throw fieldError(400, `productImages[${index}].key`, shopErrors.imageNotProductImage);
    }
    return { key: ref.key, name };
  });
}

/**
 * A new product, prices in rupees as POST /admin/product takes them (stored as paise).
 * `productImages` are refs of images stored with storeProductImage or the upload route.
 */
export async function createProduct(
  db: Executor,
  request: ProductCreateRequest,
): Promise<AdminProduct> {
  const input = await productCreateSchema.validate(request, { abortEarly: false });
  refuseNul({ name: input.name, description: input.description });
  if (input.categoryId) await assertOpenCategory(db, input.categoryId);
  const images = await checkProductImages(db, input.productImages);
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      categoryId: input.categoryId,
      description: input.description,
      actualPricePaise: toPaise(input.actualPrice),
      salePricePaise: toPaise(input.salePrice),
      images,
    })
    .returning({ id: products.id });
  return (await findAdminProduct(db, row!.id))!;
}

/**
 * Changes what was sent; null when there is no such product. A price sent alone is held against
 * the stored other one, with the row locked so two half-changes cannot pass the check together.
 */
export async function updateProduct(
  db: Pick<Database, 'transaction'>,
  id: string,
  request: ProductUpdateRequest,
  /** Told the change inside its transaction (the audit log's entry commits with it). */
  changed?: (tx: Queryable, before: AdminProduct, after: AdminProduct) => Promise<void>,
): Promise<AdminProduct | null> {
  const changes = await productUpdateSchema.validate(request, { abortEarly: false });
  refuseNul({ name: changes.name, description: changes.description });
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) return null;
    const before = changed && (await findAdminProduct(tx, id));
    const actualPricePaise =
      changes.actualPrice === undefined ? current.actualPricePaise : toPaise(changes.actualPrice);
    const salePricePaise =
      changes.salePrice === undefined ? current.salePricePaise : toPaise(changes.salePrice);
    if (salePricePaise > actualPricePaise) {
      throw fieldError(400, 'salePrice', shopErrors.salePriceAboveMrp);
    }
    if (changes.categoryId) await assertOpenCategory(tx, changes.categoryId);
    const images = changes.productImages && (await checkProductImages(tx, changes.productImages));
    await tx
      .update(products)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.categoryId !== undefined && { categoryId: changes.categoryId }),
        ...(images && { images }),
        ...(changes.archived !== undefined && { archived: changes.archived }),
        actualPricePaise,
        salePricePaise,
      })
      .where(eq(products.id, id));
    const after = await findAdminProduct(tx, id);
    if (changed && before && after) await changed(tx, before, after);
    return after;
  });
}

/** Archived, never deleted: a product that was ever ordered must stay. Null when unknown. */
export const archiveProduct = (
  db: Pick<Database, 'transaction'>,
  id: string,
  changed?: Parameters<typeof updateProduct>[3],
) => updateProduct(db, id, { archived: true }, changed);

/**
 * Stores a catalogue image from bytes (checked and re-encoded exactly as an upload is), or as
 * reencodeImage already made it, under `products/{uuid}.{jpg|png}` with a `files` row that has
 * no owner. Answers its file object, whose `key` goes into a product's `productImages`.
 */
export function storeProductImage(
  store: ImageStore,
  image: Buffer | EncodedImage,
  filename?: string,
): Promise<UploadedFile> {
  const where = {
    filename,
    userId: null,
    keyFor: (extension: EncodedImage['extension']) => `products/${randomUUID()}.${extension}`,
  };
  return Buffer.isBuffer(image)
    ? storeImage(store, { ...where, data: image })
    : storeEncodedImage(store, { ...where, image });
}
