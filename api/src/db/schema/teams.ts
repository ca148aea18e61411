import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_CARD_TEMPLATE,
  type CardTemplate,
  type FileRef,
  type OfficeAddress,
  type OrganisationRole,
} from 'shared-contracts';
import { id, timestamps } from './columns.js';
import { users } from './account.js';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  logo: jsonb('logo').$type<FileRef>(),
  website: text('website').notNull().default(''),
  brandColour: text('brand_colour').notNull().default(''),
  gstin: text('gstin').notNull().default(''),
  officeAddress: jsonb('office_address').$type<OfficeAddress>(),
  /** Which of these details its members' cards show, and which they cannot change. */
  /** Contacts sent to its members' cards come to its shared inbox too. */
  shareContacts: boolean('share_contacts').notNull().default(false),
  cardTemplate: jsonb('card_template')
    .$type<CardTemplate>()
    .notNull()
    .default(DEFAULT_CARD_TEMPLATE),
  ...timestamps,
});

/**
 * Who is in which organisation. A person is in one at a time: the user id is the key, so a
 * second membership is refused by the database itself, however two requests race.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrganisationRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organisation_members_organisation_id_idx').on(table.organisationId),
    check('organisation_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationLeadRow = typeof organisationLeads.$inferSelect;

/**
 * Invitations not yet accepted. Only the hash of the link's token is kept; one per address and
 * organisation, so inviting someone again sends a new link and the old one stops working.
 * Accepting, withdrawing or the organisation going deletes the row.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    designation: text('designation').notNull().default(''),
    phone: text('phone').notNull().default(''),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('organisation_invitations_organisation_email_idx').on(
      table.organisationId,
      table.email,
    ),
  ],
);

/**
 * The organisation's shared inbox: a copy of each contact a visitor sent a member's card while
 * the organisation's policy said so (and the consent line named it). The organisation's own, so
 * it stays when the member leaves or deletes theirs; the member's name is kept with it.
 */
export const organisationLeads = pgTable(
  'organisation_leads',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    company: text('company'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organisation_leads_organisation_id_created_at_idx').on(
      table.organisationId,
      table.createdAt.desc(),
    ),
  ],
);
