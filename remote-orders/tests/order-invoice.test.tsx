import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { ORDER_ID, orderBody, orderIn, renderDetail } from './order-fixtures';

const INVOICE = { number: 'TF/26-27/000123', date: '2026-11-24T05:00:00.000Z', creditNote: null };
const CREDIT_NOTE = { number: 'TFCN/26-27/00001', date: '2026-11-25T05:00:00.000Z' };
const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

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

/** The detail of `order` on screen, a person at the keyboard on the fake clock. */
async function showOrder(order: Order) {
  const host = fakeHost();
  host.answer(orderBody(order));
  const view = renderDetail({ host });
  await nextFrame();
  expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  return { ...view, user: clockedUser() };
}

const summary = () => screen.getByRole('region', { name: 'Order summary' });
const fact = (label: string) => within(summary()).getByText(label).nextElementSibling;
/** The calls after the order's own GET. */
const downloads = (host: ReturnType<typeof fakeHost>) => host.calls.slice(1);

describe('The invoice on Order Details', () => {
  it('offers no invoice before the order is paid', async () => {
    await showOrder(orderIn('pending', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' }));
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Invoice No.')).not.toBeInTheDocument();
  });

  it("shows a paid order's invoice number and downloads its PDF as a file named after it", async () => {
    const { user, host } = await showOrder(orderIn('placed', { invoice: INVOICE }));
    expect(fact('Invoice No.')).toHaveTextContent('TF/26-27/000123');
    expect(screen.queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();

    host.answer(pdf());
    await user.click(within(summary()).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual(['TF-26-27-000123.pdf']));
    expect(downloads(host)).toEqual([
      { url: `/order/user/${ORDER_ID}/invoice/pdf`, responseType: 'blob', timeoutMs: 0 },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads "Preparing the invoice..." while it downloads, and a second tap asks nothing more', async () => {
    const { user, host } = await showOrder(orderIn('confirmed', { invoice: INVOICE }));
    const deliver = host.hold();
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));

    const busy = screen.getByRole('button', { name: 'Preparing the invoice...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(downloads(host)).toHaveLength(1);

    deliver(pdf());
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeEnabled();
    expect(saved).toEqual(['TF-26-27-000123.pdf']);
  });

  it("says what went wrong under the button, the server's words first, and a retry works", async () => {
    const { user, host } = await showOrder(orderIn('placed', { invoice: INVOICE }));
    host.fail(404, 'The invoice is issued once the order is paid');
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice is issued once the order is paid',
    );
    expect(saved).toEqual([]);

    host.fail(0, '');
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "The file didn't download. Please try again.",
      ),
    );

    host.answer(pdf());
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual(['TF-26-27-000123.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the credit note of an order cancelled after it was paid, each download on its own', async () => {
    const { user, host } = await showOrder(
      orderIn('cancelled', { invoice: { ...INVOICE, creditNote: CREDIT_NOTE } }),
    );
    expect(fact('Invoice No.')).toHaveTextContent('TF/26-27/000123');
    expect(fact('Credit Note No.')).toHaveTextContent('TFCN/26-27/00001');

    const deliver = host.hold();
    await user.click(screen.getByRole('button', { name: 'Download credit note' }));
    expect(screen.getByRole('button', { name: 'Preparing the credit note...' })).toBeDisabled();
    // The invoice's button is not the one busy.
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();

    deliver(pdf());
    await waitFor(() => expect(saved).toEqual(['TFCN-26-27-00001.pdf']));
    expect(downloads(host)).toEqual([
      { url: `/order/user/${ORDER_ID}/credit-note/pdf`, responseType: 'blob', timeoutMs: 0 },
    ]);
  });
});
