import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Contact, ContactForm, ContactQuery, ContactSource } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { portfolioLeads, type PortfolioLeadRow } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';

/** The most a list answers: far more than a card collects, and still one small response. */
export const LEADS_LIST_MAX = 1000;

/** Every column, as the owner reads a contact. */
export const toContact = (row: PortfolioLeadRow): Contact => ({
  _id: row.id,
  source: row.source,
  name: row.name,
  phoneNumber: row.phoneNumber,
  email: row.email,
  company: row.company,
  designation: row.designation,
  website: row.website,
  note: row.note,
  notes: row.notes,
  tags: row.tags,
  metAt: row.metAt,
  metOn: row.metOn,
  followUpOn: row.followUpOn,
  photoKey: row.photoKey,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The owner's form as stored: a field left blank is null; the visitor's `note` is not the form's. */
export const formColumns = (form: ContactForm) => ({
  name: form.name,
  phoneNumber: form.phoneNumber ?? null,
  email: form.email ?? null,
  company: form.company ?? null,
  designation: form.designation ?? null,
  website: form.website ?? null,
  notes: form.notes ?? null,
  tags: form.tags.filter((tag): tag is string => typeof tag === 'string'),
  metAt: form.metAt ?? null,
  metOn: form.metOn ?? null,
  followUpOn: form.followUpOn ?? null,
  photoKey: form.photoKey ?? null,
});

export type ContactColumns = ReturnType<typeof formColumns>;

/** The filters, each optional, combined with AND; `q` is text anywhere, as typed (no wildcards). */
function matching(userId: string, query: ContactQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(portfolioLeads.userId, userId)];
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(
      or(
        ...[
          portfolioLeads.name,
          portfolioLeads.company,
          portfolioLeads.designation,
          portfolioLeads.email,
          portfolioLeads.phoneNumber,
          portfolioLeads.notes,
          portfolioLeads.metAt,
        ].map((column) => ilike(column, pattern)),
      ),
    );
  }
  // Tags and events are matched whole, however they were capitalised when typed.
  if (query.tag) {
    filters.push(
      sql`exists (select 1 from unnest(${portfolioLeads.tags}) as tag where lower(tag) = lower(${query.tag}))`,
    );
  }
  if (query.event) filters.push(sql`lower(${portfolioLeads.metAt}) = lower(${query.event})`);
  if (query.source) filters.push(eq(portfolioLeads.source, query.source));
  return and(...filters);
}

export function createContactsRepository(db: Database) {
  const own = (userId: string, id: string) =>
    and(eq(portfolioLeads.id, id), eq(portfolioLeads.userId, userId));

  return {
    /** Newest first, at most LEADS_LIST_MAX. */
    async list(userId: string, query: ContactQuery = {}): Promise<Contact[]> {
      const rows = await db
        .select()
        .from(portfolioLeads)
        .where(matching(userId, query))
        .orderBy(desc(portfolioLeads.createdAt), desc(portfolioLeads.id))
        .limit(LEADS_LIST_MAX);
      return rows.map(toContact);
    },

    /** Every one of them, newest first: the export's. */
    async all(userId: string): Promise<Contact[]> {
      const rows = await db
        .select()
        .from(portfolioLeads)
        .where(eq(portfolioLeads.userId, userId))
        .orderBy(desc(portfolioLeads.createdAt), desc(portfolioLeads.id));
      return rows.map(toContact);
    },

    /** Only the owner's own: another person's id is not found, as an unknown one. */
    async get(userId: string, id: string): Promise<Contact | undefined> {
      const [row] = await db.select().from(portfolioLeads).where(own(userId, id));
      return row && toContact(row);
    },

    async add(
      tx: Queryable,
      userId: string,
      source: ContactSource,
      columns: ContactColumns,
    ): Promise<Contact> {
      const [row] = await tx
        .insert(portfolioLeads)
        .values({ userId, source, ...columns })
        .returning();
      return toContact(row!);
    },

    async update(
      tx: Queryable,
      userId: string,
      id: string,
      columns: ContactColumns,
    ): Promise<Contact | undefined> {
      const [row] = await tx
        .update(portfolioLeads)
        .set({ ...columns, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row && toContact(row);
    },
  };
}
