import { and, asc, eq, ne } from 'drizzle-orm';
import type { AddressBookEntry } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { addressBookEntries, users, type AddressBookRow } from '../../db/schema/index.js';

export type AddressFields = Omit<AddressBookEntry, '_id'>;

export function toAddressBookEntry(row: AddressBookRow): AddressBookEntry {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    address1: row.address1,
    address2: row.address2,
    landmark: row.landmark,
    pincode: row.pincode,
    district: row.district,
    state: row.state,
    country: row.country,
    type: row.type,
    default: row.isDefault,
  };
}

const columns = ({ default: isDefault, ...rest }: AddressFields) => ({ ...rest, isDefault });

/**
 * Onboarding's address as the person's first shipping address, with their name and mobile, so the
 * first checkout has somewhere to send the card. Only into an empty book: an address the person
 * saved is never doubled. Runs in the caller's transaction.
 */
export async function addFirstAddress(tx: Queryable, userId: string, fields: AddressFields) {
  const [existing] = await tx
    .select({ id: addressBookEntries.id })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.userId, userId))
    .limit(1);
  if (!existing) await tx.insert(addressBookEntries).values({ userId, ...columns(fields) });
}

/** Every query names the owner: an entry is found, listed or changed only through its user. */
export function createAddressBookRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(addressBookEntries.userId, userId), eq(addressBookEntries.id, id));

  /**
   * One default address per person: a new default takes the flag from the others. The person's
   * row is locked first, so two defaults saved at once are applied one after the other; otherwise
   * each would clear only the rows committed before it and both would stay default.
   */
  const clearOtherDefaults = async (
    tx: Pick<Database, 'select' | 'update'>,
    userId: string,
    keepId: string,
  ) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx
      .update(addressBookEntries)
      .set({ isDefault: false })
      .where(and(eq(addressBookEntries.userId, userId), ne(addressBookEntries.id, keepId)));
  };

  return {
    async list(userId: string) {
      const rows = await db
        .select()
        .from(addressBookEntries)
        .where(eq(addressBookEntries.userId, userId))
        .orderBy(asc(addressBookEntries.createdAt), asc(addressBookEntries.id));
      return rows.map(toAddressBookEntry);
    },

    async create(userId: string, fields: AddressFields) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(addressBookEntries)
          .values({ userId, ...columns(fields) })
          .returning();
        if (fields.default) await clearOtherDefaults(tx, userId, row!.id);
        return toAddressBookEntry(row!);
      });
    },

    async update(userId: string, id: string, fields: AddressFields) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(addressBookEntries)
          .set(columns(fields))
          .where(owned(userId, id))
          .returning();
        if (!row) return null;
        if (fields.default) await clearOtherDefaults(tx, userId, row.id);
        return toAddressBookEntry(row);
      });
    },
  };
}
