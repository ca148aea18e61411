import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import type { HostRequest } from 'web-kit';
import { cartApi } from '../src/shared/cart-api';
import { paymentRedirect } from '../src/features/checkout/utils/payment-redirect';
import { cartBody, cartLine, homeAddress, storeCart, storedCart } from './cart-fixtures';
import {
  callList,
  orderBody,
  PAYMENT_LINK,
  PORTFOLIO_ID,
  imageKey,
  renderReview,
  reviewLines,
} from './checkout-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const payButton = () => screen.getByRole('button', { name: /^Proceed To Pay|^Processing/ });
const orderCalls = (calls: HostRequest[]) => calls.filter((call) => call.url === '/order');

let redirect: ReturnType<typeof rstest.spyOn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
  redirect = rstest.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
});
afterEach(() => {
  rstest.restoreAllMocks();
});

/** The review, ready to pay: the card details are on screen. */
async function readyReview(options: Parameters<typeof renderReview>[0] = {}) {
  const view = renderReview(options);
  await screen.findByLabelText('Full Name');
  await waitFor(() => expect(payButton()).toBeEnabled());
  return view;
}

describe('Proceed To Pay', () => {
  it('sends the order once, with the card details, lines, total and address, and a new key', async () => {
    const { user, host } = await readyReview();
    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));

    const [call] = orderCalls(host.calls);
    expect(call).toMatchObject({ url: '/order', method: 'POST' });
    expect(call!.body).toEqual({
      portfolioId: PORTFOLIO_ID,
      nfcDetails: {
        customerName: 'Asha Rao',
        designation: 'Founder',
        customerPhoto: { image: { key: imageKey(1), name: 'me.jpg' }, source: 'portfolio' },
        customerLogo: { image: null, source: 'none' },
      },
      totalPrice: 1797,
      items: [
        { productId: reviewLines[0]!.productId, quantity: 2, salePrice: 499 },
        { productId: reviewLines[1]!.productId, quantity: 1, salePrice: 799 },
      ],
      address: {
        name: 'Asha Rao',
        mobile: '+919876543210',
        address1: '12 Lake View',
        address2: 'Indiranagar',
        landmark: '',
        pincode: '560038',
        district: 'Bangalore',
        state: 'Karnataka',
        country: 'India',
        type: 'Home',
      },
    });
    expect(call!.headers?.['Idempotency-Key']).toMatch(UUID);
  });

  it('trims the name and designation before sending them', async () => {
    const { user, host } = await readyReview();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), '  Asha Menon  ');
    await user.clear(screen.getByLabelText('Designation'));
    await user.type(screen.getByLabelText('Designation'), ' Design Lead ');
    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const body = orderCalls(host.calls)[0]!.body as { nfcDetails: object };
    expect(body.nfcDetails).toMatchObject({
      customerName: 'Asha Menon',
      designation: 'Design Lead',
    });
  });

  it('reads "Processing..." while busy, and a second tap sends nothing more', async () => {
    const { user, host } = await readyReview();
    const answer = host.hold();
    await user.click(payButton());

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    // Enter in a field submits the form too: still one order.
    await user.type(screen.getByLabelText('Designation'), '{Enter}');
    expect(orderCalls(host.calls)).toHaveLength(1);

    answer(orderBody());
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(orderCalls(host.calls)).toHaveLength(1);
  });

  it('retries a call that got no answer with the same Idempotency-Key', async () => {
    const { user, host, toasts } = await readyReview();
    host.fail(0, '');
    await user.click(payButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Could not start the payment. Please try again.',
      }),
    );
    expect(payButton()).toHaveTextContent('Proceed To Pay ₹1,797');
    expect(payButton()).toBeEnabled();

    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));
    const [first, retry] = orderCalls(host.calls);
    expect(retry!.headers?.['Idempotency-Key']).toBe(first!.headers?.['Idempotency-Key']);
    expect(retry!.body).toEqual(first!.body);
  });

  it('keeps the key across a reload of the page for the same cart, and makes a new one for other details', async () => {
    const first = await readyReview();
    first.host.fail(504, '');
    await first.user.click(payButton());
    await waitFor(() => expect(first.toasts).toHaveLength(1));
    const key = orderCalls(first.host.calls)[0]!.headers?.['Idempotency-Key'];
    first.unmount();

    const again = await readyReview();
    again.host.fail(504, '');
    await again.user.click(payButton());
    await waitFor(() => expect(again.toasts).toHaveLength(1));
    expect(orderCalls(again.host.calls)[0]!.headers?.['Idempotency-Key']).toBe(key);

    await again.user.type(screen.getByLabelText('Designation'), ' & CEO');
    again.host.answer(orderBody());
    await again.user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const changed = orderCalls(again.host.calls)[1]!.headers?.['Idempotency-Key'];
    expect(changed).toMatch(UUID);
    expect(changed).not.toBe(key);
  });

  it('on success goes to the payment link and clears the cart the server emptied', async () => {
    storeCart(reviewLines);
    const { user, host, store } = await readyReview({ state: null });
    host.answer(orderBody());
    await user.click(payButton());

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));
    expect(storedCart()).toBeNull();
    expect(cartApi.endpoints.getCart.select()(store.getState() as never).data).toEqual([]);
    // The page keeps what was ordered on screen while the browser leaves.
    expect(screen.getByRole('article', { name: 'Walnut Wood NFC Card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('without a payment link logs it, says so, and lets the person try again', async () => {
    const { user, host, toasts } = await readyReview();
    host.answer(orderBody(null));
    await user.click(payButton());

    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'Could not start the payment. Please try again.' },
      ]),
    );
    expect(console.error).toHaveBeenCalledWith('Payment link not found in response.');
    expect(redirect).not.toHaveBeenCalled();
    expect(payButton()).toHaveTextContent('Proceed To Pay ₹1,797');
    expect(payButton()).toBeEnabled();
  });

  it('on 409 shows the server message and loads the cart again with the new prices', async () => {
    const { user, host, toasts } = await readyReview();
    const message = 'Prices have changed since you loaded your cart. Please review the new total.';
    host.fail(409, message);
    host.answer(
      cartBody([reviewLines[0]!, { ...reviewLines[1]!, salePrice: 899, totalAmount: 899 }]),
    );
    await user.click(payButton());

    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message }]));
    expect(await screen.findByRole('button', { name: 'Proceed To Pay ₹1,897' })).toBeEnabled();
    expect(callList(host).slice(-2)).toEqual(['POST /order', 'GET /cart/user']);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on a cart that changed elsewhere (409) shows that message and the server cart', async () => {
    const { user, host, toasts } = await readyReview();
    const message = 'Your cart has changed. Please review it again.';
    host.fail(409, message);
    host.answer(cartBody([cartLine({ _id: 'c1', productId: reviewLines[0]!.productId })]));
    await user.click(payButton());

    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message }]));
    expect(await screen.findByRole('heading', { name: '1 item' })).toBeInTheDocument();
    expect(screen.queryByText('Walnut Wood NFC Card')).not.toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Proceed To Pay ₹499');
  });

  it('shows the server message for other refusals, and the fallback when there is none', async () => {
    const { user, host, toasts } = await readyReview({
      addresses: [{ ...homeAddress, pincode: '999999' }],
    });
    host.fail(400, 'We do not deliver to this pincode yet', {
      'address.pincode': 'We do not deliver to this pincode yet',
    });
    await user.click(payButton());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'We do not deliver to this pincode yet' }]),
    );

    host.fail(502, '');
    await user.click(payButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Could not start the payment. Please try again.',
      }),
    );
    expect(payButton()).toBeEnabled();
  });
});
