import { createNextState, current, isDraft } from '@reduxjs/toolkit';
import { buildPath, paths, type ApiSuccess, type CartItem } from 'shared-contracts';
import { shopApi } from '../api';
import { readStoredCart, writeStoredCart } from './cart-storage';

/** GET /cart/user: the spec reads `results`, or `data`, or the body itself as the list. */
type CartListBody = { results?: CartItem[]; data?: CartItem[] } | CartItem[];

const cartListOf = (body: CartListBody): CartItem[] =>
  Array.isArray(body) ? body : (body.results ?? body.data ?? []);

/** A line's id: the spec reads cartId or _id. */
export const cartLineId = (line: Pick<CartItem, '_id' | 'cartId'>): string =>
  line.cartId || line._id;

const sameLine = (id: string) => (line: CartItem) => line._id === id || line.cartId === id;

/** The server's answer for one line: replace the line with the same id, else append it. */
function mergeLine(lines: CartItem[], item: CartItem): void {
  const index = lines.findIndex(sameLine(item._id));
  if (index < 0) lines.push(item);
  else lines[index] = item;
}

function dropLine(lines: CartItem[], id: string): void {
  const index = lines.findIndex(sameLine(id));
  if (index >= 0) lines.splice(index, 1);
}

type Recipe = (lines: CartItem[]) => void;

/** What can apply a change to the cached cart: a query's or a screen's dispatch. */
type CartDispatch = (action: ReturnType<typeof cartApi.util.updateQueryData>) => unknown;

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], void>({
      query: () => ({ url: paths.cart }),
      transformResponse: cartListOf,
      providesTags: ['Cart'],
      async onQueryStarted(_, { queryFulfilled }) {
        try {
          writeStoredCart((await queryFulfilled).data);
        } catch {
          // A failed load keeps the stored copy; the screen reports the failure.
        }
      },
    }),
    /** Adds one of a product: a new line with quantity 1, or +1 on its line. */
    addToCart: build.mutation<CartItem, string>({
      query: (productId) => ({ url: buildPath(paths.cartAdd, { productId }), method: 'POST' }),
      transformResponse: (response: ApiSuccess<CartItem>) => response.result,
      // The returned line shows at once; the reload the tag asks for confirms the whole cart.
      invalidatesTags: (result) => (result ? ['Cart'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const item = await settled(queryFulfilled);
        if (item) patchCart(dispatch, (lines) => mergeLine(lines, item));
      },
    }),
    /** The server is the truth for the line's quantity and total, so its answer replaces it. */
    incrementCartItem: build.mutation<CartItem | null, string>({
      query: (cartId) => ({ url: buildPath(paths.cartIncrement, { cartId }), method: 'PATCH' }),
      transformResponse: (response: ApiSuccess<CartItem | null>) => response.result,
      async onQueryStarted(cartId, { dispatch, queryFulfilled }) {
        const item = await settled(queryFulfilled);
        if (item !== undefined) patchCart(dispatch, lineUpdate(cartId, item));
      },
    }),
    /** null: the line reached 0 and the server removed it. */
    decrementCartItem: build.mutation<CartItem | null, string>({
      query: (cartId) => ({ url: buildPath(paths.cartDecrement, { cartId }), method: 'PATCH' }),
      transformResponse: (response: ApiSuccess<CartItem | null>) => response.result,
      async onQueryStarted(cartId, { dispatch, queryFulfilled }) {
        const item = await settled(queryFulfilled);
        if (item !== undefined) patchCart(dispatch, lineUpdate(cartId, item));
      },
    }),
    removeCartItem: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: buildPath(paths.cartRemove, { id }), method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<{ _id: string }>) => response.result,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const removed = await settled(queryFulfilled);
        if (removed) patchCart(dispatch, (lines) => dropLine(lines, id));
      },
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useIncrementCartItemMutation,
  useDecrementCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;

/** The mutation's data, or undefined when it failed (the caller reports the failure). */
async function settled<T>(queryFulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await queryFulfilled).data;
  } catch {
    return undefined;
  }
}

function lineUpdate(cartId: string, item: CartItem | null): Recipe {
  return (lines) => {
    if (item && item.quantity > 0) mergeLine(lines, item);
    else dropLine(lines, cartId);
  };
}

/** The server empties the cart when it makes an order: the cached cart and the stored copy follow. */
export function clearLocalCart(dispatch: CartDispatch): void {
  patchCart(dispatch, (lines) => {
    lines.splice(0);
  });
}

/**
 * Applies a change to the cached cart and to the stored copy, so every change is persisted
 * locally. With no cached cart (no screen showing it), the stored copy alone is changed, so the
 * next first paint is not stale.
 */
function patchCart(dispatch: CartDispatch, recipe: Recipe): void {
  let next: CartItem[] | undefined;
  dispatch(
    cartApi.util.updateQueryData('getCart', undefined, (lines) => {
      recipe(lines);
      next = isDraft(lines) ? current(lines) : lines;
    }),
  );
  if (next) return writeStoredCart(next);
  const stored = readStoredCart();
  if (stored) writeStoredCart(createNextState(stored, recipe));
}
