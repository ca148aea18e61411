import { desc, eq } from 'drizzle-orm';
import type { Lead, OrganisationLead } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import {
  organisationLeads,
  organisationMembers,
  organisations,
  users,
  type OrganisationLeadRow,
} from '../../db/schema/index.js';
import { csvLine, safeText } from '../../lib/csv.js';

/** The most the inbox screen lists; the CSV export has every one. */
export const INBOX_LIST_MAX = 1000;

const toLead = (row: OrganisationLeadRow): OrganisationLead => ({
  _id: row.id,
  memberName: row.memberName,
  name: row.name,
  phoneNumber: row.phoneNumber,
  email: row.email,
  company: row.company,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A contact a visitor sent to `memberUserId`'s card, copied to their organisation's inbox when
 * its policy says so (the card's consent line named the organisation then). Nothing otherwise.
 */
export async function shareWithOrganisation(
  tx: Queryable,
  memberUserId: string,
  lead: Omit<Lead, '_id' | 'createdAt'>,
): Promise<boolean> {
  const [member] = await tx
    .select({
      organisationId: organisationMembers.organisationId,
      shares: organisations.shareContacts,
      name: users.name,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.userId, memberUserId));
  if (!member?.shares) return false;
  await tx.insert(organisationLeads).values({
    organisationId: member.organisationId,
    memberUserId,
    memberName: member.name,
    name: lead.name,
    phoneNumber: lead.phoneNumber,
    email: lead.email,
    company: lead.company,
    note: lead.note,
  });
  return true;
}

const newestFirst = (tx: Queryable, organisationId: string) =>
  tx
    .select()
    .from(organisationLeads)
    .where(eq(organisationLeads.organisationId, organisationId))
    .orderBy(desc(organisationLeads.createdAt), desc(organisationLeads.id));

/** The inbox, newest first, at most INBOX_LIST_MAX. */
export async function inboxOf(tx: Queryable, organisationId: string): Promise<OrganisationLead[]> {
  return (await newestFirst(tx, organisationId).limit(INBOX_LIST_MAX)).map(toLead);
}

const CSV_HEADER = ['Received', 'Card of', 'Name', 'Phone', 'E-mail', 'Company', 'Note'];

/** The whole inbox as a CSV file, newest first; what people typed is kept from formulas. */
export async function inboxCsv(tx: Queryable, organisationId: string): Promise<string> {
  const rows = await newestFirst(tx, organisationId);
  const lines = rows.map((row) =>
    csvLine([
      row.createdAt.toISOString(),
      safeText(row.memberName),
      safeText(row.name),
      // A phone number is +91 and ten digits, checked when it was sent: no formula to fear.
      row.phoneNumber ?? '',
      safeText(row.email ?? ''),
      safeText(row.company ?? ''),
      safeText(row.note ?? ''),
    ]),
  );
  return [csvLine(CSV_HEADER), ...lines, ''].join('\r\n');
}
