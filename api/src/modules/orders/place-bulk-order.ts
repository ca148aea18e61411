import { createHash } from 'node:crypto';
import {
  MAX_UNPAID_ORDERS,
  orderErrors as e,
  serverErrors,
  toPaise,
  type BulkOrderForm,
} from 'shared-contracts';
import type { BulkOrderRecord, CardHolder } from '../../db/schema/orders.js';
import { HttpError, conflict } from '../../lib/http-error.js';
import { lockAccount } from '../account/public.js';
import { lockForSale } from '../products/public.js';
import {
  attachPaymentLink,
  createOrder,
  deliveryAddress,
  placedEarlier,
  repeatedOrder,
  sameKeyOrder,
  sortKeys,
  unpaidOrders,
  whenPlaced,
  type PlaceOrderDeps,
  type Placed,
  type Prepared,
} from './place-order.js';
import { orderWithLines } from './repository.js';

/** Who pays for a bulk order, as the teams module found them for the admin placing it. */
export interface PayingOrganisation {
  id: string;
  name: string;
  /** Empty when it has none: the invoice is then an ordinary one to the admin. */
  gstin: string;
}

export interface BulkOrder {
  organisation: PayingOrganisation;
  productId: string;
  /** Each card's member and what is printed on it, checked by the teams module. */
  holders: CardHolder[];
  address: BulkOrderForm['address'];
  /** Rupees, as the admin saw the total. */
  totalPrice: number;
}

/** What makes two submissions the same bulk order: the design, the cards and the address. */
function requestHash(order: BulkOrder): string {
  const { _id, id, default: _default, ...address } = order.address as Record<string, unknown>;
  void _id;
  void id;
  void _default;
  const parts = [order.organisation.id, order.productId, order.holders, sortKeys(address)];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * One design, a card for each member, one order and one payment link (ARCHITECTURE "Orders and
 * payments", as the cart's checkout, without a cart): the buyer is the admin placing it, the
 * invoice names the organisation when it has a GSTIN, and each card, once paid for, is its
 * member's. The server's price decides; a total the admin did not see is refused, never charged.
 * A repeat (the same Idempotency-Key, or the same order within half an hour) answers the first.
 */
export async function placeBulkOrder(
  deps: PlaceOrderDeps,
  buyerId: string,
  order: BulkOrder,
  idempotencyKey: string | undefined,
): Promise<Placed> {
  const hash = requestHash(order);
  const prepared = await deps.db.transaction(async (tx): Promise<Prepared> => {
    const buyer = await lockAccount(tx, buyerId);
    if (!buyer) throw new HttpError(401, serverErrors.unauthorized, 'UNAUTHORIZED');
    const earlier = idempotencyKey
      ? await sameKeyOrder(tx, buyerId, idempotencyKey, hash)
      : await repeatedOrder(tx, buyerId, hash);
    if (earlier) return placedEarlier(tx, earlier);
    if ((await unpaidOrders(tx, buyerId)) >= MAX_UNPAID_ORDERS) throw conflict(e.tooManyUnpaid);

    const product = await lockForSale(tx, order.productId);
    if (!product?.available) throw conflict(e.productUnavailable);
    const quantity = order.holders.length;
    const totalPaise = product.salePricePaise * quantity;
    if (toPaise(order.totalPrice) !== totalPaise) throw conflict(e.priceChanged);

    const { organisation } = order;
    const bulk: BulkOrderRecord = { organisation: organisation.name, holders: order.holders };
    const row = await createOrder(
      tx,
      {
        userId: buyerId,
        portfolioId: null,
        totalPaise,
        address: await deliveryAddress(deps, order.address),
        // The order's own details are its first card's; each card keeps its member's.
        nfcDetails: order.holders[0]!.nfcDetails,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
        buyerGstin: organisation.gstin || null,
        buyerLegalName: organisation.gstin ? organisation.name : null,
        organisationId: organisation.id,
        bulk,
      },
      [{ ...product, productId: order.productId, quantity }],
    );
    return { row, buyer };
  });
  if ('done' in prepared) return prepared.done;
  if ('placing' in prepared) return whenPlaced(deps, prepared.placing);
  const linked = await attachPaymentLink(deps, prepared.row, prepared.buyer);
  return { order: await orderWithLines(deps.db, linked), created: true };
}
