import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  CardBrand,
  FileRef,
  PortfolioAbout,
  PortfolioAddressInfo,
  PortfolioPersonalInfo,
  PortfolioTheme,
  PortfolioWorkInfo,
  SocialLink,
} from 'shared-contracts';
import { id, timestamps } from './columns.js';
import { users } from './account.js';

/** One portfolio per user. Its sections are JSON documents, read and written whole. */
export const portfolios = pgTable('portfolios', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  personalInfo: jsonb('personal_info').$type<PortfolioPersonalInfo>().notNull(),
  workInfo: jsonb('work_info').$type<PortfolioWorkInfo>().notNull(),
  addressInfo: jsonb('address_info').$type<PortfolioAddressInfo>().notNull(),
  socialMedia: jsonb('social_media').$type<SocialLink[]>().notNull().default([]),
  about: jsonb('about').$type<PortfolioAbout>().notNull(),
  serviceHeading: text('service_heading'),
  theme: text('theme').$type<PortfolioTheme>().notNull().default('Dark'),
  /** The personal link's current handle, lower-case; every handle ever held is in portfolio_handles. */
  handle: text('handle').unique(),
  /**
   * The contact fields the owner hid from the public card (shared-contracts visibility.ts); a card
   * made before the switches existed hides nothing, as it did.
   */
  hiddenFields: text('hidden_fields').array().notNull().default([]),
  /** "Show my card in search engines": off until the owner turns it on. */
  searchable: boolean('searchable').notNull().default(false),
  /**
   * The organisation whose template fills fields of this card, its colour and the fields it
   * locked; null for a card of no organisation's. Written with the fields it fills.
   */
  brand: jsonb('brand').$type<CardBrand>(),
  ...timestamps,
});

export const portfolioServices = pgTable(
  'portfolio_services',
  {
    id: id(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    image: jsonb('image').$type<FileRef>(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('portfolio_services_portfolio_id_idx').on(table.portfolioId)],
);

export type PortfolioRow = typeof portfolios.$inferSelect;
export type PortfolioServiceRow = typeof portfolioServices.$inferSelect;
