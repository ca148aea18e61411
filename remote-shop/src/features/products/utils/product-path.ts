/** The product page's path; a visitor comes back to it after signing in. */
export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

export const PRODUCT_LIST_PATH = '/products';
