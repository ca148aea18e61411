import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FileRef, NfcDetails } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orderLines, orders, type OrderRow } from '../../db/schema/index.js';
import type { Storage } from '../../lib/storage/storage.js';
import type { ArtworkCard } from '../artwork/public.js';
import { printedDetailsOf, staffCardsOfOrder } from '../nfc-cards/public.js';

/** At most this many cards in one print batch: a press run, and a bounded drawing job. */
export const MAX_BATCH_CARDS = 500;

/** A stored image's bytes, or null when there is none (or it is gone): the card is drawn without. */
async function bytesOf(storage: Storage, ref: FileRef | null | undefined) {
  if (!ref?.key) return null;
  const stream = await storage.get(ref.key).catch(() => null);
  return stream ? new Uint8Array(await buffer(stream)) : null;
}

/** Each stored image read once for an order: a bulk order's fifty cards share one logo. */
function imagesOnce(storage: Storage) {
  const read = new Map<string, Promise<Uint8Array | null>>();
  return (ref: FileRef | null | undefined) => {
    if (!ref?.key) return Promise.resolve(null);
    let bytes = read.get(ref.key);
    if (!bytes) read.set(ref.key, (bytes = bytesOf(storage, ref)));
    return bytes;
  };
}

/**
 * What the printer needs for each card of these orders, in the orders' and lines' order: the
 * design's front and back (its first two images), the buyer's name, designation, photo and logo
 * as they chose them at checkout, and the code its chip and QR hold.
 */
export async function artworkCardsOf(
  db: Queryable,
  storage: Storage,
  rows: OrderRow[],
  publicUrl: string,
): Promise<ArtworkCard[]> {
  const lines = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, name: orderLines.name, images: orderLines.images })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];
  const designs = new Map<string, { front: Uint8Array | null; back: Uint8Array | null }>();
  const designOf = async (orderId: string, productName: string | null) => {
    const line = lines.find((each) => each.orderId === orderId && each.name === productName);
    const key = line?.images.map((image) => image.key).join('|') ?? '';
    let design = designs.get(key);
    if (!design) {
      design = {
        front: await bytesOf(storage, line?.images[0]),
        back: await bytesOf(storage, line?.images[1]),
      };
      designs.set(key, design);
    }
    return design;
  };
  const cards: ArtworkCard[] = [];
  for (const row of rows) {
    // A bulk order's cards each carry their member's details; any other card, its order's.
    const printed = row.bulk ? await printedDetailsOf(db, row.id) : new Map<string, NfcDetails>();
    const images = imagesOnce(storage);
    for (const card of await staffCardsOfOrder(db, row.id, publicUrl)) {
      const { customerName, designation, customerPhoto, customerLogo } =
        printed.get(card.code) ?? row.nfcDetails;
      const [photo, logo] = await Promise.all([
        images(customerPhoto.image),
        images(customerLogo.image),
      ]);
      cards.push({
        orderCode: row.code,
        code: card.code,
        url: card.url,
        productName: card.productName ?? '',
        design: await designOf(row.id, card.productName),
        name: customerName,
        designation,
        photo,
        logo,
      });
    }
  }
  return cards;
}

/**
 * The next print batch: the confirmed orders whose artwork no one has downloaded yet, oldest
 * confirmed first (a reprint is one order's own download).
 */
export const unprintedOrders = (db: Queryable) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'confirmed'), isNull(orders.artworkAt)))
    .orderBy(asc(orders.confirmedAt), asc(orders.id))
    .limit(MAX_BATCH_CARDS);

/**
 * The cards of a batch, at most MAX_BATCH_CARDS, and only of whole orders: an order cut in two
 * would be marked printed with cards missing. Always the first order's, whatever its size.
 */
export function wholeOrdersUpTo(cards: ArtworkCard[], max = MAX_BATCH_CARDS): ArtworkCard[] {
  const kept: ArtworkCard[] = [];
  let index = 0;
  while (index < cards.length) {
    const code = cards[index]!.orderCode;
    let end = index;
    while (end < cards.length && cards[end]!.orderCode === code) end++;
    if (kept.length > 0 && kept.length + (end - index) > max) break;
    kept.push(...cards.slice(index, end));
    index = end;
  }
  return kept;
}

/** Orders claimed for a print batch, and the instant that marks the claim as this one's. */
export interface PrintClaim {
  ids: string[];
  at: Date;
}

/**
 * Stamps these orders' artwork as taken, those no one else took first: each row is claimed by
 * one update, so of two batches drawn at once, each order is in one.
 */
export async function claimForPrinting(db: Queryable, ids: string[]): Promise<PrintClaim> {
  const at = new Date();
  if (ids.length === 0) return { ids: [], at };
  const claimed = await db
    .update(orders)
    .set({ artworkAt: at })
    .where(and(inArray(orders.id, ids), isNull(orders.artworkAt)))
    .returning({ id: orders.id });
  return { ids: claimed.map((row) => row.id), at };
}

/** A batch that could not be drawn: its orders wait for the next one again. */
export async function releaseClaim(db: Queryable, { ids, at }: PrintClaim): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orders)
    .set({ artworkAt: null })
    .where(and(inArray(orders.id, ids), eq(orders.artworkAt, at)));
}

/** A download of these orders' artwork: the first one's instant is kept. */
export async function markArtworkTaken(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orders)
    .set({ artworkAt: sql`coalesce(${orders.artworkAt}, now())` })
    .where(inArray(orders.id, ids));
}
