import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { CartLink } from '../src/shared/cart-link';
import { CartPage } from '../src/features/cart/cart-page';
import { cartBody, cartLine, lineBody, renderCart } from './cart-fixtures';

function renderLink(session = { token: 't', userId: 'u1' }) {
  return renderScreen(<CartLink />, { route: '/home', apis: [shopApi], session });
}

beforeEach(() => localStorage.clear());

describe('Cart link', () => {
  it('shows the sum of quantities in a badge, and says it in its name', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderScreen(<CartLink />, {
      route: '/home',
      host,
      apis: [shopApi],
      session: { token: 't', userId: 'u1' },
    });
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('');

    release(cartBody([cartLine({ quantity: 2 }), cartLine({ _id: 'c2', quantity: 1 })]));
    const counted = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(counted).toHaveTextContent('3');
  });

  it('says "Cart, 1 item" for one', async () => {
    const host = fakeHost();
    host.answer(cartBody([cartLine({ quantity: 1 })]));
    renderScreen(<CartLink />, {
      route: '/home',
      host,
      apis: [shopApi],
      session: { token: 't', userId: 'u1' },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('hides the badge for an empty cart', async () => {
    const host = fakeHost();
    host.answer(cartBody([]));
    renderScreen(<CartLink />, {
      route: '/home',
      host,
      apis: [shopApi],
      session: { token: 't', userId: 'u1' },
    });
    await waitFor(() => expect(host.calls).toHaveLength(1));
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveTextContent('');
  });

  it('asks nothing for a visitor and shows only the icon', () => {
    const { host } = renderLink({ token: null, userId: null } as never);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveTextContent('');
    expect(host.calls).toEqual([]);
  });

  it('follows the cart as it changes on the cart page', async () => {
    const { host, user } = renderCart({
      cart: [cartLine({ quantity: 2 })],
      ui: (
        <>
          <CartLink />
          <CartPage />
        </>
      ),
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const line = screen.getByRole('article', { name: 'Midnight Matte NFC Card' });
    host.answer(lineBody(cartLine({ quantity: 3 })));
    await user.click(
      within(line).getByRole('button', { name: 'Increase quantity of Midnight Matte NFC Card' }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // One cart request serves both.
    expect(host.calls.filter((call) => call.url === '/cart/user')).toHaveLength(1);
  });
});
