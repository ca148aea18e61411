import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { localDate } from '../src/shared/local-date';
import { ok, queue, queueOrder, renderConsole, staffOrder } from './fixtures';

const QUEUE = '/admin/orders/queue';
const rows = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('link');
const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Order statuses' })).getByRole('link', { name });

/** What the browser was asked to save: the anchor's file name. */
let saved: string[];

beforeEach(() => {
  installFakeClock();
  saved = catchSavedFiles();
});

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('The order queue', () => {
  it('shows every tab with its count and the placed orders, oldest first, each row as staff read it', async () => {
    const host = fakeHost();
    host.answer(
      ok(
        queue(
          [
            queueOrder({ totalPrice: 1498.5 }),
            queueOrder({
              _id: '11111111-2222-4333-8444-555555555555',
              code: 'TF-FLAG02',
              customerName: 'Ravi Kumar',
              customerEmail: null,
              customerPhone: '+919800000000',
              cardCount: 1,
              createdAt: '2026-11-25T05:00:00.000Z',
              paymentFlag: 'paid-twice',
            }),
          ],
          {
            counts: {
              placed: 2,
              confirmed: 5,
              shipped: 1,
              completed: 40,
              pending: 3,
              failed: 0,
              cancelled: 2,
            },
          },
        ),
      ),
    );
    renderConsole('/backoffice', { host });
    expect(screen.getByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the orders' })).toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Order queue | Tapfolio');
    expect(host.calls).toEqual([{ url: QUEUE, params: { status: 'placed', page: 1 } }]);

    const tabs = within(screen.getByRole('navigation', { name: 'Order statuses' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tabs).toEqual([
      'Placed2',
      'Confirmed5',
      'Shipped1',
      'Delivered40',
      'Awaiting payment3',
      'Failed0',
      'Cancelled2',
    ]);
    expect(tab(/^Placed/)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Oldest first: the longest wait is at the top.')).toBeInTheDocument();

    expect(rows().map((row) => row.textContent)).toEqual([
      'TF-7K3Q9DAsha Raoasha@example.com+9198765432102 cards2026-11-24₹1,498.50',
      'TF-FLAG02⚑ Payment flagged: paid-twiceRavi Kumar+9198000000001 card2026-11-25₹998',
    ]);
    expect(rows()[0]).toHaveAttribute(
      'href',
      '/backoffice/orders/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    );
  });

  it('opens the order a row stands for', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder()])));
    const { user } = renderConsole('/backoffice', { host });
    const row = await screen.findByRole('link', { name: /TF-7K3Q9D/ });
    host.answer(ok(staffOrder()));
    await user.click(row);
    expect(await screen.findByRole('heading', { name: 'Order TF-7K3Q9D' })).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: '/admin/order/7c9e6679-7425-40de-944b-e07fc1f90ae7' });
  });

  it('moves to another tab, keeping the search, newest first where no work waits', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder()])));
    const { user } = renderConsole('/backoffice?q=asha', { host });
    await screen.findByRole('list', { name: 'Orders' });
    host.answer(ok(queue([queueOrder({ orderStatus: 'completed' })])));
    await user.click(tab(/^Delivered/));
    await waitFor(() => expect(tab(/^Delivered/)).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByText('Newest first.')).toBeInTheDocument();
    expect(host.calls.map((call) => call.params)).toEqual([
      { status: 'placed', q: 'asha', page: 1 },
      { status: 'completed', q: 'asha', page: 1 },
    ]);
  });

  it('searches by what was typed once submitted, says when nothing matches, and clears', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder()])));
    const { user } = renderConsole('/backoffice', { host });
    await screen.findByRole('list', { name: 'Orders' });

    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAccessibleDescription('Order code, e-mail or phone');
    host.answer(ok(queue([])));
    await user.type(search, '  98765 ');
    expect(host.calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No order in this tab matches "98765".')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({
      url: QUEUE,
      params: { status: 'placed', q: '98765', page: 1 },
    });

    host.answer(ok(queue([queueOrder()])));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(host.calls[2]).toEqual({ url: QUEUE, params: { status: 'placed', page: 1 } });
  });

  it('says a tab is empty', async () => {
    const host = fakeHost();
    host.answer(ok(queue([])));
    renderConsole('/backoffice?status=shipped', { host });
    expect(await screen.findByText('No shipped orders.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('pages through a long tab', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder()], { total: 45 })));
    const { user } = renderConsole('/backoffice', { host });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    host.answer(ok(queue([queueOrder()], { total: 45, page: 2 })));
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: QUEUE, params: { status: 'placed', page: 2 } });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/backoffice',
    );
  });

  it('says the orders did not load, and Retry asks again', async () => {
    const host = fakeHost();
    host.fail(500, 'Something went wrong. Please try again later.');
    const { user } = renderConsole('/backoffice', { host });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');

    host.answer(ok(queue([queueOrder()])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the print batch from the confirmed tab only, as a file, once at a time, and shows its orders printed', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder({ orderStatus: 'confirmed' })])));
    const { user } = renderConsole('/backoffice?status=confirmed', { host });
    await screen.findByRole('list', { name: 'Orders' });

    const deliver = host.hold();
    await user.click(screen.getByRole('button', { name: 'Download the print batch (PDF)' }));
    const busy = screen.getByRole('button', { name: 'Preparing the print batch...' });
    expect(busy).toBeDisabled();
    expect(host.calls[1]).toEqual({
      url: '/admin/print-batch',
      responseType: 'blob',
      timeoutMs: 0,
    });

    expect(screen.queryByText('Artwork downloaded')).not.toBeInTheDocument();
    host.answer(
      ok(queue([queueOrder({ orderStatus: 'confirmed', artworkAt: '2026-11-26T09:30:00.000Z' })])),
    );
    deliver(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await waitFor(() => expect(saved).toEqual([`tapfolio-print-batch-${localDate()}.pdf`]));
    expect(
      await screen.findByRole('button', { name: 'Download the print batch (PDF)' }),
    ).toBeEnabled();
    // The queue is read again: the orders in the batch say so.
    expect(await screen.findByText('Artwork downloaded')).toBeInTheDocument();
    expect(host.calls[2]).toMatchObject({ url: expect.stringContaining(QUEUE) });
  });

  it("shows the server's refusal of a print batch", async () => {
    const host = fakeHost();
    host.answer(ok(queue([])));
    const { user } = renderConsole('/backoffice?status=confirmed', { host });
    await screen.findByText('No confirmed orders.');
    host.fail(409, 'No confirmed order has cards to print');
    await user.click(screen.getByRole('button', { name: 'Download the print batch (PDF)' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('No confirmed order has cards to print');
    expect(refusal).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('offers no print batch on the other tabs', async () => {
    const host = fakeHost();
    host.answer(ok(queue([queueOrder()])));
    renderConsole('/backoffice', { host });
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('button', { name: /print batch/ })).not.toBeInTheDocument();
  });
});
