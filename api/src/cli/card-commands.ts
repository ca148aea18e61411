import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { orders, users, type OrderRow } from '../db/schema/index.js';
import { isUuid } from '../lib/uuid.js';
import { normalizeNfcCode } from '../modules/nfc-cards/codes.js';
import {
  cardsByCode,
  cardsOfOrder,
  makeMissingCards,
  moveCard,
} from '../modules/nfc-cards/repository.js';
import { lockOrder } from '../modules/orders/repository.js';
import type { CommandResult } from './command-result.js';
import { lent } from './lent-database.js';

export const CARD_USAGE = [
  'npm run admin -- cards <order code or id>',
  'npm run admin -- move-card <card code> <email>',
].join(' | ');

export const CARD_ACTIONS = new Set(['cards', 'move-card']);

/** Paid and not called off: the states whose cards are printed and sent. */
const PRINTED = new Set(['placed', 'confirmed', 'shipped', 'completed']);

/** An order named as its code (any case, as `advance` takes it) or as its id. */
async function findOrder(db: Database, named: string): Promise<OrderRow | undefined> {
  const value = named.trim();
  const [row] = await db
    .select()
    .from(orders)
    .where(isUuid(value) ? eq(orders.id, value) : eq(orders.code, named.trim().toUpperCase()));
  return row;
}

/**
 * `cards <order>`: makes the cards a paid order is missing (orders paid before cards had codes)
 * and prints every card of the order, one line each: its code and the URL to write on its chip.
 */
async function printCards(db: Database, named: string, publicUrl: string): Promise<CommandResult> {
  const found = await findOrder(db, named);
  if (!found) return { code: 1, message: `No order has the code or id ${named}` };
  if (found.paymentStatus !== 'Paid' || !PRINTED.has(found.status)) {
    return { code: 1, message: `${found.code} is ${found.status}, not paid: it has no cards` };
  }
  // Locked as a payment would lock it: two runs at once never make a unit's card twice.
  const made = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, found.id);
    return makeMissingCards(tx, row!);
  });
  const cards = await cardsOfOrder(db, found.id, publicUrl);
  const lines = cards.map((card) =>
    `${card.code}  ${card.url}  ${card.productName ?? ''}`.trimEnd(),
  );
  const count = `${cards.length} card${cards.length === 1 ? '' : 's'}, ${made.length} made now`;
  return { code: 0, message: [`${found.code}: ${count}`, ...lines].join('\n') };
}

/** `move-card <code> <email>`: the card opens that account's card from the next tap on. */
async function moveCardTo(
  db: Database,
  asked: string,
  email: string,
  publicUrl: string,
): Promise<CommandResult> {
  const code = normalizeNfcCode(asked);
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, address));
  if (!user) return { code: 1, message: `No account has the e-mail ${address}` };
  const moved = code && (await moveCard(db, code, user.id));
  if (!moved) return { code: 1, message: `No card has the code ${asked.trim()}` };
  const [card] = await cardsByCode(db, [moved.code], publicUrl);
  return {
    code: 0,
    message: `${card!.code} (${card!.url}) belongs to ${user.email} now, ${card!.status}`,
  };
}

/** The card commands, on the server's database (the embedded one only while the app is stopped). */
export async function runCardCommand(
  args: string[],
  config: Config,
  database?: DatabaseHandle,
): Promise<CommandResult> {
  const [action, ...rest] = args;
  const run =
    action === 'cards' && rest.length === 1
      ? (db: Database) => printCards(db, rest[0]!, config.publicUrl)
      : action === 'move-card' && rest.length === 2
        ? (db: Database) => moveCardTo(db, rest[0]!, rest[1]!, config.publicUrl)
        : undefined;
  if (!run) return { code: 2, message: `Usage: ${CARD_USAGE}` };
  let handle;
  try {
    handle = database
      ? lent(database)
      : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    return { code: 1, message: `Cannot open the database: ${(error as Error).message}` };
  }
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}
