import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { cartLine, homeAddress, storeCart } from './cart-fixtures';
import { callList, renderReview, reviewLines } from './checkout-fixtures';

const payButton = () => screen.getByRole('button', { name: /^Proceed To Pay/ });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rstest.restoreAllMocks();
});

describe('Review, opened from the cart', () => {
  it('shows the count, each card with its quantity and prices, the address and the total', async () => {
    const { host } = renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 items' })).toBeInTheDocument();

    const matte = screen.getByRole('article', { name: 'Midnight Matte NFC Card' });
    expect(within(matte).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(matte).getByText('₹499')).toBeInTheDocument();
    expect(within(matte).getByText('₹999').tagName).toBe('S');
    expect(within(matte).getByText('50% OFF')).toBeInTheDocument();

    const walnut = screen.getByRole('article', { name: 'Walnut Wood NFC Card' });
    expect(within(walnut).getByText('Qty: 1')).toBeInTheDocument();
    expect(within(walnut).getByText('₹799')).toBeInTheDocument();
    expect(walnut.querySelector('s')).toBeNull();
    expect(within(walnut).queryByText(/% OFF/)).not.toBeInTheDocument();

    const delivery = screen.getByRole('region', { name: /Delivering to/ });
    expect(within(delivery).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(delivery).getByText('12 Lake View, Indiranagar')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price Details' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Your NFC Card Details' })).toBeVisible();
    expect(payButton()).toHaveTextContent('Proceed To Pay ₹1,797');
    expect(payButton()).toBeEnabled();
    // The cart came with the navigation; only the address book and the portfolio are asked for.
    expect(callList(host)).toEqual(['GET /addressbook', 'GET /portfolio']);
  });

  it('prefills the full name and designation from the portfolio', async () => {
    renderReview({
      portfolioChanges: { personalInfo: { ...basePersonal(), name: 'Asha R. Menon' } },
    });
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha R. Menon');
    expect(field('Designation')).toHaveValue('Founder');
  });

  it('goes to the cart from the back arrow when opened directly', async () => {
    const { user } = renderReview();
    await screen.findByLabelText('Full Name');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Cart screen')).toBeInTheDocument();
  });
});

describe('Review after a reload (no navigation state)', () => {
  it('asks the server for the cart and the address book, and pays only once both answered', async () => {
    storeCart([cartLine({ name: 'Stale Stored Card' })]);
    const { host } = renderReview({
      state: null,
      serverCart: [cartLine({ name: 'Server Steel Card', quantity: 3 })],
    });
    // The line's heading (the card's preview under the form names it too).
    expect(await screen.findByRole('heading', { name: 'Server Steel Card' })).toBeInTheDocument();
    expect(screen.queryByText('Stale Stored Card')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 items' })).toBeInTheDocument();
    expect(await screen.findByText('12 Lake View, Indiranagar')).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(payButton()).toHaveTextContent('Proceed To Pay ₹1,497');
    expect(payButton()).toBeEnabled();
    expect(callList(host)).toEqual(['GET /cart/user', 'GET /addressbook', 'GET /portfolio']);
  });

  it('says the cart is empty when the order was already placed', async () => {
    renderReview({ state: null, serverCart: [] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Proceed To Pay/ })).not.toBeInTheDocument();
  });
});

describe('Card details validation', () => {
  it.each([
    ['Full Name', '', 'Full name is required.'],
    ['Full Name', 'Al', 'Full name must be at least 3 characters.'],
    ['Designation', '   ', 'Designation is required'],
  ])('%s "%s" shows "%s" under the field and sends nothing', async (label, value, message) => {
    const { user, host } = renderReview();
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(payButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(callList(host)).not.toContain('POST /order');
  });
});

describe('Delivering to', () => {
  it('without an address says "No address selected", blocks payment and links to the address page', async () => {
    const { user, host } = renderReview({
      state: { cart: reviewLines },
      addresses: [],
    });
    await screen.findByLabelText('Full Name');
    const delivery = screen.getByRole('region', { name: /Delivering to/ });
    expect(await within(delivery).findByText('No address selected')).toBeInTheDocument();
    expect(within(delivery).getByRole('link', { name: 'Add shipping address' })).toHaveAttribute(
      'href',
      '/account/edit-shipping-address',
    );

    expect(payButton()).toBeDisabled();
    const hint = screen.getByRole('link', { name: 'Add shipping address to place the order' });
    expect(payButton()).toHaveAccessibleDescription('Add shipping address to place the order');
    await user.click(hint);
    expect(await screen.findByText('Shipping address screen')).toBeInTheDocument();
    expect(callList(host)).not.toContain('POST /order');
  });

  it('uses the address book over a carried address that has since changed', async () => {
    renderReview({ addresses: [{ ...homeAddress, address1: '7 New Street' }] });
    expect(await screen.findByText('7 New Street, Indiranagar')).toBeInTheDocument();
  });

  it('blocks payment for an address missing a field checkout needs', async () => {
    renderReview({ state: { cart: reviewLines }, addresses: [{ ...homeAddress, district: '' }] });
    await screen.findByLabelText('Full Name');
    const delivery = await screen.findByRole('region', { name: /Delivering to/ });
    await within(delivery).findByText('Asha Rao');
    expect(payButton()).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Add shipping address to place the order' }),
    ).toBeInTheDocument();
  });
});

function basePersonal() {
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919876543210',
    profilePicture: null,
    bannerImage: null,
  };
}
