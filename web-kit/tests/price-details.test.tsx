import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { loadCatalogue, priceDetails } from 'shared-contracts';
import { PriceDetailsCard } from '../src/ui/price-details';
import { renderScreen } from '../src/testing';

const card = () => screen.getByRole('region', { name: 'Price Details' });
/** The amount beside a label. */
const row = (label: string) => within(card()).getByText(label).nextElementSibling?.textContent;

describe('PriceDetailsCard', () => {
  it("shows the spec's lines with 2 decimals: MRP, discount, subtotal, total payable, savings", () => {
    render(
      <PriceDetailsCard
        details={priceDetails([{ salePrice: 499.5, actualPrice: 999, quantity: 3 }])}
      />,
    );
    expect(row('Price (3 items)')).toBe('₹2,997.00');
    expect(row('Product Discount')).toBe('−₹1,498.50');
    expect(row('Subtotal')).toBe('₹1,498.50');
    expect(row('Total Payable')).toBe('₹1,498.50');
    expect(within(card()).getByText('You save ₹1,498.50 on this order')).toBeInTheDocument();
    expect(within(card()).getByText('Prices include all applicable taxes.')).toBeInTheDocument();
    expect(within(card()).queryByText(/Shipping/i)).toBeNull();
  });

  it('leaves out the discount and the savings when nothing is discounted', () => {
    render(
      <PriceDetailsCard
        details={priceDetails([{ salePrice: 799, actualPrice: 799, quantity: 1 }])}
      />,
    );
    expect(row('Price (1 item)')).toBe('₹799.00');
    expect(row('Total Payable')).toBe('₹799.00');
    expect(within(card()).queryByText('Product Discount')).toBeNull();
    expect(within(card()).queryByText(/You save/)).toBeNull();
  });

  it('reads as labelled pairs, the total last', () => {
    render(
      <PriceDetailsCard
        details={priceDetails([{ salePrice: 500, actualPrice: 1000, quantity: 2 }])}
      />,
    );
    const terms = within(card()).getAllByRole('term');
    expect(within(card()).getAllByRole('definition')).toHaveLength(terms.length);
    expect(terms.map((term) => term.textContent)).toEqual([
      'Price (2 items)',
      'Product Discount',
      'Subtotal',
      'Total Payable',
    ]);
    expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent('Price Details');
  });
});

describe('PriceDetailsCard in Hindi', () => {
  it("names its lines in the person's language, the amounts as in English", async () => {
    renderScreen(
      <PriceDetailsCard
        details={priceDetails([{ salePrice: 499.5, actualPrice: 999, quantity: 3 }])}
      />,
      { language: await loadCatalogue('hi') },
    );
    expect(screen.getByText('कीमत (3 आइटम)').nextElementSibling).toHaveTextContent('₹2,997.00');
    expect(screen.getByText('कुल देय राशि').nextElementSibling).toHaveTextContent('₹1,498.50');
    expect(screen.getByText('इस ऑर्डर पर आपकी बचत ₹1,498.50')).toBeInTheDocument();
    expect(screen.queryByText(/Price|Total|You save/)).toBeNull();
  });
});
