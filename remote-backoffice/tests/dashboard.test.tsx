import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import type { Dashboard } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { ok, renderConsole } from './fixtures';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i % 3,
  revenue: (i % 3) * 499,
}));

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  today: { orders: 3, revenue: 1497 },
  last30Days: { orders: 30, revenue: 124_950.5 },
  toConfirm: 4,
  toPrint: 7,
  toShip: 2,
  failedPayments: 1,
  flaggedPayments: 0,
  days,
  ...overrides,
});

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('The dashboard', () => {
  it('shows today, the last 30 days and the work waiting, each a way into its tab', async () => {
    const host = fakeHost();
    host.answer(ok(dashboard({ flaggedPayments: 2 })));
    const { user } = renderConsole('/backoffice/dashboard', { host });
    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(host.calls).toEqual([{ url: '/admin/dashboard' }]);
    expect(today).toHaveTextContent('₹1,497 revenue3 orders');
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(
      '₹1,24,950.50 revenue30 orders',
    );

    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/^4 to confirm/)).toHaveAttribute('href', '/backoffice');
    expect(link(/^7 cards to print/)).toHaveAttribute('href', '/backoffice?status=confirmed');
    expect(link(/^2 to ship/)).toHaveAttribute('href', '/backoffice?status=confirmed');
    expect(link(/^1 failed payment /)).toHaveAttribute('href', '/backoffice?status=failed');
    expect(link(/^2 flagged payments/)).toHaveAttribute('href', '/backoffice?status=failed');

    // The chart's days, as a table for screen readers (jsdom cannot draw the chart itself).
    const table = screen.getByRole('table', { name: 'The last 30 days, a row a day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[2]).toHaveTextContent('02/11/20261₹499');
    expect(screen.getByRole('figure', { name: 'Orders and revenue per day' })).toContainElement(
      table,
    );

    host.answer(ok({ counts: {}, orders: [], page: 1, pageSize: 20, total: 0 }));
    await user.click(link(/^4 to confirm/));
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
  });

  it('shows its loading, its failure with Retry, and loads again', async () => {
    const host = fakeHost();
    host.fail(500, '');
    const { user } = renderConsole('/backoffice/dashboard', { host });
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The dashboard didn't load.");

    host.answer(ok(dashboard()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });

  it('says a plain person has no access when the API refuses them', async () => {
    const host = fakeHost();
    host.fail(403, 'Only staff can do this');
    renderConsole('/backoffice/dashboard', { host });
    expect(await screen.findByText("You don't have access to the back office")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
