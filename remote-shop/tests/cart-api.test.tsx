import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { useAddToCartMutation } from '../src/shared/cart-api';
import { CartLink } from '../src/shared/cart-link';
import type { ReactElement } from 'react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { cartBody, cartLine, lineBody, storeCart, storedCart } from './cart-fixtures';

/** What the product page does: one button that adds one of a product. */
function AddButton({ productId }: { productId: string }) {
  const [add] = useAddToCartMutation();
  return (
    <button type="button" onClick={() => void add(productId)}>
      Add to Cart
    </button>
  );
}

function render(ui: ReactElement, host = fakeHost()) {
  const view = renderScreen(ui, {
    route: '/product/p2',
    host,
    apis: [shopApi],
    session: { token: 't', userId: 'u1' },
  });
  return { ...view, host };
}

beforeEach(() => localStorage.clear());

describe('addToCart', () => {
  it('merges the returned line into the shown cart at once, then reloads the cart', async () => {
    const shop = fakeHost();
    shop.answer(cartBody([cartLine({ quantity: 1 })]));
    const { host, user } = render(
      <>
        <CartLink />
        <AddButton productId="p2" />
      </>,
      shop,
    );
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    const added = cartLine({ _id: 'c2', productId: 'p2', name: 'Rose Gold Card' });
    const releaseAdd = host.hold();
    const releaseReload = host.hold();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    releaseAdd({ success: true, result: added, message: 'Added to cart' });

    // Counted from the merged answer while the reload is still on its way.
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await waitFor(() =>
      expect(host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`)).toEqual([
        'GET /cart/user',
        'POST /cart/p2',
        'GET /cart/user',
      ]),
    );
    releaseReload(cartBody([cartLine({ quantity: 1 }), { ...added, quantity: 2 }]));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(storedCart()?.map((line) => line._id)).toEqual(['c1', 'c2']);
    expect(storedCart()?.[1]?.quantity).toBe(2);
  });

  it('adds to the stored copy when no cart is loaded, so the next first paint is not stale', async () => {
    storeCart([cartLine({ quantity: 1 })]);
    const { host, user } = render(<AddButton productId="p1" />);
    host.answer(lineBody(cartLine({ quantity: 2 })));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(storedCart()?.[0]?.quantity).toBe(2));
    expect(host.calls).toEqual([{ url: '/cart/p1', method: 'POST' }]);
  });
});
