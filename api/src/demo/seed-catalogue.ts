import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, productCategories } from '../db/schema/index.js';
import { createCategory, createProduct, storeProductImage } from '../modules/products/catalogue.js';
import { renderCardImages, type CardImage } from './catalogue/card-images.js';
import { DEMO_CATEGORIES, DEMO_DESIGNS, type CardDesign } from './catalogue/designs.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Designs drawn at once: enough to keep two cores busy, few enough to bound memory. */
const RENDER_CONCURRENCY = 3;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

/**
 * The demo catalogue for a fresh install: four categories and a product for every design in
 * catalogue/designs.ts, each with its front, back and in-hand images drawn by code. Runs only
 * while the catalogue is empty (no category and no product, archived or not), so it happens
 * once and never mixes with a catalogue an admin has started. Takes the API's own instance
 * (its db and storage), as `createServer`'s `expose` hands it over. Answers what it made, or null.
 */
export async function seedDemoCatalogue(
  api: FastifyInstance,
): Promise<{ categories: number; products: number } | null> {
  if (!api.hasDecorator('db') || !api.hasDecorator('storage')) {
    throw new Error("demo catalogue: pass the API's own instance (createServer's expose)");
  }
  const [anyCategory] = await api.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .limit(1);
  const [anyProduct] = await api.db.select({ id: products.id }).from(products).limit(1);
  if (anyCategory || anyProduct) return null;

  const started = performance.now();
  const rendered = await inBatches(DEMO_DESIGNS, RENDER_CONCURRENCY, async (design) => ({
    design,
    images: await renderCardImages(design),
  }));

  // One transaction, so a failed start leaves no half catalogue that would stop the next one
  // from seeding. Image bytes stored before a failure are orphans no row names, never served.
  const now = Date.now();
  const made = await api.db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const name of DEMO_CATEGORIES) {
      categoryIds.set(name, (await createCategory(tx, name))._id);
    }
    const create = async ({ design, images }: { design: CardDesign; images: CardImage[] }) => {
      // One after another: a transaction is one connection, which runs one query at a time.
      const stored = [];
      for (const image of images) {
        stored.push(
          await storeProductImage(
            { db: tx, storage: api.storage },
            image,
            `${design.slug}-${image.name}.jpg`,
          ),
        );
      }
      const product = await createProduct(tx, {
        name: design.name,
        categoryId: categoryIds.get(design.category)!,
        description: design.description,
        actualPrice: design.mrp,
        salePrice: design.price,
        productImages: stored.map(({ key }) => ({ key })),
      });
      // Products made in one transaction share one creation time; each is dated back to when
      // the design "arrived", so Newest First shows a believable order.
      await tx
        .update(products)
        .set({ createdAt: new Date(now - design.addedDaysAgo * DAY_MS) })
        .where(eq(products.id, product._id));
      return product;
    };
    return inBatches(rendered, 1, create);
  });

  api.log.info(
    {
      categories: DEMO_CATEGORIES.length,
      products: made.length,
      ms: Math.round(performance.now() - started),
    },
    'demo data: the shop has its demo catalogue',
  );
  return { categories: DEMO_CATEGORIES.length, products: made.length };
}
