import { asc, desc, eq } from 'drizzle-orm';
import { nfcCardUrl, type NfcCard } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import {
  addressBookEntries,
  contactWebhooks,
  files,
  insightCounts,
  nfcCards,
  orderLines,
  orders,
  personalApiTokens,
  portfolioHandles,
  portfolioLeads,
  portfolioServices,
  portfolios,
  users,
} from '../../db/schema/index.js';
import { toAddressBookEntry } from '../addressbook/public.js';
import { toApiToken } from '../api-tokens/public.js';
import { toContact } from '../leads/public.js';
import { withLines } from '../orders/public.js';
import { toOwnPortfolioResult } from '../portfolio/public.js';

/**
 * One reader per kind of data a person has, each naming the person in its query: what the export
 * holds is exactly what these select, and nothing of anyone else.
 */

/** The account as stored, but never the password hash or the token version. */
export async function profileOf(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    addressInfo: row.addressInfo,
    isOnboarded: row.isOnboarded,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The card and its services, as the public card shows them; null before onboarding. */
export async function portfolioOf(db: Database, userId: string) {
  const [row] = await db.select().from(portfolios).where(eq(portfolios.userId, userId));
  if (!row) return null;
  const services = await db
    .select()
    .from(portfolioServices)
    .where(eq(portfolioServices.portfolioId, row.id))
    .orderBy(asc(portfolioServices.position), asc(portfolioServices.createdAt));
  return toOwnPortfolioResult(row, services);
}

/** Every handle the person has held, the current one included. */
export async function handlesOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(portfolioHandles)
    .where(eq(portfolioHandles.userId, userId))
    .orderBy(asc(portfolioHandles.createdAt));
  return rows.map((row) => ({ handle: row.handle, createdAt: row.createdAt.toISOString() }));
}

export async function addressesOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(addressBookEntries)
    .where(eq(addressBookEntries.userId, userId))
    .orderBy(asc(addressBookEntries.createdAt));
  return rows.map(toAddressBookEntry);
}

/** Orders with their lines and status logs, newest first, as the orders screens read them. */
export async function ordersOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return withLines(db, rows);
}

/** The contacts, those visitors sent and those the person added, newest first, every field. */
export async function leadsOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(portfolioLeads)
    .where(eq(portfolioLeads.userId, userId))
    .orderBy(desc(portfolioLeads.createdAt), desc(portfolioLeads.id));
  return rows.map(toContact);
}

/** The personal API tokens, revoked ones too: their names, scopes and use, never their hashes. */
export async function apiTokensOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(personalApiTokens)
    .where(eq(personalApiTokens.userId, userId))
    .orderBy(asc(personalApiTokens.createdAt));
  return rows.map((row) => ({
    ...toApiToken(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Where the person's new contacts are sent: the addresses, not the signing secrets. */
export async function webhooksOf(db: Database, userId: string) {
  const rows = await db
    .select({ url: contactWebhooks.url, createdAt: contactWebhooks.createdAt })
    .from(contactWebhooks)
    .where(eq(contactWebhooks.userId, userId))
    .orderBy(asc(contactWebhooks.createdAt));
  return rows.map((row) => ({ url: row.url, createdAt: row.createdAt.toISOString() }));
}

/** The insights counters, one per day, event and link: the numbers, never a visitor. */
export async function insightsOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(insightCounts)
    .where(eq(insightCounts.userId, userId))
    .orderBy(asc(insightCounts.day), asc(insightCounts.event), asc(insightCounts.detail));
  return rows.map(({ day, event, detail, count }) => ({ day, event, detail, count }));
}

export async function nfcCardsOf(db: Database, userId: string, publicUrl: string) {
  const rows = await db
    .select({ card: nfcCards, productName: orderLines.name })
    .from(nfcCards)
    .leftJoin(orderLines, eq(orderLines.id, nfcCards.orderLineId))
    .where(eq(nfcCards.userId, userId))
    .orderBy(desc(nfcCards.createdAt), asc(nfcCards.code));
  return rows.map(({ card, productName }): NfcCard => ({
    code: card.code,
    status: card.status,
    url: nfcCardUrl(publicUrl, card.code),
    orderId: card.orderId,
    productName,
    createdAt: card.createdAt.toISOString(),
  }));
}

/** The person's uploads, oldest first: the archive's images/ folder follows this list. */
export async function uploadsOf(db: Database, userId: string) {
  return db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.createdAt));
}
