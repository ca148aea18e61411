import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import { fakeHost, lentResourcesApi, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { CartPage } from '../src/features/cart/cart-page';
import {
  addressBody,
  cartBody,
  cartLine,
  homeAddress,
  renderCart,
  storeCart,
  storedCart,
} from './cart-fixtures';
import { cachedDelivery } from './shop-cache';

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });

beforeEach(() => {
  localStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rstest.restoreAllMocks();
});

describe('Cart page', () => {
  it('shows "Loading..." while the cart loads with no stored copy, and no Checkout yet', async () => {
    const { releaseCart } = renderCart({ cart: 'hold' });
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();

    releaseCart([cartLine()]);
    expect(await screen.findByText('Midnight Matte NFC Card')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says "Your cart is empty" with a way to explore cards, and Checkout is disabled', async () => {
    const { user } = renderCart({ cart: [] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(checkoutButton()).toBeDisabled();
    expect(screen.getByText('₹0')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Price Details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Explore Cards' }));
    expect(await screen.findByText('Explore Cards screen')).toBeInTheDocument();
  });

  it('paints the stored copy at once, then shows the server cart in its place and stores it', async () => {
    storeCart([cartLine({ name: 'Stored Walnut Card', quantity: 2 })]);
    const { releaseCart, host } = renderCart({ cart: 'hold' });

    expect(screen.getByText('Stored Walnut Card')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // Review must start from the server's cart, never from a copy that may be stale.
    expect(checkoutButton()).toBeDisabled();

    const fresh = cartLine({ _id: 'c9', name: 'Server Steel Card', quantity: 3 });
    releaseCart([fresh]);
    expect(await screen.findByText('Server Steel Card')).toBeInTheDocument();
    expect(screen.queryByText('Stored Walnut Card')).not.toBeInTheDocument();
    expect(storedCart()).toEqual([fresh]);
    expect(host.calls.map((call) => call.url)).toEqual(['/cart/user', '/addressbook']);
  });

  it('clears the stored copy when the server says the cart is empty', async () => {
    storeCart([cartLine({ name: 'Stored Walnut Card' })]);
    renderCart({ cart: [] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(storedCart()).toBeNull();
  });

  it('ignores a stored copy that is not a cart list', async () => {
    localStorage.setItem('cart', '{"oops":true}');
    const { releaseCart } = renderCart({ cart: 'hold' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    releaseCart([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('reports a failed load with the server message and offers Retry', async () => {
    const { host, user, toasts } = renderCart({ cartError: 'Cart service is down' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart service is down');
    expect(toasts).toContainEqual({ kind: 'error', message: 'Cart service is down' });
    expect(console.error).toHaveBeenCalled();

    host.answer(cartBody([cartLine()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Midnight Matte NFC Card')).toBeInTheDocument();
  });

  it('keeps the stored copy over a failed load, says so, and keeps Checkout waiting', async () => {
    storeCart([cartLine({ name: 'Stored Walnut Card' })]);
    const { host, user } = renderCart({ cartError: 'Cart service is down' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart service is down');
    expect(screen.getByText('Stored Walnut Card')).toBeInTheDocument();
    expect(checkoutButton()).toBeDisabled();

    host.answer(cartBody([cartLine({ name: 'Server Steel Card' })]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Server Steel Card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkoutButton()).toBeEnabled();
  });

  it('goes to Home from the back arrow when the cart was opened directly', async () => {
    const { user } = renderCart({ cart: [] });
    await screen.findByText('Your cart is empty');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('status', { name: 'Current page' })).toHaveTextContent('/home');
  });

  it('goes one step back, asks the server for the cart on each visit, and shows the address as its owner holds it', async () => {
    const host = fakeHost();
    const { user, store } = renderScreen(<CartPage />, {
      route: '/products',
      path: '/cart',
      host,
      apis: [shopApi],
      session: { token: 't', userId: 'u1' },
      cached: [cachedDelivery()],
      routes: { '/products': <Link to="/cart">Open cart</Link> },
    });
    host.answer(cartBody([cartLine()]));
    host.answer(addressBody([{ ...homeAddress, name: 'Asha Rao' }]));
    await user.click(screen.getByRole('link', { name: 'Open cart' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();

    // Nothing changed the address book: its owner's cache answers, with no second request.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    host.answer(cartBody([cartLine({ quantity: 2 })]));
    await user.click(await screen.findByRole('link', { name: 'Open cart' }));
    expect(await screen.findByText('Price (2 items)')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();

    // The address is saved on remote-auth's page: its slice asks again, and the cart shows it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => {
      store.dispatch(lentResourcesApi.util.invalidateTags(['AddressBook']));
    });
    host.answer(cartBody([cartLine({ quantity: 4 })]));
    host.answer(addressBody([{ ...homeAddress, name: 'Asha R. Menon' }]));
    await user.click(await screen.findByRole('link', { name: 'Open cart' }));
    expect(await screen.findByText('Asha R. Menon')).toBeInTheDocument();
    expect(await screen.findByText('Price (4 items)')).toBeInTheDocument();
    expect(host.calls.map((call) => call.url)).toEqual([
      '/cart/user',
      '/addressbook',
      '/cart/user',
      '/cart/user',
      '/addressbook',
    ]);
  });

  it('shows a line: image, name, sale price, struck MRP and the percent off', async () => {
    renderCart({ cart: [cartLine({ salePrice: 499, actualPrice: 999 })] });
    const line = await screen.findByRole('article', { name: 'Midnight Matte NFC Card' });
    expect(within(line).getByText('₹499')).toBeInTheDocument();
    expect(within(line).getByText('₹999').tagName).toBe('S');
    expect(within(line).getByText('50% OFF')).toBeInTheDocument();
    const image = line.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(
      '/api/v1/file?key=products%2F3f1c2b4a-1111-4222-8333-444455556666.jpg&w=400',
    );
    image.dispatchEvent(new Event('error'));
    expect(
      await within(line).findByRole('link', { name: 'Midnight Matte NFC Card' }),
    ).toHaveAttribute('href', '/product/p1');
    expect(line.querySelector('img')!.getAttribute('src')).toBe('/placeholder-product.jpg');
  });

  it('shows no struck MRP and no percent off when the MRP is not above the sale price', async () => {
    renderCart({ cart: [cartLine({ salePrice: 799, actualPrice: 799, discountPercentage: 0 })] });
    const line = await screen.findByRole('article', { name: 'Midnight Matte NFC Card' });
    expect(within(line).getByText('₹799')).toBeInTheDocument();
    expect(line.querySelector('s')).toBeNull();
    expect(within(line).queryByText(/% OFF/)).not.toBeInTheDocument();
  });
});

describe('Cart delivering-to card', () => {
  it('shows the default address with CHANGE, which opens the shipping address page', async () => {
    const other = { ...homeAddress, _id: 'a0', name: 'Old Office', default: false };
    const { user } = renderCart({ cart: [cartLine()], addresses: [other, homeAddress] });
    const card = await screen.findByRole('region', { name: /Deliver to/ });
    expect(await within(card).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).getByText('12 Lake View, Indiranagar')).toBeInTheDocument();
    expect(within(card).getByText('Bangalore, Karnataka - 560038')).toBeInTheDocument();
    expect(within(card).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(card).queryByText('Old Office')).not.toBeInTheDocument();

    const change = within(card).getByRole('link', { name: 'Change shipping address' });
    expect(change).toHaveTextContent('CHANGE');
    await user.click(change);
    expect(await screen.findByText('Shipping address screen')).toBeInTheDocument();
  });

  it('shows the first entry when none is the default', async () => {
    const first = { ...homeAddress, _id: 'a0', name: 'Ravi Rao', default: false };
    renderCart({ cart: [cartLine()], addresses: [first, { ...homeAddress, default: false }] });
    expect(await screen.findByText('Ravi Rao')).toBeInTheDocument();
  });

  it('offers ADD when there is no address, or one without a name', async () => {
    renderCart({ cart: [cartLine()], addresses: [] });
    const card = await screen.findByRole('region', { name: /Deliver to/ });
    expect(await within(card).findByText('No address selected')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add shipping address' })).toHaveTextContent(
      'ADD',
    );
  });

  it('offers ADD for an address with no name', async () => {
    renderCart({ cart: [cartLine()], addresses: [{ ...homeAddress, name: '' }] });
    const add = await screen.findByRole('link', { name: 'Add shipping address' });
    expect(add).toHaveTextContent('ADD');
    expect(screen.getByText('12 Lake View, Indiranagar')).toBeInTheDocument();
  });
});

describe('Cart delivery line', () => {
  it('says the delivery days under the address, for a cart with lines', async () => {
    renderCart({ cart: [cartLine()] });
    expect(await screen.findByText('Free delivery, usually in 5-7 days')).toBeInTheDocument();
  });

  it('says nothing of delivery for an empty cart', async () => {
    renderCart({ cart: [] });
    await screen.findByText('Your cart is empty');
    expect(screen.queryByText(/Free delivery/)).not.toBeInTheDocument();
  });
});

describe('Checkout', () => {
  it('without a shipping address says "Add shipping address to place the order" with a button to add one', async () => {
    const { user } = renderCart({ cart: [cartLine()], addresses: [] });
    await screen.findByText('No address selected');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(checkoutButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Add shipping address to place the order');
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    // What to do next has the focus, and opens the shipping address page.
    const add = screen.getByRole('link', { name: 'Add address' });
    expect(add).toHaveFocus();
    await user.click(add);
    expect(await screen.findByText('Shipping address screen')).toBeInTheDocument();
  });

  it('refuses an address missing a field checkout needs (district)', async () => {
    const { user, toasts } = renderCart({
      cart: [cartLine()],
      addresses: [{ ...homeAddress, district: '' }],
    });
    await screen.findByText('Asha Rao');
    await user.click(checkoutButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Add shipping address to place the order');
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/account/edit-shipping-address',
    );
    expect(toasts).toEqual([]);
    expect(screen.queryByText(/Review of/)).not.toBeInTheDocument();
  });

  it('with an address goes to /nfc-review carrying the cart and the address', async () => {
    const { user, toasts } = renderCart({
      cart: [cartLine(), cartLine({ _id: 'c2', name: 'Rose Gold Card' })],
    });
    await screen.findByText('Asha Rao');
    await user.click(checkoutButton());
    expect(await screen.findByText('Review of 2 lines for Asha Rao')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
