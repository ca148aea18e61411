import type { ReactElement } from 'react';
import type {
  LoadedCatalogue,
  Order,
  OrderLine,
  OrderStatus,
  OrderStatusLogs,
  PaymentStatus,
} from 'shared-contracts';
import { toneClass } from 'web-kit';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { ordersApi } from '../src/api';
import { OrderDetailPage } from '../src/features/order-detail/components/order-detail-page';
import { OrderListPage } from '../src/features/order-list/components/order-list-page';

/** Shared by the orders test files: orders as the API answers them, and the two screens mounted. */
export const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const quantity = overrides.quantity ?? 1;
  const salePrice = overrides.salePrice ?? 499;
  return {
    _id: 'l1',
    product: {
      _id: 'p1',
      name: 'Midnight Matte NFC Card',
      productImages: [{ key: 'products/3f1c2b4a-1111-4222-8333-444455556666.jpg' }],
      discountedPrice: salePrice,
      actualPrice: 999,
    },
    quantity,
    salePrice,
    totalPrice: salePrice * quantity,
    ...overrides,
  };
}

const noStamps: OrderStatusLogs = {
  orderPlacedAt: null,
  orderConfirmedAt: null,
  orderShippedAt: null,
  orderCompletedAt: null,
  orderCancelledAt: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  const products = overrides.products ?? [orderLine()];
  return {
    _id: ORDER_ID,
    code: 'TF-7K3Q9D',
    orderStatus: 'placed',
    paymentStatus: 'Paid',
    totalPrice: products.reduce((sum, line) => sum + line.totalPrice, 0),
    // 20:00 UTC is already the next day in India, where order dates are read.
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
    razorpayPaymentLink: null,
    invoice: null,
    orderStatusLogs: { ...noStamps },
    products,
    nfcDetails: {
      customerName: 'Asha Rao',
      designation: 'Architect',
      customerLogo: { image: null, source: 'none' },
      customerPhoto: { image: null, source: 'none' },
    },
    ...overrides,
  };
}

/** An order in a status, with the stamps it would have by then (all on 24-28/11/2026 in India). */
export function orderIn(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  const stamps = { ...noStamps };
  const paid = status !== 'pending' && status !== 'failed';
  if (paid) stamps.orderPlacedAt = '2026-11-24T05:00:00.000Z';
  if (['confirmed', 'shipped', 'completed'].includes(status)) {
    stamps.orderConfirmedAt = '2026-11-25T05:00:00.000Z';
  }
  if (['shipped', 'completed'].includes(status)) stamps.orderShippedAt = '2026-11-26T05:00:00.000Z';
  if (status === 'completed') stamps.orderCompletedAt = '2026-11-28T05:00:00.000Z';
  if (status === 'cancelled') stamps.orderCancelledAt = '2026-11-25T05:00:00.000Z';
  const paymentStatus: PaymentStatus = paid ? 'Paid' : status === 'failed' ? 'Failed' : 'Pending';
  return order({ orderStatus: status, paymentStatus, orderStatusLogs: stamps, ...overrides });
}

export const listBody = (orders: Order[]) => ({ success: true, results: orders });
export const orderBody = (result: Order) => ({ success: true, result });

const otherScreens = {
  '/orders': <p>Your Orders screen</p>,
  '/products': <p>Explore Cards screen</p>,
  '/orders/:id': <p>Order detail screen</p>,
};

/**
 * `/orders` as the shell mounts it; the test queues the answer to GET /order/user first. In
 * English unless a language's catalogue is given (shared-contracts' `loadCatalogue`).
 */
export function renderList(host: FakeHost = fakeHost(), language?: LoadedCatalogue) {
  return renderScreen(<OrderListPage />, {
    route: '/orders',
    host,
    language,
    apis: [ordersApi],
    session: { token: 't', userId: 'u1' },
    routes: { '/orders/:id': otherScreens['/orders/:id'], '/products': otherScreens['/products'] },
  });
}

export interface RenderDetailOptions {
  host?: FakeHost;
  /** The URL opened; `/orders/{ORDER_ID}` unless given (a payment return carries a query). */
  route?: string;
  ui?: ReactElement;
  /** Screens the test can land on; the orders list unless given. */
  routes?: Record<string, ReactElement>;
  /** Under a root StrictMode, as the shell renders it (effects run twice on mount). */
  strict?: boolean;
  /** The person's language: a catalogue from `loadCatalogue`; English without. */
  language?: LoadedCatalogue;
}

/** `/orders/{id}` as the shell mounts it. */
export function renderDetail({
  host = fakeHost(),
  route = `/orders/${ORDER_ID}`,
  ui = <OrderDetailPage />,
  routes = { '/orders': otherScreens['/orders'] },
  strict = false,
  language,
}: RenderDetailOptions = {}) {
  return renderScreen(ui, {
    route,
    path: '/orders/:id',
    host,
    apis: [ordersApi],
    session: { token: 't', userId: 'u1' },
    routes,
    strict,
    language,
  });
}

const TONES = ['danger', 'success', 'progress', 'muted'] as const;

/** The status colour an element is drawn in: red, green, blue or grey by meaning. */
export const toneOf = (element: Element) =>
  TONES.find((tone) => element.classList.contains(toneClass(tone)));
