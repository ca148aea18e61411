import type {
  NfcDetails,
  OrderAddress,
  OrderLine,
  OrderStatus,
  PaymentStatus,
} from '../orders/types.js';

/**
 * Who a person is to Tapfolio. `staff` run orders, fulfilment and the catalogue; `admin` do all
 * of it and grant roles. Only a verified e-mail may hold a staff role.
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isStaffRole = (role: Role | null | undefined): role is 'staff' | 'admin' =>
  role === 'staff' || role === 'admin';

/** The back office's queue tabs, in the order the work flows. */
export const QUEUE_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'completed',
  'pending',
  'failed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** Where work waits, the oldest is first; elsewhere the newest. */
export const OLDEST_FIRST: ReadonlySet<OrderStatus> = new Set(['placed', 'confirmed', 'shipped']);

export const QUEUE_PAGE_SIZE = 20;

/** One row of the queue. Money in rupees, instants in ISO 8601. */
export interface QueueOrder {
  _id: string;
  code: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  totalPrice: number;
  createdAt: string;
  /** When it reached the status it is in (placed, confirmed, ...): what the queue sorts by. */
  statusAt: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  cardCount: number;
  /** The webhook's check found the amount or currency wrong, or money came twice. */
  paymentFlag: string | null;
  /** When its cards' artwork was first downloaded: the print batch leaves it out after. */
  artworkAt: string | null;
}

/** GET /admin/orders/queue. */
export interface OrderQueue {
  counts: Record<(typeof QUEUE_STATUSES)[number], number>;
  orders: QueueOrder[];
  page: number;
  pageSize: number;
  /** Orders in this tab matching the search. */
  total: number;
}

/** A step of an order's life, and who took it: a staff member's e-mail, or the system. */
export interface TimelineEntry {
  status: OrderStatus | 'paid';
  at: string;
  /** null: the system (a payment, the reconciler, the buyer's own checkout). */
  by: string | null;
  note: string | null;
}

/** A card of the order as the people who print and write it see it. */
export interface StaffCard {
  code: string;
  /** What the chip must hold: `{PUBLIC_URL}/c/{code}`. */
  url: string;
  productName: string | null;
  /** A bulk order's card: the member it is printed for (an ordinary order's cards are all the buyer's). */
  holder?: Pick<NfcDetails, 'customerName' | 'designation'> | null;
  writtenAt: string | null;
  writtenBy: string | null;
}

/** GET /admin/order/{id}: everything a staff member needs to act on an order. */
export interface StaffOrderDetail {
  _id: string;
  code: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  totalPrice: number;
  createdAt: string;
  address: OrderAddress;
  products: OrderLine[];
  nfcDetails: NfcDetails;
  customer: { name: string; email: string | null; phone: string };
  payment: {
    linkUrl: string | null;
    linkId: string | null;
    paymentId: string | null;
    /** An offline payment's reference (a bank transfer). */
    reference: string | null;
    flag: string | null;
  };
  shipping: { courier: string | null; tracking: string | null; trackingUrl: string | null };
  cancelReason: string | null;
  cards: StaffCard[];
  timeline: TimelineEntry[];
}

/** One line of the audit log: who did what, when, and the state before and after. */
export interface AuditEntry {
  _id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  subject: string;
  before: unknown;
  after: unknown;
}

export const AUDIT_ACTIONS = [
  'order.confirmed',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'order.paid',
  'artwork.downloaded',
  'card.written',
  'product.created',
  'product.edited',
  'product.archived',
  'product.restored',
  'category.created',
  'category.edited',
  'category.archived',
  'role.granted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /admin/audit. */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** One day of the dashboard's chart (days are India's, UTC+5:30). Money in rupees. */
export interface DashboardDay {
  /** YYYY-MM-DD. */
  day: string;
  orders: number;
  revenue: number;
}

/** GET /admin/dashboard: a day at a glance, and the last 30 days. */
export interface Dashboard {
  today: { orders: number; revenue: number };
  last30Days: { orders: number; revenue: number };
  /** Paid orders waiting for staff to confirm them. */
  toConfirm: number;
  /** Cards of confirmed orders: the next print batch. */
  toPrint: number;
  /** Confirmed orders waiting to ship. */
  toShip: number;
  /** Payments that failed in the last 30 days. */
  failedPayments: number;
  /** Orders whose payment did not match (amount, currency, paid twice or while closed). */
  flaggedPayments: number;
  /** The last 30 days, oldest first, every day present. */
  days: DashboardDay[];
}
