import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import listStyles from '../src/features/order-list/components/order-list.module.css';
import { listBody, order, orderIn, orderLine, renderList, toneOf } from './order-fixtures';

const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('link');

describe('Your Orders', () => {
  it('shows a spinner while the orders load', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderList(host);
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeVisible();

    release(listBody([order()]));
    expect(await screen.findByRole('link', { name: /TF-7K3Q9D/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/order/user' }]);
  });

  it('shows one card per order, newest first: code, date, status in its colour, total, items', async () => {
    const host = fakeHost();
    host.answer(
      listBody([
        orderIn('pending', {
          _id: 'a1',
          code: 'TF-PEND01',
          createdAt: '2026-11-30T04:00:00.000Z',
          products: [orderLine({ quantity: 2, salePrice: 499.5 })],
        }),
        orderIn('placed', { _id: 'a2', code: 'TF-PLAC02', createdAt: '2026-11-23T20:00:00.000Z' }),
        orderIn('completed', {
          _id: 'a3',
          code: 'TF-DONE03',
          createdAt: '2026-10-02T10:00:00.000Z',
          products: [
            orderLine({ quantity: 2, salePrice: 1200 }),
            orderLine({ _id: 'l2', quantity: 1, salePrice: 799 }),
          ],
        }),
        orderIn('cancelled', {
          _id: 'a4',
          code: 'TF-CANC04',
          createdAt: '2026-09-15T10:00:00.000Z',
        }),
        // The server's words, read as the spec maps them: "success" is completed, an unknown
        // status with a failed payment is failed.
        order({ _id: 'a5', code: 'TF-SUCC05', orderStatus: 'SUCCESS' as never }),
        order({
          _id: 'a6',
          code: 'TF-FAIL06',
          orderStatus: 'declined' as never,
          paymentStatus: 'Failed',
        }),
      ]),
    );
    renderList(host);
    await screen.findByRole('list', { name: 'Orders' });

    const shown = cards().map((card) => {
      const badge = within(card).getByText(/^Order /);
      return { text: card.textContent, tone: toneOf(badge) };
    });
    expect(shown).toEqual([
      { text: 'TF-PEND01Order Pending2026-11-30 · 2 items₹999', tone: 'muted' },
      { text: 'TF-PLAC02Order Placed2026-11-24 · 1 item₹499', tone: 'progress' },
      { text: 'TF-DONE03Order Completed2026-10-02 · 3 items₹3,199', tone: 'success' },
      { text: 'TF-CANC04Order Cancelled2026-09-15 · 1 item₹499', tone: 'danger' },
      { text: 'TF-SUCC05Order Completed2026-11-24 · 1 item₹499', tone: 'success' },
      { text: 'TF-FAIL06Order Failed2026-11-24 · 1 item₹499', tone: 'danger' },
    ]);
    expect(within(cards()[0]!).getByText('2026-11-30').tagName).toBe('TIME');
  });

  it('keeps the paise of a total that has them', async () => {
    const host = fakeHost();
    host.answer(listBody([order({ totalPrice: 1498.5 })]));
    renderList(host);
    expect(await screen.findByRole('link', { name: /TF-7K3Q9D/ })).toHaveTextContent('₹1,498.50');
  });

  it('opens the order a card stands for', async () => {
    const host = fakeHost();
    host.answer(listBody([order({ _id: 'a1', code: 'TF-AAAAAA' }), order({ _id: 'b2' })]));
    const { user } = renderList(host);
    const card = await screen.findByRole('link', { name: /TF-AAAAAA/ });
    expect(card).toHaveAttribute('href', '/orders/a1');

    await user.click(card);
    expect(await screen.findByText('Order detail screen')).toBeInTheDocument();
  });

  it('says "No orders found" with a way to the cards when there are none', async () => {
    const host = fakeHost();
    host.answer(listBody([]));
    const { user } = renderList(host);
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Explore Cards' }));
    expect(await screen.findByText('Explore Cards screen')).toBeInTheDocument();
  });

  it('shows "Failed to fetch orders" in red in place of the list, and Retry asks again', async () => {
    const host = fakeHost();
    host.fail(500, 'Database is down');
    const { user } = renderList(host);
    const alert = await screen.findByRole('alert');
    const message = within(alert).getByText('Failed to fetch orders');
    expect(message).toHaveClass(listStyles.failedText!);
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();

    host.answer(listBody([order()]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /TF-7K3Q9D/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the document, and names each card link by its own order, not a bare "View"', async () => {
    const host = fakeHost();
    host.answer(
      listBody([
        orderIn('pending', { _id: 'a1', code: 'TF-PEND01' }),
        orderIn('shipped', { _id: 'a2', code: 'TF-SHIP02' }),
      ]),
    );
    renderList(host);
    expect(document.title).toBe('Your Orders | Tapfolio');
    await screen.findByRole('link', { name: /TF-PEND01/ });
    const names = cards().map((link) => link.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^TF-PEND01/);
    expect(names[1]).toMatch(/^TF-SHIP02/);
    // The picture and the arrow add nothing to the name: no alt text, hidden from the tree.
    for (const link of cards()) {
      expect(within(link).getByRole('presentation')).toHaveAttribute('alt', '');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
