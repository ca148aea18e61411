import { randomUUID } from 'node:crypto';
import { toPaise, type AdminProductCategory, type FileRef } from 'shared-contracts';
import { setRole } from '../../src/cli/admin-command.js';
import { products, type ProductRow } from '../../src/db/schema/index.js';
import { createCategory, storeProductImage } from '../../src/modules/products/catalogue.js';
import type { TestApp } from './app.js';
import { jpeg } from './images.js';
import { verifyEmailOf } from './mailed-links.js';
import { registerUser, type TestUser } from './users.js';

/** A signed-in user with a staff role (given, as every role, to a verified address). */
export async function makeStaff(
  t: TestApp,
  name = 'Staff Person',
  role: 'staff' | 'admin' = 'staff',
): Promise<TestUser> {
  const user = await registerUser(t, name);
  await verifyEmailOf(t, user);
  const { code, message } = await setRole(t.api.db, user.email, role);
  if (code !== 0) throw new Error(`could not make ${role}: ${message}`);
  return user;
}

/** A signed-in user with the admin role. */
export const makeAdmin = (t: TestApp, name = 'Admin Person') => makeStaff(t, name, 'admin');

/** A category through the catalogue's own function; a unique name unless one is given. */
export const addCategory = (
  t: TestApp,
  name = `Category ${randomUUID().slice(0, 8)}`,
  options: { archived?: boolean } = {},
): Promise<AdminProductCategory> => createCategory(t.api.db, name, options);

/** A real catalogue image (stored, with its `files` row), as the upload route makes one. */
export const addProductImage = async (t: TestApp): Promise<FileRef> => {
  const { key, name } = await storeProductImage(t.api, await jpeg(64, 64), 'card.jpg');
  return { key, name };
};

export interface ProductSeed {
  name?: string;
  categoryId?: string | null;
  description?: string;
  /** Rupees. */
  actualPrice?: number;
  /** Rupees. */
  salePrice?: number;
  images?: FileRef[];
  archived?: boolean;
  unitsSold?: number;
  cartAdds?: number;
  createdAt?: Date;
}

const images = new WeakMap<TestApp, Promise<FileRef>>();

/**
 * Products written straight to the table, for tests about reading them: what the list orders by
 * (created time, counters) can be set. All share one stored image unless `images` is given.
 */
export async function addProducts(t: TestApp, seeds: ProductSeed[]): Promise<ProductRow[]> {
  if (seeds.length === 0) return [];
  if (!images.has(t)) images.set(t, addProductImage(t));
  const image = await images.get(t)!;
  return t.api.db
    .insert(products)
    .values(
      seeds.map((seed, index) => ({
        name: seed.name ?? `Card ${index + 1}`,
        categoryId: seed.categoryId ?? null,
        description: seed.description ?? 'A card that opens your portfolio with one tap.',
        actualPricePaise: toPaise(seed.actualPrice ?? 999),
        salePricePaise: toPaise(seed.salePrice ?? 499),
        images: seed.images ?? [image],
        archived: seed.archived ?? false,
        unitsSold: seed.unitsSold ?? 0,
        cartAdds: seed.cartAdds ?? 0,
        ...(seed.createdAt && { createdAt: seed.createdAt }),
      })),
    )
    .returning();
}

export const addProduct = async (t: TestApp, seed: ProductSeed = {}): Promise<ProductRow> =>
  (await addProducts(t, [seed]))[0]!;
