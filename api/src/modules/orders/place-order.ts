import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import {
  CURRENCY,
  MAX_UNPAID_ORDERS,
  PAYMENT_LINK_TTL_SECONDS,
  orderErrors as e,
  portfolioValidation,
  serverErrors,
  toPaise,
  type NfcDetails,
  type Order,
  type OrderAddress,
  type OrderCreateInput,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { orderLines, orders, type OrderRow } from '../../db/schema/orders.js';
import { HttpError, badRequest, conflict, fieldError } from '../../lib/http-error.js';
import { lockAccount, type Buyer } from '../account/public.js';
import {
  clearCartLines,
  lockCartLines,
  restoreCartLines,
  type LockedCartLine,
} from '../cart/public.js';
import { createFilesRepository } from '../files/public.js';
import type { RazorpayClient } from '../payments/public.js';
import type { Pincodes } from '../pincode/public.js';
import { ownPortfolioId } from '../portfolio/public.js';
import { newOrderCode } from './order-code.js';
import { orderWithLines } from './repository.js';

export interface PlaceOrderDeps {
  db: Database;
  razorpay: RazorpayClient;
  publicUrl: string;
  /** The pincode's district and state, looked up by the server as for the address book. */
  requirePlace: Pincodes['requirePlace'];
}

/** A retry of the same cart without an Idempotency-Key, within this window, is the same order. */
const DUPLICATE_WINDOW_MS = 30 * 60 * 1000;

/**
 * What makes two submissions the same order: the card details, the address, the lines in a fixed
 * order and a business purchase's GSTIN and legal name. The total is left out: it is checked
 * against the server's own.
 */
function requestHash(input: OrderCreateInput): string {
  const lines = input.items
    .map(({ productId, quantity }) => [productId, quantity])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  const { _id, id, default: _default, ...address } = input.address as Record<string, unknown>;
  void _id;
  void id;
  void _default;
  const parts: unknown[] = [input.portfolioId, input.nfcDetails, sortKeys(address), lines];
  // Only when ticked, so an ordinary order's hash is what it was before business purchases.
  if (input.businessPurchase) parts.push([input.gstin, input.legalName]);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export const sortKeys = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;

export function checkIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw badRequest(e.idempotencyKeyInvalid);
  }
  return header;
}

/**
 * The server's prices are the truth: the lines sent must be the cart's (same cards, same
 * quantities) and every price and the total the person saw must be today's, or nothing is made.
 */
function checkAgainstCart(input: OrderCreateInput, cart: LockedCartLine[]): number {
  if (cart.some((line) => !line.available)) throw conflict(e.productUnavailable);
  const sent = new Map(input.items.map((item) => [item.productId, item]));
  if (sent.size !== input.items.length || sent.size !== cart.length) throw conflict(e.cartChanged);
  let total = 0;
  for (const line of cart) {
    const item = sent.get(line.productId);
    if (!item || item.quantity !== line.quantity) throw conflict(e.cartChanged);
    if (toPaise(item.salePrice) !== line.salePricePaise) throw conflict(e.priceChanged);
    total += line.salePricePaise * line.quantity;
  }
  if (toPaise(input.totalPrice) !== total) throw conflict(e.priceChanged);
  return total;
}

/** Card images must be this person's uploads; the stored name is the upload's own. */
async function checkNfcImages(tx: Queryable, userId: string, nfc: OrderCreateInput['nfcDetails']) {
  const files = createFilesRepository(tx);
  const refs = { customerPhoto: nfc.customerPhoto, customerLogo: nfc.customerLogo };
  const keys = Object.values(refs).flatMap((ref) => (ref.image ? [ref.image.key] : []));
  const owned = await files.ownedBy(userId, keys);
  const details: NfcDetails = { ...nfc };
  for (const [field, ref] of Object.entries(refs)) {
    const row = ref.image ? owned.get(ref.image.key) : undefined;
    if (ref.image && !row) {
      throw fieldError(400, `nfcDetails.${field}`, portfolioValidation.invalidImage);
    }
    details[field as keyof typeof refs] = {
      source: ref.source,
      image: row ? { key: row.key, name: row.name } : null,
    };
  }
  return details;
}

