import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOrderDetail } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { ok, ORDER_ID, renderConsole, staffOrder } from './fixtures';

const ORDER = `/admin/order/${ORDER_ID}`;
const section = (name: string) => screen.getByRole('region', { name });
const actions = () => within(section('Actions'));

/** The order screen with `order` loaded; its calls after the GET are the test's. */
async function openOrder(order: StaffOrderDetail = staffOrder()) {
  const host = fakeHost();
  host.answer(ok(order));
  const view = renderConsole(`/backoffice/orders/${ORDER_ID}`, { host });
  await screen.findByRole('heading', { name: `Order ${order.code}` });
  return { ...view, sent: () => host.calls.slice(1) };
}

let saved: string[];

beforeEach(() => {
  installFakeClock();
  saved = catchSavedFiles();
});

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('An order in the back office', () => {
  it('shows everything about it: lines, total, customer, address, payment, card, chips, timeline', async () => {
    await openOrder(
      staffOrder({
        payment: {
          linkUrl: 'https://rzp.io/i/abc123',
          linkId: 'plink_123',
          paymentId: null,
          reference: 'UTR998877',
          flag: 'paid-twice',
        },
        timeline: [
          { status: 'pending', at: '2026-11-23T20:00:00.000Z', by: null, note: null },
          {
            status: 'placed',
            at: '2026-11-24T04:30:00.000Z',
            by: 'ravi@tapfolio.app',
            note: 'Reference UTR998877',
          },
        ],
      }),
    );
    expect(document.title).toBe('Order TF-7K3Q9D | Tapfolio');
    expect(screen.getByText('Order Placed')).toBeInTheDocument();

    expect(within(section('Items')).getByRole('listitem')).toHaveTextContent(
      'Midnight Matte NFC CardQty 2 × ₹499₹998',
    );
    expect(section('Items')).toHaveTextContent('Total (2 items)₹998');

    const customer = within(section('Customer'));
    expect(customer.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(customer.getByRole('link', { name: '+919876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(section('Delivery address')).toHaveTextContent(
      'Asha Rao+91987654321012 Lake ViewIndiranagarLandmark: Near the water tankBangalore, Karnataka 560038India',
    );

    // The flag, loudly, above everything, and again in the payment.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Payment flagged: paid-twiceCheck the payment before acting on this order: money may be due back.',
    );
    const payment = section('Payment');
    expect(payment).toHaveTextContent(
      'StatusPaidPayment linkhttps://rzp.io/i/abc123Link idplink_123Payment idNoneReferenceUTR998877Flagpaid-twice',
    );
    expect(within(payment).getByRole('link', { name: 'https://rzp.io/i/abc123' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/abc123',
    );

    const card = within(section('Printed on the card'));
    expect(section('Printed on the card')).toHaveTextContent('NameAsha RaoDesignationArchitect');
    expect(card.getByRole('img', { name: 'Photo printed on the card' })).toHaveAttribute(
      'src',
      '/api/v1/file?key=orders%2F3f1c2b4a-1111-4222-8333-444455556666.jpg&w=400',
    );
    expect(card.getByText('Photo: uploaded with the order')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Logo printed on the card' })).toBeInTheDocument();
    expect(card.getByText('Logo: from the portfolio')).toBeInTheDocument();

    const chips = within(section('Cards to write')).getAllByRole('listitem');
    expect(chips).toHaveLength(2);
    expect(chips[0]).toHaveTextContent('The chip must hold: https://tapfolio.app/c/ABCDEFGHJKMN');

    const steps = within(section('Timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ordered, awaiting payment24/11/2026 01:30by the system',
      'Paid and placed24/11/2026 10:00by ravi@tapfolio.appReference UTR998877',
    ]);
    expect(section('Shipping')).toHaveTextContent('Not shipped yet.');
  });

  it('shows the courier and a tracking link, and nothing left to do once delivered', async () => {
    await openOrder(
      staffOrder({
        orderStatus: 'completed',
        shipping: {
          courier: 'Blue Dart',
          tracking: 'https://bluedart.example/t/123',
          trackingUrl: 'https://bluedart.example/t/123',
        },
        cancelReason: null,
      }),
    );
    expect(
      within(section('Shipping')).getByRole('link', { name: 'https://bluedart.example/t/123' }),
    ).toHaveAttribute('href', 'https://bluedart.example/t/123');
    expect(section('Shipping')).toHaveTextContent('CourierBlue Dart');
    expect(actions().getByText('Nothing to do on this order now.')).toBeInTheDocument();
  });

  it('shows a bare tracking number as text, and the cancel reason', async () => {
    await openOrder(
      staffOrder({
        orderStatus: 'cancelled',
        shipping: { courier: 'DTDC', tracking: 'D1234567', trackingUrl: null },
        cancelReason: 'The buyer asked to cancel',
      }),
    );
    expect(section('Shipping')).toHaveTextContent('Tracking number or linkD1234567');
    expect(within(section('Shipping')).queryByRole('link')).not.toBeInTheDocument();
    expect(section('Why it was cancelled')).toHaveTextContent('The buyer asked to cancel');
  });

  it('confirms a placed order once, then shows the answer and its message', async () => {
    const { user, host, sent, toasts } = await openOrder();
    expect(actions().getByRole('button', { name: 'Cancel this order...' })).toBeInTheDocument();
    const release = host.hold();
    await user.click(actions().getByRole('button', { name: 'Confirm' }));
    const busy = actions().getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(sent()).toEqual([{ url: `${ORDER}/confirm`, method: 'POST' }]);

    release(ok(staffOrder({ orderStatus: 'confirmed' }), 'Order confirmed'));
    expect(await screen.findByText('Order Confirmed')).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Order confirmed' });
    // The answer is the order: no second GET, and the next move is offered.
    expect(sent()).toHaveLength(1);
    expect(actions().getByRole('heading', { name: 'Mark as shipped' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move, with focus on it", async () => {
    const { user, host } = await openOrder();
    host.fail(409, 'This order is already confirmed');
    await user.click(actions().getByRole('button', { name: 'Confirm' }));
    const refusal = await actions().findByRole('alert');
    expect(refusal).toHaveTextContent('This order is already confirmed');
    expect(refusal).toHaveFocus();
    expect(actions().getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('ships a confirmed order with its courier and tracking, checked here first', async () => {
    const { user, host, sent, toasts } = await openOrder(staffOrder({ orderStatus: 'confirmed' }));
    expect(actions().queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const ship = actions().getByRole('button', { name: 'Mark as shipped' });

    await user.click(ship);
    const courier = actions().getByRole('textbox', { name: 'Courier' });
    await waitFor(() => expect(courier).toHaveFocus());
    expect(courier).toHaveAccessibleDescription('Enter the courier');
    expect(
      actions().getByRole('textbox', { name: 'Tracking number or link' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Enter the tracking number or link'));

    await user.type(courier, 'Blue Dart');
    const tracking = actions().getByRole('textbox', { name: 'Tracking number or link' });
    await user.type(tracking, 'http://track.example/1');
    await user.click(ship);
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription(
        expect.stringContaining('Enter a tracking number, or a link that starts with https://'),
      ),
    );
    expect(sent()).toEqual([]);

    await user.clear(tracking);
    await user.type(tracking, 'https://track.example/1');
    host.answer(
      ok(
        staffOrder({
          orderStatus: 'shipped',
          shipping: {
            courier: 'Blue Dart',
            tracking: 'https://track.example/1',
            trackingUrl: 'https://track.example/1',
          },
        }),
        'Order marked as shipped',
      ),
    );
    await user.click(ship);
    expect(await screen.findByText('Order Shipped')).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        url: `${ORDER}/ship`,
        method: 'POST',
        body: { courier: 'Blue Dart', tracking: 'https://track.example/1' },
      },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Order marked as shipped' });
    expect(actions().getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    // Shipped: too late to cancel.
    expect(actions().queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("puts the server's field messages on the fields", async () => {
    const { user, host } = await openOrder(staffOrder({ orderStatus: 'confirmed' }));
    await user.type(actions().getByRole('textbox', { name: 'Courier' }), 'Blue Dart');
    await user.type(actions().getByRole('textbox', { name: 'Tracking number or link' }), 'X1');
    host.fail(400, 'Check the form', { courier: 'The courier is at most 60 characters' });
    await user.click(actions().getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(actions().getByRole('textbox', { name: 'Courier' })).toHaveAccessibleDescription(
        'The courier is at most 60 characters',
      ),
    );
    expect(actions().queryByText('Check the form')).not.toBeInTheDocument();
  });

  it('marks a shipped order delivered', async () => {
    const { user, host, sent } = await openOrder(staffOrder({ orderStatus: 'shipped' }));
    host.answer(ok(staffOrder({ orderStatus: 'completed' }), 'Order marked as delivered'));
    await user.click(actions().getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Order Completed')).toBeInTheDocument();
    expect(sent()).toEqual([{ url: `${ORDER}/deliver`, method: 'POST' }]);
  });

  it('cancels with a reason, behind a button first', async () => {
    const { user, host, sent, toasts } = await openOrder();
    const open = actions().getByRole('button', { name: 'Cancel this order...' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(actions().getByRole('button', { name: 'Keep the order' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const form = actions().getByRole('form', { name: 'Cancel order' });
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    const reason = within(form).getByRole('textbox', { name: 'Reason for cancelling' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Say why the order is cancelled'),
    );
    expect(sent()).toEqual([]);

    await user.type(reason, 'Out of stock');
    host.answer(
      ok(staffOrder({ orderStatus: 'cancelled', cancelReason: 'Out of stock' }), 'Order cancelled'),
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(sent()).toEqual([
      { url: `${ORDER}/cancel`, method: 'POST', body: { reason: 'Out of stock' } },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Order cancelled' });
    expect(section('Why it was cancelled')).toHaveTextContent('Out of stock');
  });

  it('records an offline payment of a pending order with its reference, from the answer alone', async () => {
    const { user, host, sent, toasts } = await openOrder(
      staffOrder({ orderStatus: 'pending', paymentStatus: 'Pending', cards: [] }),
    );
    expect(section('Cards to write')).toHaveTextContent('No cards yet');
    const form = within(actions().getByRole('form', { name: 'Mark paid offline' }));
    await user.type(form.getByRole('textbox', { name: 'Payment reference' }), 'UTR123456');
    host.answer(ok(staffOrder({ orderStatus: 'placed' }), 'Payment recorded'));
    await user.click(form.getByRole('button', { name: 'Mark paid offline' }));
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    // The answer is the order: no second GET.
    expect(sent()).toEqual([
      { url: `${ORDER}/paid`, method: 'POST', body: { reference: 'UTR123456' } },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Payment recorded' });
    expect(section('Cards to write')).not.toHaveTextContent('No cards yet');
  });

  it("puts the server's refusal of an offline payment under its form", async () => {
    const { user, host, sent } = await openOrder(
      staffOrder({ orderStatus: 'failed', paymentStatus: 'Failed' }),
    );
    expect(actions().queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const form = within(actions().getByRole('form', { name: 'Mark paid offline' }));
    await user.type(form.getByRole('textbox', { name: 'Payment reference' }), 'UTR1');
    host.fail(409, 'This order is already paid');
    await user.click(form.getByRole('button', { name: 'Mark paid offline' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This order is already paid');
    expect(sent().map((call) => call.url)).toEqual([`${ORDER}/paid`]);
    expect(screen.getByText('Order Failed')).toBeInTheDocument();
  });

  it('downloads the artwork as a PDF file', async () => {
    const { user, host, sent } = await openOrder();
    host.answer(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Download the artwork (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['tapfolio-artwork-TF-7K3Q9D.pdf']));
    expect(sent()).toEqual([{ url: `${ORDER}/artwork`, responseType: 'blob', timeoutMs: 0 }]);
  });

  it('says so when no order has the address', async () => {
    const host = fakeHost();
    host.fail(404, 'Order not found');
    renderConsole(`/backoffice/orders/${ORDER_ID}`, { host });
    expect(await screen.findByText('No order has this address.')).toBeInTheDocument();

    const other = fakeHost();
    renderConsole('/backoffice/orders/not-an-id', { host: other });
    expect(screen.getAllByText('No order has this address.')).toHaveLength(2);
    expect(other.calls).toEqual([]);
  });

  it('goes back to the queue when opened directly', async () => {
    const { user, host } = await openOrder();
    host.answer(ok({ counts: {}, orders: [], page: 1, pageSize: 20, total: 0 }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
  });
});
