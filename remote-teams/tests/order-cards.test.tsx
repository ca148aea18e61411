import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ORGANISATION_PAGE_SIZE,
  orderErrors,
  organisationErrors,
  type Order,
  type OrganisationOrdersPage,
  type Product,
} from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { paymentRedirect } from '../src/features/card-orders/utils/payment-redirect';
import { member, members, membersPage, ok, organisation, renderTeams, teamsHost } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

const CLASSIC = '3f2c8a10-5b7e-4c1d-9a2f-0e6b7c8d9e01';
const BLACK = '7a9d1e22-4c3b-4f5a-8b6c-1d2e3f4a5b02';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: CLASSIC,
  name: 'Classic White',
  category: null,
  productImages: [],
  price: 499,
  actualPrice: 799,
  salePrice: 499,
  discountPercentage: 37,
  description: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const designs = () => [
  product(),
  product({ _id: BLACK, name: 'Matte Black', price: 899.5, salePrice: 899.5 }),
];

const bulkOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  code: 'TF-7K3Q9D',
  orderStatus: 'pending',
  paymentStatus: 'Pending',
  totalPrice: 998,
  createdAt: '2026-11-26T10:00:00.000Z',
  address: {
    name: 'Asha Rao',
    mobile: '+919876543210',
    address1: '12, MG Road',
    address2: 'Indiranagar',
    landmark: '',
    pincode: '560038',
    district: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    type: 'Work',
  },
  razorpayPaymentLink: 'https://rzp.io/i/bulk123',
  orderStatusLogs: {
    orderPlacedAt: null,
    orderConfirmedAt: null,
    orderShippedAt: null,
    orderCompletedAt: null,
    orderCancelledAt: null,
  },
  products: [],
  nfcDetails: {
    customerName: 'Ravi Kumar',
    designation: 'Designer',
    customerLogo: { image: null, source: 'none' },
    customerPhoto: { image: null, source: 'none' },
  },
  invoice: null,
  bulk: { organisation: 'Acme Designs', cards: [] },
  ...overrides,
});

const ordersPage = (orders: Order[]): OrganisationOrdersPage => ({
  orders,
  page: 1,
  pageSize: ORGANISATION_PAGE_SIZE,
  total: orders.length,
});

const PRODUCTS = 'GET /product?page=1&limit=50&sort=new';

/** Order cards, for Asha the owner: two designs, her three people, and the orders so far. */
async function openOrderCards(orders: Order[] = []) {
  const host = teamsHost();
  host.answer('GET /organisation', ok(organisation()));
  host.answer(PRODUCTS, { success: true, results: designs(), page: 1, limit: 50 });
  host.answer(
    'GET /organisation/members',
    ok(membersPage(members().map((m) => (m.userId === 'u3' ? { ...m, designation: 'Lead' } : m)))),
  );
  host.answer('GET /organisation/orders', ok(ordersPage(orders)));
  host.answer('GET /pincode/560038', [
    { Status: 'Success', PostOffice: [{ District: 'Bengaluru', State: 'Karnataka' }] },
  ]);
  const view = renderTeams('/teams/order-cards', host);
  await screen.findByRole('radio', { name: /Classic White/ });
  await screen.findByRole('list', { name: 'Members' });
  return view;
}

const rowOf = (name: string) => screen.getByRole('group', { name });

