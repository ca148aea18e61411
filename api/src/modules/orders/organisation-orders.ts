import { count, desc, eq } from 'drizzle-orm';
import { ORGANISATION_PAGE_SIZE, type OrganisationOrdersPage } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { withLines } from './repository.js';

/** A page of an organisation's bulk orders, newest first, whichever of its admins placed them. */
export async function organisationOrders(
  db: Queryable,
  organisationId: string,
  page: number,
): Promise<OrganisationOrdersPage> {
  const theirs = eq(orders.organisationId, organisationId);
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORGANISATION_PAGE_SIZE)
      .offset((page - 1) * ORGANISATION_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(theirs),
  ]);
  return {
    orders: await withLines(db, rows),
    page,
    pageSize: ORGANISATION_PAGE_SIZE,
    total: all?.n ?? 0,
  };
}
