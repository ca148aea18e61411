import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NfcDetails } from 'shared-contracts';
import { timestamps } from './columns.js';
import { orderLines, orders } from './orders.js';
import { users } from './account.js';
import { organisations } from './teams.js';

/**
 * Every NFC card printed for a paid order (issue 13): its chip holds `{PUBLIC_URL}/c/{code}`,
 * never the person's id, so a lost card can be switched off and a card can change hands (an
 * admin's move) without reprinting. Made when the order is paid, one per unit of each line.
 */
export const nfcCards = pgTable(
  'nfc_cards',
  {
    /** Short, unguessable, unambiguous (no 0/O, 1/I/L): typed by a person writing the chip. */
    code: text('code').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** Which of the line's units (1..quantity). */
    unit: integer('unit').notNull().default(1),
    /** Whose card the chip opens; null once that account is deleted (the card is then inactive). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The organisation that paid for it (a bulk order): its admins may switch it off or move it
     * to another member, and it is switched off when its holder leaves.
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    /** What is printed on it when that is not its order's details (a bulk order's member's). */
    nfcDetails: jsonb('nfc_details').$type<NfcDetails>(),
    /** 'active' | 'lost' (the owner switched it off; they may switch it on) | 'inactive'. */
    status: text('status').$type<'active' | 'lost' | 'inactive'>().notNull().default('active'),
    /** When staff wrote its chip and checked it, and who (the back office). */
    writtenAt: timestamp('written_at', { withTimezone: true }),
    writtenBy: uuid('written_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('nfc_cards_user_id_idx').on(table.userId),
    index('nfc_cards_order_id_idx').on(table.orderId),
    index('nfc_cards_organisation_id_idx').on(table.organisationId),
  ],
);

export type NfcCardRow = typeof nfcCards.$inferSelect;
