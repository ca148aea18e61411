import {
  discountPercentage,
  toRupees,
  type AdminProduct,
  type AdminProductCategory,
  type Product,
  type ProductCategory,
} from 'shared-contracts';
import type { ProductCategoryRow, ProductRow } from '../../db/schema/index.js';

/** A product row with its category's id and name, as the list and detail queries select it. */
export interface ProductWithCategory {
  product: ProductRow;
  category: Pick<ProductCategoryRow, 'id' | 'name'> | null;
}

export const toCategory = (row: Pick<ProductCategoryRow, 'id' | 'name'>): ProductCategory => ({
  _id: row.id,
  name: row.name,
});

export const toAdminCategory = (row: ProductCategoryRow): AdminProductCategory => ({
  ...toCategory(row),
  archived: row.archived,
});

/** Prices leave the server in rupees; the discount is worked out here, never stored. */
export function toProduct({ product, category }: ProductWithCategory): Product {
  const salePrice = toRupees(product.salePricePaise);
  return {
    _id: product.id,
    name: product.name,
    category: category ? toCategory(category) : null,
    productImages: product.images,
    price: salePrice,
    actualPrice: toRupees(product.actualPricePaise),
    salePrice,
    discountPercentage: discountPercentage(product.actualPricePaise, product.salePricePaise),
    description: product.description,
    createdAt: product.createdAt.toISOString(),
  };
}

export const toAdminProduct = (row: ProductWithCategory): AdminProduct => ({
  ...toProduct(row),
  archived: row.product.archived,
  unitsSold: row.product.unitsSold,
  cartAdds: row.product.cartAdds,
});
