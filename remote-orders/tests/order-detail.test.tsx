import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import { fakeHost } from 'web-kit/testing';
import detailStyles from '../src/features/order-detail/components/order-detail.module.css';
import {
  ORDER_ID,
  order,
  orderBody,
  orderIn,
  orderLine,
  renderDetail,
  toneOf,
} from './order-fixtures';

/** Renders the detail of one order, answered by GET /order/user/{id}. */
async function showOrder(answer: ReturnType<typeof order>) {
  const host = fakeHost();
  host.answer(orderBody(answer));
  const view = renderDetail({ host });
  await screen.findByRole('region', { name: 'Track Order' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

/** A row of Price Details: the amount beside its label. */
const priceRow = (label: string | RegExp) =>
  within(region('Price Details')).getByText(label).nextElementSibling?.textContent;

describe('Order Details', () => {
  it('shows a spinner while the order loads, asking for it by its id', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderDetail({ host });
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeVisible();

    release(orderBody(order()));
    expect(await screen.findByRole('region', { name: 'Track Order' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(host.calls).toEqual([{ url: `/order/user/${ORDER_ID}` }]);
  });

  it('shows the status, order date and total, the items with their count, and the code', async () => {
    await showOrder(
      orderIn('placed', {
        products: [
          orderLine({ quantity: 2, salePrice: 499 }),
          orderLine({
            _id: 'l2',
            quantity: 1,
            salePrice: 799,
            product: {
              _id: 'p2',
              name: 'Rose Gold Card',
              productImages: [],
              discountedPrice: 799,
              actualPrice: 799,
            },
          }),
        ],
      }),
    );

    const summary = region('Order summary');
    const status = within(summary).getByText('Order Placed');
    expect(toneOf(status)).toBe('progress');
    expect(within(summary).getByText('Order date').nextElementSibling).toHaveTextContent(
      '24/11/2026',
    );
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹1,797');

    const items = region('Items');
    expect(within(items).getByText('3 items')).toBeInTheDocument();
    const rows = within(items).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Midnight Matte NFC CardQty: 2 · ₹499 each₹998',
      'Rose Gold CardQty: 1₹799',
    ]);
    expect(rows[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/file?key=products%2F3f1c2b4a-1111-4222-8333-444455556666.jpg&w=400',
    );
    // No picture at all: the shop's placeholder.
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', '/placeholder-product.jpg');

    expect(within(region('Track Order')).getByText('TF-7K3Q9D')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment link unavailable/)).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when a picture fails to load', async () => {
    await showOrder(order());
    const image = region('Items').querySelector('img')!;
    expect(image).not.toHaveAttribute('src', '/placeholder-product.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/placeholder-product.jpg');
  });

  it('shows the price details the cart shows, over the prices the order was paid at', async () => {
    await showOrder(order({ products: [orderLine({ quantity: 3, salePrice: 499.5 })] }));
    expect(priceRow('Price (3 items)')).toBe('₹2,997.00');
    expect(priceRow('Product Discount')).toBe('−₹1,498.50');
    expect(priceRow('Subtotal')).toBe('₹1,498.50');
    expect(priceRow('Total Payable')).toBe('₹1,498.50');
    expect(screen.getByText('You save ₹1,498.50 on this order')).toBeInTheDocument();
    expect(screen.getByText('Prices include all applicable taxes.')).toBeInTheDocument();
  });

  it('leaves out the discount and savings when the order was bought at MRP', async () => {
    await showOrder(order({ products: [orderLine({ salePrice: 999 })] }));
    expect(priceRow('Total Payable')).toBe('₹999.00');
    expect(within(region('Price Details')).queryByText('Product Discount')).toBeNull();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('shows the delivery address: name, address lines, landmark, place, pincode and mobile', async () => {
    await showOrder(order());
    const address = region('Delivery Address');
    expect(
      Array.from(address.querySelector('address')!.children, (line) => line.textContent),
    ).toEqual([
      'Asha Rao',
      '12 Lake View, Indiranagar',
      'Landmark: Near the water tank',
      'Bangalore, Karnataka - 560038',
      '+91 9876543210',
    ]);
  });

  it('offers Pay Now for a pending order, a real link to its payment page', async () => {
    await showOrder(orderIn('pending', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' }));
    expect(toneOf(within(region('Order summary')).getByText('Order Pending'))).toBe('muted');
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/AbC123',
    );
    expect(screen.queryByText(/Payment link unavailable/)).not.toBeInTheDocument();
  });

  it.each([
    ['no link', null],
    ['a link that is not a web address', 'javascript:alert(1)'],
  ])('says the payment link is unavailable for a pending order with %s', async (_, link) => {
    await showOrder(orderIn('pending', { razorpayPaymentLink: link }));
    expect(
      screen.getByText('Payment link unavailable. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('offers no payment for an order that is no longer pending, link or not', async () => {
    await showOrder(orderIn('cancelled', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' }));
    expect(toneOf(within(region('Order summary')).getByText('Order Cancelled'))).toBe('danger');
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment link unavailable/)).not.toBeInTheDocument();
  });

  it('says "Order not found" when the server has no such order', async () => {
    const host = fakeHost();
    host.fail(404, 'Order not found');
    const { user } = renderDetail({ host });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View all orders' }));
    expect(await screen.findByText('Your Orders screen')).toBeInTheDocument();
  });

  it('says "Order not found" for an id no order can have, without asking', async () => {
    const host = fakeHost();
    renderDetail({ host, route: '/orders/not-an-id' });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(host.calls).toEqual([]);
  });

  it('shows the server message in red when the order fails to load, and Retry asks again', async () => {
    const host = fakeHost();
    host.fail(500, 'Orders are resting, try again soon');
    const { user } = renderDetail({ host });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Orders are resting, try again soon')).toHaveClass(
      detailStyles.failedText!,
    );

    host.answer(orderBody(order()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Track Order' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to load order details" in red when the failure has no message', async () => {
    const host = fakeHost();
    host.fail(0, '');
    renderDetail({ host });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
    expect(screen.getByText('Failed to load order details')).toHaveClass(detailStyles.failedText!);
  });

  it('goes to Your Orders from the back arrow when the order was opened directly', async () => {
    const { user } = await showOrder(order());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Your Orders screen')).toBeInTheDocument();
  });

  it('goes one step back when the order was opened from another page', async () => {
    const host = fakeHost();
    host.answer(orderBody(order()));
    const { user } = renderDetail({
      host,
      route: '/home',
      routes: { '/home': <Link to={`/orders/${ORDER_ID}`}>Open the order</Link> },
    });
    await user.click(screen.getByRole('link', { name: 'Open the order' }));
    await screen.findByRole('region', { name: 'Track Order' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open the order' })).toBeInTheDocument();
  });

  it('names the document and reads the price details as labelled pairs', async () => {
    await showOrder(orderIn('placed'));
    expect(document.title).toBe('Order Details | Tapfolio');
    // Opened again later, not from the payment page: the order, without the thank-you.
    expect(screen.queryByRole('region', { name: 'Thank you for your order!' })).toBeNull();
    const prices = region('Price Details');
    const terms = within(prices).getAllByRole('term');
    const amounts = within(prices).getAllByRole('definition');
    expect(terms.length).toBeGreaterThan(1);
    expect(amounts).toHaveLength(terms.length);
    expect(terms.at(-1)).toHaveTextContent('Total Payable');
  });
});
