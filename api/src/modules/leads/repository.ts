import { and, desc, eq } from 'drizzle-orm';
import type { Language, Lead } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { portfolioLeads, portfolios, users, type PortfolioLeadRow } from '../../db/schema/index.js';

/** The most a list answers: far more than a card collects, and still one small response. */
export const LEADS_LIST_MAX = 1000;

export interface LeadCard {
  userId: string;
  handle: string | null;
  /** The owner's account: where the mail goes. */
  ownerEmail: string;
  ownerName: string;
  /** The owner's language: the mail's. */
  ownerLanguage: Language;
}

export interface NewLead {
  name: string;
  phoneNumber: string | null;
  email: string | null;
  company: string | null;
  note: string | null;
}

export const toLead = (row: PortfolioLeadRow): Lead => ({
  _id: row.id,
  name: row.name,
  phoneNumber: row.phoneNumber,
  email: row.email,
  company: row.company,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export function createLeadRepository(db: Database) {
  return {
    /** The card a lead is sent to, with its owner's address; undefined when there is none. */
    async card(userId: string): Promise<LeadCard | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          handle: portfolios.handle,
          ownerEmail: users.email,
          ownerName: users.name,
          ownerLanguage: users.language,
        })
        .from(portfolios)
        .innerJoin(users, eq(users.id, portfolios.userId))
        .where(eq(portfolios.userId, userId));
      return row;
    },

    async add(userId: string, lead: NewLead): Promise<Lead> {
      const [row] = await db
        .insert(portfolioLeads)
        .values({ userId, ...lead })
        .returning();
      return toLead(row!);
    },

    async list(userId: string): Promise<Lead[]> {
      const rows = await db
        .select()
        .from(portfolioLeads)
        .where(eq(portfolioLeads.userId, userId))
        .orderBy(desc(portfolioLeads.createdAt), desc(portfolioLeads.id))
        .limit(LEADS_LIST_MAX);
      return rows.map(toLead);
    },

    /** Only the owner's own: another person's id deletes nothing, as an unknown one. */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(portfolioLeads)
        .where(and(eq(portfolioLeads.id, id), eq(portfolioLeads.userId, userId)))
        .returning({ id: portfolioLeads.id });
      return gone.length > 0;
    },
  };
}
