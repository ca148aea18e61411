import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import { fakeHost } from 'web-kit/testing';
import { ORDER_ID, orderBody, orderIn, renderDetail } from './order-fixtures';

afterEach(() => {
  rs.useRealTimers();
});

/**
 * Opens a placed order from Home, goes back, and opens it again `laterMs` afterwards; by then the
 * server has it confirmed.
 */
async function openTwice(laterMs: number) {
  // Only the clock the cache reads: timers stay real, so the store and React run as usual.
  rs.useFakeTimers({ toFake: ['Date'] });
  rs.setSystemTime(new Date('2026-11-24T06:00:00.000Z'));
  const host = fakeHost();
  host.answer(orderBody(orderIn('placed')));
  host.answer(orderBody(orderIn('confirmed')));
  const { user } = renderDetail({
    host,
    route: '/home',
    routes: { '/home': <Link to={`/orders/${ORDER_ID}`}>Open the order</Link> },
  });
  await user.click(screen.getByRole('link', { name: 'Open the order' }));
  await screen.findByRole('region', { name: 'Order summary' });
  await user.click(screen.getByRole('button', { name: 'Back' }));

  rs.setSystemTime(new Date(Date.now() + laterMs));
  await user.click(await screen.findByRole('link', { name: 'Open the order' }));
  return { host, summary: await screen.findByRole('region', { name: 'Order summary' }) };
}

describe('An order opened again', () => {
  it('within 10 seconds is shown as it was, without asking', async () => {
    const { host, summary } = await openTwice(9_000);
    expect(within(summary).getByText('Order Placed')).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
  });

  it('after 10 seconds is asked for again, as its status may have moved on', async () => {
    const { host, summary } = await openTwice(11_000);
    expect(await within(summary).findByText('Order Confirmed')).toBeInTheDocument();
    expect(host.calls).toEqual([
      { url: `/order/user/${ORDER_ID}` },
      { url: `/order/user/${ORDER_ID}` },
    ]);
  });
});
