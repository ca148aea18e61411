import type { Database } from '../../db/client.js';
import { closedAccounts } from '../../db/schema/personal-data.js';
import { deleteAccountRow } from '../account/public.js';
import { deleteUploadRowsOf } from '../files/public.js';
import { releaseHandlesOf } from '../handles/public.js';
import { deactivateCardsOf } from '../nfc-cards/public.js';
import { forgetBuyer } from '../orders/public.js';
import { leaveOnClose } from '../teams/public.js';

/**
 * Closes an account in one transaction: its id is remembered as closed (its links answer 410),
 * its NFC cards stop, its orders lose their personal fields (amounts, lines, statuses and payment
 * ids stay, for accounting), its upload rows go, and then the user row, whose cascades take the
 * portfolio and services, address book, cart, leads, insights and reset tokens; they leave their
 * organisation, which goes with them when no one else is in it; handles (marked
 * released, for someone else to take 90 days on), cards and orders keep their rows with no owner. Answers the upload keys whose stored objects the caller
 * must delete once this has committed (a rollback must not lose a file still in use).
 */
export async function closeAccount(db: Database, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.insert(closedAccounts).values({ userId }).onConflictDoNothing();
    await deactivateCardsOf(tx, userId);
    await releaseHandlesOf(tx, userId);
    await forgetBuyer(tx, userId);
    await leaveOnClose(tx, userId);
    // Deleted here rather than by the cascade, to learn their keys in the same snapshot.
    const keys = await deleteUploadRowsOf(tx, userId);
    await deleteAccountRow(tx, userId);
    return keys;
  });
}
