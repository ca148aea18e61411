import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { cartLine, renderCart } from './cart-fixtures';

/** The amount a row of Price Details shows, by its label. */
function row(label: string | RegExp) {
  const term = within(screen.getByRole('region', { name: 'Price Details' })).getByText(label);
  return term.nextElementSibling?.textContent;
}
const footerTotal = () => screen.getByText('Total').nextElementSibling?.textContent;

beforeEach(() => localStorage.clear());

describe('Cart Price Details', () => {
  it('sums MRP, discount, subtotal and savings with 2 decimals; the footer rounds to rupees', async () => {
    renderCart({ cart: [cartLine({ salePrice: 499.5, actualPrice: 999, quantity: 3 })] });
    await screen.findByRole('region', { name: 'Price Details' });
    expect(row('Price (3 items)')).toBe('₹2,997.00');
    expect(row('Product Discount')).toBe('−₹1,498.50');
    expect(row('Subtotal')).toBe('₹1,498.50');
    expect(row('Total Payable')).toBe('₹1,498.50');
    expect(screen.getByText('You save ₹1,498.50 on this order')).toBeInTheDocument();
    expect(screen.getByText('Prices include all applicable taxes.')).toBeInTheDocument();
    expect(footerTotal()).toBe('₹1,499');
    // The spec has no shipping fee, so no shipping line.
    expect(screen.queryByText(/Shipping/i)).not.toBeInTheDocument();
  });

  it('adds lines in paise, so fractions never drift (333.33 x 3 + 0.1 x 2)', async () => {
    renderCart({
      cart: [
        cartLine({ salePrice: 333.33, actualPrice: 400, quantity: 3 }),
        cartLine({
          _id: 'c2',
          name: 'Tiny Sticker',
          salePrice: 0.1,
          actualPrice: 0.2,
          quantity: 2,
        }),
      ],
    });
    await screen.findByRole('region', { name: 'Price Details' });
    expect(row('Price (5 items)')).toBe('₹1,200.40');
    expect(row('Subtotal')).toBe('₹1,000.19');
    expect(row('Product Discount')).toBe('−₹200.21');
    expect(row('Total Payable')).toBe('₹1,000.19');
    expect(footerTotal()).toBe('₹1,000');
  });

  it('uses the server totalAmount for the subtotal when it is given', async () => {
    renderCart({
      cart: [cartLine({ salePrice: 500, actualPrice: 1000, quantity: 2, totalAmount: 999 })],
    });
    await screen.findByRole('region', { name: 'Price Details' });
    expect(row('Subtotal')).toBe('₹999.00');
    expect(row('Product Discount')).toBe('−₹1,001.00');
  });

  it('hides the product discount and savings when nothing is discounted', async () => {
    renderCart({
      cart: [cartLine({ salePrice: 799, actualPrice: 799, discountPercentage: 0, quantity: 2 })],
    });
    await screen.findByRole('region', { name: 'Price Details' });
    expect(row('Price (2 items)')).toBe('₹1,598.00');
    expect(row('Subtotal')).toBe('₹1,598.00');
    expect(row('Total Payable')).toBe('₹1,598.00');
    expect(screen.queryByText('Product Discount')).not.toBeInTheDocument();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
    expect(footerTotal()).toBe('₹1,598');
  });

  it('reads "Price (1 item)" for one item', async () => {
    renderCart({ cart: [cartLine({ quantity: 1 })] });
    expect(await screen.findByText('Price (1 item)')).toBeInTheDocument();
  });
});