async function insertOrder(tx: Queryable, values: Omit<typeof orders.$inferInsert, 'code'>) {
  // A code already taken (about one in a million per order at a million orders) draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, code: newOrderCode() })
      .onConflictDoNothing({ target: orders.code })
      .returning();
    if (row) return row;
  }
  throw new Error('No free order code after 5 draws');
}

export interface Placed {
  order: Order;
  /** False when this submission repeated an earlier one and its order is answered again. */
  created: boolean;
}

/** An earlier submission with this Idempotency-Key: its order, or 422 for another request. */
export async function sameKeyOrder(tx: Queryable, userId: string, key: string, hash: string) {
  const [earlier] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (earlier && earlier.requestHash !== hash) {
    throw new HttpError(422, e.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
  }
  return earlier;
}

/** With an empty cart, the same request's pending order of the last half hour, if there is one. */
export async function repeatedOrder(tx: Queryable, userId: string, hash: string) {
  const [repeat] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.requestHash, hash),
        eq(orders.status, 'pending'),
        gt(orders.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return repeat;
}

/** The delivery address as sent, with the district and state the server knows its pincode by. */
export async function deliveryAddress(
  deps: PlaceOrderDeps,
  sent: OrderCreateInput['address'],
): Promise<OrderAddress> {
  const place = await deps.requirePlace(sent.pincode, 'address.pincode');
  return {
    name: sent.name,
    mobile: sent.mobile,
    address1: sent.address1,
    address2: sent.address2,
    landmark: sent.landmark,
    pincode: sent.pincode,
    district: place.district,
    state: place.state,
    country: 'India',
    type: sent.type,
  };
}

/** A line as an order copies it: the product as it sells now, and how many. */
export type SoldLine = Pick<
  LockedCartLine,
  'productId' | 'name' | 'images' | 'actualPricePaise' | 'salePricePaise' | 'quantity'
>;

/** The order and its lines, priced as the cart sells them now. */
export async function createOrder(
  tx: Queryable,
  values: Omit<typeof orders.$inferInsert, 'code'>,
  cart: SoldLine[],
): Promise<OrderRow> {
  const row = await insertOrder(tx, values);
  await tx.insert(orderLines).values(
    cart.map((line, position) => ({
      orderId: row.id,
      productId: line.productId,
      position,
      name: line.name,
      images: line.images,
      actualPricePaise: line.actualPricePaise,
      salePricePaise: line.salePricePaise,
      quantity: line.quantity,
    })),
  );
  return row;
}

/**
 * Razorpay's link for the order's total, asked for outside any transaction (a Razorpay that hangs
 * must not hold a pooled connection, nor the buyer's lock), then kept on the order. When Razorpay
 * cannot make it (502), the order goes and its cards are back in the cart, as if never placed.
 */
export async function attachPaymentLink(deps: PlaceOrderDeps, row: OrderRow, buyer: Buyer) {
  let link;
  try {
    link = await createLink(deps, row, buyer);
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      const lines = await tx
        .delete(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .returning({ productId: orderLines.productId, quantity: orderLines.quantity });
      await tx.delete(orders).where(eq(orders.id, row.id));
      // A bulk order's cards never were in a cart.
      if (!row.bulk) await restoreCartLines(tx, row.userId!, lines);
    });
    throw Object.assign(new HttpError(502, e.paymentUnavailable, 'PAYMENT_UNAVAILABLE'), {
      cause: error,
    });
  }
  const [linked] = await deps.db
    .update(orders)
    .set({ razorpayLinkId: link.id, razorpayLinkUrl: link.short_url })
    .where(eq(orders.id, row.id))
    .returning();
  return linked!;
}

export type Prepared = { done: Placed } | { row: OrderRow; buyer: Buyer } | { placing: string };

/** How long a repeated submission waits for the first one's link: past Razorpay's own timeout. */
const PLACING_WAIT_MS = 15_000;
const PLACING_POLL_MS = 100;

/**
 * A repeat of a submission whose order is made but whose link is still being asked for: waits,
 * outside any transaction, for the link (the same order, 200), or for the order to go (the first
 * one's 502).
 */
export async function whenPlaced(deps: PlaceOrderDeps, id: string): Promise<Placed> {
  for (let waited = 0; waited < PLACING_WAIT_MS; waited += PLACING_POLL_MS) {
    const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new HttpError(502, e.paymentUnavailable, 'PAYMENT_UNAVAILABLE');
    if (row.razorpayLinkId) return { order: await orderWithLines(deps.db, row), created: false };
    await delay(PLACING_POLL_MS);
  }
  throw conflict(e.orderBeingPlaced);
}

