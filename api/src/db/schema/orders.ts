import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCY,
  type FileRef,
  type NfcDetails,
  type OrderAddress,
  type OrderStatus,
  type PaymentStatus,
} from 'shared-contracts';
import { id, timestamps } from './columns.js';
import { products } from './products.js';
import { users } from './account.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An order and everything it was sold with: the address and the card's details are copied in, so
 * later edits of the address book or the portfolio never change what was ordered. Money is integer
 * paise. `status` only moves forward (shared-contracts `canMoveOrder`), each step stamped.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** "TF-7K3Q9D": what a person reads out on the phone, and the Razorpay reference. */
    code: text('code').notNull().unique(),
    // Kept when the account goes (accounting), its personal fields blanked by the deletion.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    portfolioId: uuid('portfolio_id'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Pending'),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    nfcDetails: jsonb('nfc_details').$type<NfcDetails>().notNull(),
    /** The client's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    razorpayLinkId: text('razorpay_link_id').unique(),
    razorpayLinkUrl: text('razorpay_link_url'),
    /** Razorpay's payment id, or the bank transfer's reference an admin recorded. */
    paymentReference: text('payment_reference'),
    /** Set when a payment event did not match the order (amount, currency, link): never paid. */
    paymentFlag: text('payment_flag'),
    /** Set by staff when it ships: the courier and its tracking number or https link. */
    courier: text('courier'),
    tracking: text('tracking'),
    /** Why staff cancelled it, told to the buyer. */
    cancelReason: text('cancel_reason'),
    placedAt: at('placed_at'),
    confirmedAt: at('confirmed_at'),
    shippedAt: at('shipped_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    failedAt: at('failed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // The back office's queue finds an order by any part of its code or of its phone's digits
    // (pg_trgm; without fastupdate, a new order is in the index at once: PGlite runs no autovacuum).
    index('orders_code_search_idx')
      .using('gin', sql`${table.code} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_phone_search_idx')
      .using('gin', sql`(regexp_replace(${table.address}->>'mobile', '\\D', '', 'g')) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending','placed','confirmed','shipped','completed','cancelled','failed')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('Pending','Paid','Failed')`,
    ),
    check('orders_total_check', sql`${table.totalPaise} > 0`),
  ],
);

/** One line per product, priced as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    images: jsonb('images').$type<FileRef[]>().notNull(),
    actualPricePaise: integer('actual_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    check('order_lines_quantity_check', sql`${table.quantity} between 1 and 20`),
  ],
);

/**
 * Every Razorpay webhook event handled, by its `x-razorpay-event-id`: the primary key makes a
 * redelivery (or ten at once) a no-op, as the row is written in the same transaction as its effect.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
