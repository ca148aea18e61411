import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AddressType } from 'shared-contracts';
import { id, timestamps } from './columns.js';
import { users } from './account.js';

export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    landmark: text('landmark').notNull().default(''),
    pincode: text('pincode').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    type: text('type').$type<AddressType>().notNull().default('Home'),
    isDefault: boolean('is_default').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('address_book_entries_user_id_idx').on(table.userId)],
);

export type AddressBookRow = typeof addressBookEntries.$inferSelect;
