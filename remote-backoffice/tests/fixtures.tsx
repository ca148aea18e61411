import type {
  AdminProductCategory,
  OrderQueue,
  QueueOrder,
  Role,
  StaffCard,
  StaffOrderDetail,
} from 'shared-contracts';
import { aProfile, fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { clockedUser } from 'web-kit/testing/fake-clock';
import { backofficeApi } from '../src/api';
import { Backoffice } from '../src/app/backoffice';

/** Shared by the console's tests: the API's answers, and the console mounted as the shell does. */
export const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export function queueOrder(overrides: Partial<QueueOrder> = {}): QueueOrder {
  return {
    _id: ORDER_ID,
    code: 'TF-7K3Q9D',
    orderStatus: 'placed',
    paymentStatus: 'Paid',
    totalPrice: 998,
    createdAt: '2026-11-23T20:00:00.000Z',
    statusAt: '2026-11-23T20:05:00.000Z',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    customerPhone: '+919876543210',
    cardCount: 2,
    paymentFlag: null,
    artworkAt: null,
    ...overrides,
  };
}

const noCounts = {
  placed: 0,
  confirmed: 0,
  shipped: 0,
  completed: 0,
  pending: 0,
  failed: 0,
  cancelled: 0,
};

export function queue(orders: QueueOrder[], overrides: Partial<OrderQueue> = {}): OrderQueue {
  return {
    counts: { ...noCounts, placed: orders.length },
    orders,
    page: 1,
    pageSize: 20,
    total: orders.length,
    ...overrides,
  };
}

export function staffCard(overrides: Partial<StaffCard> = {}): StaffCard {
  return {
    code: 'ABCDEFGHJKMN',
    url: 'https://tapfolio.app/c/ABCDEFGHJKMN',
    productName: 'Midnight Matte NFC Card',
    writtenAt: null,
    writtenBy: null,
    ...overrides,
  };
}

export function staffOrder(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    _id: ORDER_ID,
    code: 'TF-7K3Q9D',
    orderStatus: 'placed',
    paymentStatus: 'Paid',
    totalPrice: 998,
    createdAt: '2026-11-23T20:00:00.000Z',
    address: {
      name: 'Asha Rao',
      mobile: '+919876543210',
      address1: '12 Lake View',
      address2: 'Indiranagar',
      landmark: 'Near the water tank',
      pincode: '560038',
      district: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      type: 'Home',
    },
    products: [
      {
        _id: 'l1',
        product: {
          _id: 'p1',
          name: 'Midnight Matte NFC Card',
          productImages: [],
          discountedPrice: 499,
          actualPrice: 999,
        },
        quantity: 2,
        salePrice: 499,
        totalPrice: 998,
      },
    ],
    nfcDetails: {
      customerName: 'Asha Rao',
      designation: 'Architect',
      customerPhoto: {
        image: { key: 'orders/3f1c2b4a-1111-4222-8333-444455556666.jpg' },
        source: 'order',
      },
      customerLogo: {
        image: { key: 'portfolio/9a1c2b4a-1111-4222-8333-444455556666.png' },
        source: 'portfolio',
      },
    },
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' },
    payment: {
      linkUrl: 'https://rzp.io/i/abc123',
      linkId: 'plink_123',
      paymentId: 'pay_456',
      reference: null,
      flag: null,
    },
    shipping: { courier: null, tracking: null, trackingUrl: null },
    cancelReason: null,
    cards: [
      staffCard(),
      staffCard({ code: 'BCDEFGHJKMNP', url: 'https://tapfolio.app/c/BCDEFGHJKMNP' }),
    ],
    timeline: [
      { status: 'pending', at: '2026-11-23T20:00:00.000Z', by: null, note: null },
      { status: 'placed', at: '2026-11-23T20:05:00.000Z', by: null, note: null },
    ],
    ...overrides,
  };
}

export const ok = <T,>(result: T, message?: string) => ({
  success: true,
  result,
  ...(message && { message }),
});

/**
 * `/backoffice/*` as the shell mounts it, for a signed-in person of `role`, with the fake clock's
 * user (the test file installs the clock). The test queues the first answers on `host` first.
 */
export function renderConsole(
  route: string,
  { host = fakeHost(), role = 'staff' }: { host?: FakeHost; role?: Role } = {},
) {
  const view = renderScreen(<Backoffice />, {
    route,
    path: '/backoffice/*',
    host,
    apis: [backofficeApi],
    session: {
      token: 't0k',
      userId: 'u9',
      profile: aProfile({ _id: 'u9', email: 'ravi@tapfolio.app', role }),
      profileStatus: 'loaded',
    },
    routes: { '/home': <p>Home screen</p> },
  });
  return { ...view, user: clockedUser() };
}

export const CATEGORY_ID = '0b7e6c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

export const category = (overrides: Partial<AdminProductCategory> = {}): AdminProductCategory => ({
  _id: CATEGORY_ID,
  name: 'Metal cards',
  archived: false,
  ...overrides,
});
