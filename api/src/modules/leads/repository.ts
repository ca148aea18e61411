import { and, eq } from 'drizzle-orm';
import type { Contact, Language } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { portfolioLeads, portfolios, users } from '../../db/schema/index.js';
import { toContact } from './contacts-repository.js';

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

    /** A visitor's: its source is `shared`, the column's default. */
    async add(userId: string, lead: NewLead): Promise<Contact> {
      const [row] = await db
        .insert(portfolioLeads)
        .values({ userId, ...lead })
        .returning();
      return toContact(row!);
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
