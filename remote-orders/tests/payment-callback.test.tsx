import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeHost, type FakeHost } from 'web-kit/testing';
import { OrderDetailPage } from '../src/features/order-detail/components/order-detail-page';
import { ORDER_ID, orderBody, orderIn, renderDetail } from './order-fixtures';

/** What Razorpay puts on the return URL after a payment. */
const callback = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_payment_link_id: 'plink_ExjpAUN3gVHrPJ',
  razorpay_payment_link_reference_id: 'TF-7K3Q9D-1',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: '07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b',
};
const returnUrl = (extra: Record<string, string> = {}) =>
  `/orders/${ORDER_ID}?${new URLSearchParams({ ...callback, ...extra })}`;
const callbackCall = {
  url: `/order/user/${ORDER_ID}/payment-callback`,
  method: 'POST',
  body: callback,
};

function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address bar">{pathname + search}</output>;
}

/** The detail page as the shell runs it: under StrictMode, which runs effects twice on mount. */
function renderReturn(host: FakeHost, route = returnUrl()) {
  return renderDetail({
    host,
    route,
    strict: true,
    ui: (
      <>
        <OrderDetailPage />
        <AddressBar />
      </>
    ),
  });
}

/** GET /shop/delivery's answer, which a just-paid order's next steps ask for. */
const DELIVERY = { success: true, result: { minDays: 5, maxDays: 7 } };

const addressBar = () => screen.getByRole('status', { name: 'Address bar' });

describe('Returning from the payment page', () => {
  it('sends the callback once, shows the placed order it answers, cleans the URL and says so', async () => {
    const host = fakeHost();
    const release = host.hold();
    host.answer(DELIVERY);
    const { toasts } = renderReturn(host);
    expect(screen.getByRole('status', { name: 'Confirming your payment' })).toBeVisible();

    release(orderBody(orderIn('placed')));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Order Placed')).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(new RegExp(`^/orders/${ORDER_ID}$`));
    expect(toasts).toEqual([
      { kind: 'success', message: 'Payment received. Your order is placed!' },
    ]);

    // A thank-you first, then what happens next, in order.
    const thanks = screen.getByRole('region', { name: 'Thank you for your order!' });
    expect(thanks).toHaveTextContent("Your payment is received. Here's what happens next.");
    // When, from the API's delivery days, once they have arrived.
    await within(thanks).findByText(/Free delivery, usually in 5-7 days\.$/);
    expect(
      within(thanks)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'PrintingWe print your cards with the details you chose.',
      'ShippingWe send them to your delivery address. Free delivery, usually in 5-7 days.',
      'TrackingTrack Order shows each step, and when they are on the way.',
    ]);
    expect(host.calls).toEqual([callbackCall, { url: '/shop/delivery' }]);
  });

  it('sends exactly the five parameters, whatever else the URL carries', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('placed')));
    host.answer(DELIVERY);
    renderReturn(host, returnUrl({ utm_source: 'mail', extra: 'x' }));
    await screen.findByRole('region', { name: 'Order summary' });
    expect(host.calls[0]).toEqual(callbackCall);
    expect(host.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(addressBar()).toHaveTextContent(new RegExp(`^/orders/${ORDER_ID}$`));
  });

  it('counts an order an admin already moved on as placed', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('confirmed')));
    host.answer(DELIVERY);
    const { toasts } = renderReturn(host);
    await screen.findByRole('region', { name: 'Order summary' });
    expect(toasts).toEqual([
      { kind: 'success', message: 'Payment received. Your order is placed!' },
    ]);
  });

  it('says the payment is not confirmed yet when the order it answers is still pending', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('pending', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' })));
    const { toasts } = renderReturn(host);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Order Pending')).toBeInTheDocument();
    // Nothing to thank for yet.
    expect(screen.queryByRole('region', { name: 'Thank you for your order!' })).toBeNull();
    expect(host.calls).toEqual([callbackCall]);
    expect(toasts).toEqual([
      { kind: 'error', message: 'We could not confirm this payment yet. It will update shortly.' },
    ]);
    expect(addressBar()).toHaveTextContent(new RegExp(`^/orders/${ORDER_ID}$`));
  });

  it('refuses a forged callback: an error toast, and the order as it was', async () => {
    const host = fakeHost();
    host.fail(400, 'This payment confirmation is not valid');
    host.answer(orderBody(orderIn('pending', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' })));
    const { toasts } = renderReturn(host, returnUrl({ razorpay_signature: 'f'.repeat(64) }));

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Order Pending')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    expect(host.calls).toEqual([
      { ...callbackCall, body: { ...callback, razorpay_signature: 'f'.repeat(64) } },
      { url: `/order/user/${ORDER_ID}` },
    ]);
    expect(toasts).toEqual([
      { kind: 'error', message: 'We could not confirm this payment yet. It will update shortly.' },
    ]);
    expect(addressBar()).toHaveTextContent(new RegExp(`^/orders/${ORDER_ID}$`));
  });

  it('sends nothing when the URL carries no signature', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('pending')));
    const unsigned = new URLSearchParams(callback);
    unsigned.delete('razorpay_signature');
    const { toasts } = renderReturn(host, `/orders/${ORDER_ID}?${unsigned}`);
    await screen.findByRole('region', { name: 'Order summary' });
    expect(host.calls).toEqual([{ url: `/order/user/${ORDER_ID}` }]);
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Thank you for your order!' })).toBeNull();
  });

  it('goes to Your Orders from the back arrow, never back to the payment page', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('placed')));
    host.answer(DELIVERY);
    const { user } = renderReturn(host);
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Your Orders screen')).toBeInTheDocument();
  });
});
