import {
  toRupees,
  trackingUrlOf,
  type Order,
  type OrderInvoice,
  type OrderLine,
} from 'shared-contracts';
import type { OrderLineRow, OrderRow } from '../../db/schema/index.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderLine(line: OrderLineRow): OrderLine {
  const salePrice = toRupees(line.salePricePaise);
  return {
    _id: line.id,
    product: {
      _id: line.productId,
      name: line.name,
      productImages: line.images,
      discountedPrice: salePrice,
      actualPrice: toRupees(line.actualPricePaise),
    },
    quantity: line.quantity,
    salePrice,
    totalPrice: toRupees(line.salePricePaise * line.quantity),
  };
}

/**
 * An order as the spec's screens read it; money in rupees, instants in ISO 8601. `invoice` is its
 * tax invoice's number and date (and its credit note's), null until it is paid.
 */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  invoice: OrderInvoice | null = null,
): Order {
  return {
    _id: row.id,
    code: row.code,
    orderStatus: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: toRupees(row.totalPaise),
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    // A link is offered only while it can still be paid.
    razorpayPaymentLink: row.status === 'pending' ? row.razorpayLinkUrl : null,
    orderStatusLogs: {
      orderPlacedAt: iso(row.placedAt),
      orderConfirmedAt: iso(row.confirmedAt),
      orderShippedAt: iso(row.shippedAt),
      orderCompletedAt: iso(row.completedAt),
      orderCancelledAt: iso(row.cancelledAt),
    },
    products: lines.map(toOrderLine),
    nfcDetails: row.nfcDetails,
    shipping: row.courier
      ? { courier: row.courier, tracking: row.tracking, trackingUrl: trackingUrlOf(row.tracking) }
      : null,
    cancelReason: row.cancelReason,
    invoice,
    // Only on a bulk order: a person's own order keeps the spec's shape.
    ...(row.bulk && {
      bulk: {
        organisation: row.bulk.organisation,
        cards: row.bulk.holders.map((holder) => holder.nfcDetails),
      },
    }),
  };
}
