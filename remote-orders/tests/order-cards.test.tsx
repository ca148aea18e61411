import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import type { NfcCard, Order } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { ORDER_ID, orderBody, orderIn, renderDetail } from './order-fixtures';

const card = (code: string, status: NfcCard['status']): NfcCard => ({
  code,
  status,
  url: `https://tapfolio.example/c/${code}`,
  orderId: ORDER_ID,
  productName: 'Midnight Matte NFC Card',
  createdAt: '2026-11-24T05:00:00.000Z',
});

/** The order as GET /order/user/{id} answers it once the cards field exists. */
async function showOrder(result: Order, cards?: NfcCard[]) {
  const host = fakeHost();
  host.answer(orderBody(cards ? Object.assign(result, { cards }) : result));
  renderDetail({ host });
  await screen.findByRole('region', { name: 'Track Order' });
}

describe('Order Details: card codes', () => {
  it("lists each card's code and status for a paid order", async () => {
    await showOrder(orderIn('placed'), [card('7KQ9D2XM', 'active'), card('HB4T8NRC', 'lost')]);
    const section = screen.getByRole('region', { name: 'Card codes' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['7KQ9D2XMActive', 'HB4T8NRCMarked lost']);
  });

  it('shows no codes section while the order has no cards', async () => {
    await showOrder(orderIn('pending'), []);
    expect(screen.queryByRole('region', { name: 'Card codes' })).not.toBeInTheDocument();
  });

  it('shows the rest of the order from an answer without the cards field', async () => {
    await showOrder(orderIn('placed'));
    expect(screen.getByRole('region', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Card codes' })).not.toBeInTheDocument();
  });
});

describe("Order Details: an organisation's cards", () => {
  beforeEach(() => installFakeClock());
  afterEach(() => removeFakeClock());

  const printed = (customerName: string, designation: string) => ({
    customerName,
    designation,
    customerLogo: { image: null, source: 'none' as const },
    customerPhoto: { image: null, source: 'none' as const },
  });

  it('lists whom a bulk order’s cards are for, a name and designation each', async () => {
    await showOrder(
      orderIn('placed', {
        bulk: {
          organisation: 'Acme Designs',
          cards: [printed('Ravi Kumar', 'Designer'), printed('Meera Iyer', '')],
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'Cards for Acme Designs' });
    expect(section).toHaveTextContent('2 cards');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ravi KumarDesigner', 'Meera Iyer']);
  });

  it('shows no such section for a person’s own order', async () => {
    await showOrder(orderIn('placed'));
    expect(screen.queryByRole('region', { name: /Cards for/ })).not.toBeInTheDocument();
  });
});
