import {
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductCategory,
  type ProductDetailResponse,
  type ProductListResponse,
} from 'shared-contracts';

/** Shared by the product test files: products, pages and answers as the API gives them. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const categories: ProductCategory[] = [
  { _id: uuid(901), name: 'Metal' },
  { _id: uuid(902), name: 'Matte' },
  { _id: uuid(903), name: 'Wood' },
];

export function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: uuid(n),
    name: `Card design ${n}`,
    category: categories[0]!,
    productImages: [
      { key: `products/${uuid(n)}-front.jpg` },
      { key: `products/${uuid(n)}-back.jpg` },
    ],
    price: 499,
    actualPrice: 999,
    salePrice: 499,
    discountPercentage: 50,
    description: `The card design number ${n}.`,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Products numbered from `first`, `count` of them. */
export const products = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => product(first + index));

export const listPage = (results: Product[], page = 1): ProductListResponse => ({
  success: true,
  results,
  page,
  limit: PRODUCT_PAGE_SIZE,
});

export const detailAnswer = (
  results: Product,
  otherProducts: Product[] = [],
): ProductDetailResponse => ({ success: true, results, otherProducts });

/** GET /product with the list's parameters, as the host receives it. */
export const listCall = (params: Record<string, string | number> = {}) => ({
  url: '/product',
  params: { page: 1, limit: PRODUCT_PAGE_SIZE, sort: 'new', ...params },
});
