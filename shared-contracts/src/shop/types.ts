import type { FileRef } from '../portfolio/types.js';

/** GET /product-category. */
export interface ProductCategory {
  _id: string;
  name: string;
}

/**
 * A product as the shop shows it. Money is kept in paise on the server and answered in rupees;
 * `price` is the sale price under the spec's other name, and the discount is computed, never stored.
 */
export interface Product {
  _id: string;
  name: string;
  /** null when the product has no category ("N/A" on the detail page). */
  category: ProductCategory | null;
  productImages: FileRef[];
  price: number;
  /** The MRP, in rupees. */
  actualPrice: number;
  salePrice: number;
  /** Whole percent off the MRP, rounded down so a promise is never overstated. */
  discountPercentage: number;
  description: string;
  createdAt: string;
}

/** An admin also sees what people never see. */
export interface AdminProduct extends Product {
  archived: boolean;
  unitsSold: number;
  cartAdds: number;
}

export interface AdminProductCategory extends ProductCategory {
  archived: boolean;
}

/** GET /product: one page. More pages may exist only while a page is full (`limit` items). */
export interface ProductListResponse {
  success: true;
  results: Product[];
  page: number;
  limit: number;
}

/** GET /product/{id}. */
export interface ProductDetailResponse {
  success: true;
  results: Product;
  /** Up to 8 others, the same category first. */
  otherProducts: Product[];
}

/** GET /product-category. */
export interface ProductCategoryListResponse {
  success: true;
  results: ProductCategory[];
}

/** One line of a person's cart, with the product's current prices. */
export interface CartItem {
  _id: string;
  /** The same id as `_id`: the spec reads either. */
  cartId: string;
  productId: string;
  name: string;
  image: FileRef | null;
  salePrice: number;
  actualPrice: number;
  discountPercentage: number;
  quantity: number;
  /** salePrice x quantity, in rupees. */
  totalAmount: number;
}

/** GET /cart/user. */
export interface CartResponse {
  success: true;
  results: CartItem[];
}