/**
 * Cart -> order -> payment link (ARCHITECTURE "Orders and payments"), as a list of steps, each a
 * domain's own function. The order is made in one transaction; the payment link is asked for
 * after it commits. The buyer's account row is locked first, so two submissions of one person
 * never interleave: the second finds the first's order by its Idempotency-Key, or (without one) by
 * the same request within half an hour now that the cart is empty. If Razorpay cannot make the
 * link, nothing is kept and the cart is as it was.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: string,
  input: OrderCreateInput,
  idempotencyKey: string | undefined,
): Promise<Placed> {
  const hash = requestHash(input);
  const prepared = await deps.db.transaction(async (tx): Promise<Prepared> => {
    const buyer = await lockAccount(tx, userId);
    if (!buyer) throw new HttpError(401, serverErrors.unauthorized, 'UNAUTHORIZED');

    const earlier = idempotencyKey && (await sameKeyOrder(tx, userId, idempotencyKey, hash));
    if (earlier) return placedEarlier(tx, earlier);

    const cart = await lockCartLines(tx, userId);
    if (cart.length === 0) {
      const repeat = await repeatedOrder(tx, userId, hash);
      if (repeat) return placedEarlier(tx, repeat);
      throw conflict(e.cartEmpty);
    }
    // Under the account's lock: two submissions at once cannot both pass.
    if ((await unpaidOrders(tx, userId)) >= MAX_UNPAID_ORDERS) throw conflict(e.tooManyUnpaid);
    const totalPaise = checkAgainstCart(input, cart);
    const portfolioId = await ownPortfolioId(tx, userId, input.portfolioId);
    if (!portfolioId) throw fieldError(400, 'portfolioId', e.portfolioNotYours);
    const nfcDetails = await checkNfcImages(tx, userId, input.nfcDetails);
    const address = await deliveryAddress(deps, input.address);

    const row = await createOrder(
      tx,
      {
        userId,
        portfolioId,
        totalPaise,
        address,
        nfcDetails,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
        buyerGstin: input.businessPurchase ? (input.gstin ?? null) : null,
        buyerLegalName: input.businessPurchase ? (input.legalName ?? null) : null,
      },
      cart,
    );
    await clearCartLines(
      tx,
      userId,
      cart.map((line) => line.productId),
    );
    return { row, buyer };
  });
  if ('done' in prepared) return prepared.done;
  if ('placing' in prepared) return whenPlaced(deps, prepared.placing);
  const linked = await attachPaymentLink(deps, prepared.row, prepared.buyer);
  return { order: await orderWithLines(deps.db, linked), created: true };
}

/** The order an earlier submission made; one whose payment link is still being asked for waits. */
export async function placedEarlier(tx: Queryable, row: OrderRow): Promise<Prepared> {
  if (!row.razorpayLinkId) return { placing: row.id };
  return { done: { order: await orderWithLines(tx, row), created: false } };
}

/** The person's orders still waiting for their payment. */
export async function unpaidOrders(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  return row?.count ?? 0;
}

function createLink(deps: PlaceOrderDeps, row: OrderRow, user: Buyer) {
  return deps.razorpay.createPaymentLink({
    amount: row.totalPaise,
    currency: CURRENCY,
    reference_id: row.code,
    description: `Tapfolio order ${row.code}`,
    customer: {
      name: user.name,
      email: user.email,
      ...(user.phone && { contact: user.phone }),
    },
    // Tapfolio sends its own mails; Razorpay's would repeat them.
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: Math.floor(Date.now() / 1000) + PAYMENT_LINK_TTL_SECONDS,
    notes: { order_id: row.id, order_code: row.code },
    callback_url: `${deps.publicUrl}/orders/${row.id}`,
    callback_method: 'get',
  });
}

/**
 * The placing's outcome for the payment dashboards: a link made, or one Razorpay could not make.
 * Answers the placing as it ended.
 */
export async function countLink(
  metrics: { linkCreated(): void; linkFailed(): void },
  placing: Promise<Placed>,
): Promise<Placed> {
  const placed = await placing.catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'PAYMENT_UNAVAILABLE') metrics.linkFailed();
    throw error;
  });
  if (placed.created) metrics.linkCreated();
  return placed;
}
