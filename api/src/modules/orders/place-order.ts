import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  PAYMENT_LINK_TTL_SECONDS,
  orderErrors as e,
  portfolioErrors,
  portfolioValidation,
  toPaise,
  type NfcDetails,
  type Order,
  type OrderCreateInput,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import {
  cartItems,
  orderLines,
  orders,
  portfolios,
  productCategories,
  products,
  users,
  type OrderRow,
} from '../../db/schema/index.js';
import { HttpError, badRequest, conflict, fieldError } from '../../lib/http-error.js';
import type { RazorpayClient } from '../payments/razorpay-client.js';
import { createFilesRepository } from '../files/repository.js';
import { newOrderCode } from './order-code.js';
import { orderWithLines, type Queryable } from './repository.js';

export interface PlaceOrderDeps {
  db: Database;
  razorpay: RazorpayClient;
  publicUrl: string;
  /** The pincode's district and state, looked up by the server as for the address book. */
  place(pincode: string): Promise<{ district: string; state: string } | null>;
}

/** A retry of the same cart without an Idempotency-Key, within this window, is the same order. */
const DUPLICATE_WINDOW_MS = 30 * 60 * 1000;

/**
 * What makes two submissions the same order: the card details, the address and the lines in a
 * fixed order. The total is left out: it is checked against the server's own.
 */
function requestHash(input: OrderCreateInput): string {
  const lines = input.items
    .map(({ productId, quantity }) => [productId, quantity])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  const { _id, id, default: _default, ...address } = input.address as Record<string, unknown>;
  void _id;
  void id;
  void _default;
  return createHash('sha256')
    .update(JSON.stringify([input.portfolioId, input.nfcDetails, sortKeys(address), lines]))
    .digest('hex');
}

const sortKeys = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;

export function checkIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw badRequest(e.idempotencyKeyInvalid);
  }
  return header;
}

/** The person's cart with each product's price now, the rows locked until the order is made. */
async function lockedCart(tx: Queryable, userId: string) {
  return tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      images: products.images,
      salePricePaise: products.salePricePaise,
      actualPricePaise: products.actualPricePaise,
      available: sql<boolean>`not ${products.archived} and not coalesce(${productCategories.archived}, false)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update', { of: cartItems });
}

type CartLine = Awaited<ReturnType<typeof lockedCart>>[number];

/**
 * The server's prices are the truth: the lines sent must be the cart's (same cards, same
 * quantities) and every price and the total the person saw must be today's, or nothing is made.
 */
function checkAgainstCart(input: OrderCreateInput, cart: CartLine[]): number {
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

/**
 * Cart -> order -> payment link, in one transaction (ARCHITECTURE "Orders and payments"). The
 * person's row is locked first, so two submissions of one person never interleave: the second
 * finds the first's order by its Idempotency-Key, or (without one) by the same request within
 * half an hour now that the cart is empty. If Razorpay cannot make the link, nothing is kept and
 * the cart is as it was.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: string,
  input: OrderCreateInput,
  idempotencyKey: string | undefined,
): Promise<Placed> {
  const hash = requestHash(input);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(401, 'Unauthorized', 'UNAUTHORIZED');

    if (idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      if (earlier) {
        if (earlier.requestHash !== hash) {
          throw new HttpError(422, e.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
        }
        return { order: await orderWithLines(tx, earlier), created: false };
      }
    }

    const cart = await lockedCart(tx, userId);
    if (cart.length === 0) {
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
      if (repeat) return { order: await orderWithLines(tx, repeat), created: false };
      throw conflict(e.cartEmpty);
    }
    const totalPaise = checkAgainstCart(input, cart);

    const [portfolio] = await tx
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(eq(portfolios.id, input.portfolioId), eq(portfolios.userId, userId)));
    if (!portfolio) throw fieldError(400, 'portfolioId', e.portfolioNotYours);

    const nfcDetails = await checkNfcImages(tx, userId, input.nfcDetails);
    const place = await deps.place(input.address.pincode);
    if (!place) throw fieldError(400, 'address.pincode', portfolioErrors.pincodeUnknown);
    const a = input.address;
    const address = {
      name: a.name,
      mobile: a.mobile,
      address1: a.address1,
      address2: a.address2,
      landmark: a.landmark,
      pincode: a.pincode,
      district: place.district,
      state: place.state,
      country: 'India',
      type: a.type,
    };

    let row: OrderRow = await insertOrder(tx, {
      userId,
      portfolioId: portfolio.id,
      totalPaise,
      address,
      nfcDetails,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
    });
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
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.productId,
          cart.map((line) => line.productId),
        ),
      ),
    );

    const link = await createLink(deps, row, user).catch((error: unknown) => {
      throw Object.assign(new HttpError(502, e.paymentUnavailable, 'PAYMENT_UNAVAILABLE'), {
        cause: error,
      });
    });
    [row] = (await tx
      .update(orders)
      .set({ razorpayLinkId: link.id, razorpayLinkUrl: link.short_url })
      .where(eq(orders.id, row.id))
      .returning()) as [OrderRow];
    return { order: await orderWithLines(tx, row), created: true };
  });
}

function createLink(
  deps: PlaceOrderDeps,
  row: OrderRow,
  user: { name: string; email: string; phone: string | null },
) {
  return deps.razorpay.createPaymentLink({
    amount: row.totalPaise,
    currency: 'INR',
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
