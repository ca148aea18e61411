import { eq } from 'drizzle-orm';
import type { NfcDetails, OrderAddress } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { closedAccounts, files, nfcCards, orders, users } from '../../db/schema/index.js';

/**
 * What an order keeps of its delivery address once its buyer is gone: the state and country only
 * (where the sale was taxed), nothing that finds or names a person. The type is a label.
 */
const blankAddress = (address: OrderAddress): OrderAddress => ({
  name: '',
  mobile: '',
  address1: '',
  address2: '',
  landmark: '',
  pincode: '',
  district: '',
  state: address.state,
  country: address.country,
  type: address.type,
});

/** The printed card's name, title and images (the person's uploads, deleted with them). */
const BLANK_NFC_DETAILS: NfcDetails = {
  customerName: '',
  designation: '',
  customerLogo: { image: null, source: 'none' },
  customerPhoto: { image: null, source: 'none' },
};

/**
 * Closes an account in one transaction: its id is remembered as closed (its links answer 410),
 * its NFC cards stop, its orders lose their personal fields (amounts, lines, statuses and payment
 * ids stay, for accounting), its upload rows go, and then the user row, whose cascades take the
 * portfolio and services, address book, cart, leads, insights and reset tokens; handles, cards and
 * orders keep their rows with no owner. Answers the upload keys whose stored objects the caller
 * must delete once this has committed (a rollback must not lose a file still in use).
 */
export async function closeAccount(db: Database, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.insert(closedAccounts).values({ userId }).onConflictDoNothing();
    await tx.update(nfcCards).set({ status: 'inactive' }).where(eq(nfcCards.userId, userId));
    // Locked, so a payment webhook cannot write an order back with its old address meanwhile.
    const own = await tx
      .select({ id: orders.id, address: orders.address })
      .from(orders)
      .where(eq(orders.userId, userId))
      .for('update');
    for (const order of own) {
      await tx
        .update(orders)
        .set({ address: blankAddress(order.address), nfcDetails: BLANK_NFC_DETAILS })
        .where(eq(orders.id, order.id));
    }
    // Deleted here rather than by the cascade, to learn their keys in the same snapshot.
    const uploads = await tx
      .delete(files)
      .where(eq(files.userId, userId))
      .returning({ key: files.key });
    await tx.delete(users).where(eq(users.id, userId));
    return uploads.map((row) => row.key);
  });
}