describe('Ordering cards', () => {
  it('checks each row with the API’s schema, and totals the cards at the design’s price', async () => {
    const { user } = await openOrderCards();
    expect(screen.getByRole('radio', { name: /Matte Black/ })).toHaveAccessibleName(
      'Matte Black ₹899.50 a card',
    );
    // The office address, for the person ordering.
    expect(screen.getByLabelText('Building/House name')).toHaveValue('12, MG Road');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(
      screen.getByText('Tax invoice in Acme Designs’s name (GSTIN 29AABCT3518Q1ZS)'),
    ).toBeVisible();

    // Nothing chosen: the order says what it needs.
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(orderErrors.itemInvalid)).toBeVisible();
    expect(screen.getByText(organisationErrors.cardsRequired)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Classic White/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 members chosen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹1,497' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('DesignClassic WhiteCards3 × ₹499Total₹1,497');

    // Meera's designation comes from her card; the others' are the admin's to type.
    expect(within(rowOf('Meera Iyer')).getByLabelText('Designation')).toHaveValue('Lead');
    const ravi = rowOf('Ravi Kumar');
    await user.clear(within(ravi).getByLabelText('Name on the card'));
    await user.tab();
    expect(await within(ravi).findByText('Full name is required.')).toBeVisible();

    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Leave out Asha Rao' }));
    expect(screen.getByRole('button', { name: 'Pay ₹998' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Matte Black/ }));
    expect(screen.getByRole('button', { name: 'Pay ₹1,799' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay ₹1,799' }));
    const designation = within(rowOf('Ravi Kumar')).getByLabelText('Designation');
    await waitFor(() =>
      expect(within(rowOf('Ravi Kumar')).getByLabelText('Name on the card')).toHaveFocus(),
    );
    expect(designation).toHaveAccessibleDescription('Designation is required');
    expect(within(rowOf('Meera Iyer')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      'Mobile number is required',
    );
  });

  it('places the order and sends the browser to its payment page', async () => {
    const go = rs.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { user, host } = await openOrderCards();
    await user.click(screen.getByRole('radio', { name: /Classic White/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ravi Kumar/ }));
    await user.click(screen.getByRole('checkbox', { name: /Meera Iyer/ }));
    const ravi = rowOf('Ravi Kumar');
    await user.type(within(ravi).getByLabelText('Designation'), 'Designer');
    await user.click(within(ravi).getByRole('checkbox', { name: /Print their photo/ }));
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');

    host.fail('POST /organisation/orders', 409, orderErrors.priceChanged);
    host.answer(PRODUCTS, {
      success: true,
      results: [product({ salePrice: 549, price: 549 })],
      page: 1,
      limit: 50,
    });
    await user.click(screen.getByRole('button', { name: 'Pay ₹998' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(orderErrors.priceChanged);
    // The designs are asked for again, with what they cost now.
    expect(await screen.findByRole('button', { name: 'Pay ₹1,098' })).toBeVisible();

    host.answer('POST /organisation/orders', ok(bulkOrder({ totalPrice: 1098 })));
    host.answer('GET /organisation/orders', ok(ordersPage([bulkOrder({ totalPrice: 1098 })])));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,098' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://rzp.io/i/bulk123'));

    const posts = host.calls.filter((call) => call.method === 'POST');
    expect(posts[1]).toEqual({
      url: '/organisation/orders',
      method: 'POST',
      headers: { 'Idempotency-Key': expect.any(String) },
      body: {
        productId: CLASSIC,
        cards: [
          { userId: 'u2', customerName: 'Ravi Kumar', designation: 'Designer', withPhoto: false },
          { userId: 'u3', customerName: 'Meera Iyer', designation: 'Lead', withPhoto: true },
        ],
        address: {
          name: 'Asha Rao',
          mobile: '+919876543210',
          address1: '12, MG Road',
          address2: 'Indiranagar',
          landmark: '',
          pincode: '560038',
          district: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          type: 'Work',
        },
        totalPrice: 1098,
      },
    });
    // A refused attempt is over: the next one has a key of its own.
    expect(posts[1]!.headers).not.toEqual(posts[0]!.headers);
  });

  it('lists the orders so far, with Pay while one waits for payment', async () => {
    await openOrderCards([
      bulkOrder({
        bulk: {
          organisation: 'Acme Designs',
          cards: [
            bulkOrder().nfcDetails,
            { ...bulkOrder().nfcDetails, customerName: 'Meera Iyer' },
          ],
        },
      }),
      bulkOrder({
        _id: 'c0ffee00-0000-4000-8000-000000000002',
        code: 'TF-2B8M4N',
        orderStatus: 'shipped',
        paymentStatus: 'Paid',
        razorpayPaymentLink: null,
        bulk: { organisation: 'Acme Designs', cards: [bulkOrder().nfcDetails] },
      }),
    ]);
    const orders = await screen.findByRole('list', { name: 'Your card orders' });
    const rows = within(orders).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TF-7K3Q9DOrder Pending26/11/2026 · 2 cards · ₹998Pay',
      'TF-2B8M4NOrder Shipped26/11/2026 · 1 card · ₹998',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Pay order TF-7K3Q9D' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/bulk123',
    );
  });

  it('pages through the members, their choices kept', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    host.answer(PRODUCTS, { success: true, results: designs(), page: 1, limit: 50 });
    host.answer('GET /organisation/members', ok(membersPage(members(), { total: 53 })));
    host.answer('GET /organisation/orders', ok(ordersPage([])));
    host.answer('GET /pincode/560038', []);
    const { user } = renderTeams('/teams/order-cards', host);
    await user.click(await screen.findByRole('checkbox', { name: /Ravi Kumar/ }));

    const zoya = member({ userId: 'u51', name: 'Zoya Khan', email: 'zoya@acme.example' });
    host.answer(
      'GET /organisation/members?page=2',
      ok(membersPage([zoya], { page: 2, total: 53 })),
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of members' });
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await user.click(await screen.findByRole('checkbox', { name: /Zoya Khan/ }));
    expect(screen.getByText('2 members chosen')).toBeVisible();
    expect(rowOf('Ravi Kumar')).toBeVisible();
    expect(rowOf('Zoya Khan')).toBeVisible();
  });
});
