import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { portfolios } from '../../db/schema/portfolio.js';

/** A jsonb field set to `value` where the card has it blank and `value` is not. */
const filledIn = (
  column: typeof portfolios.personalInfo | typeof portfolios.workInfo,
  key: string,
  value: string,
) =>
  sql`case when ${value} <> '' and coalesce(${column}->>${key}, '') = ''
    then jsonb_set(${column}, ${`{${key}}`}::text[], to_jsonb(${value}::text))
    else ${column} end`;

/**
 * What an invitation said of a person (their designation, their phone) written on their card
 * where it is still blank, never over what they wrote themselves. Answers whose card changed
 * (its cached copies must be forgotten): none when they have no card yet.
 */
export async function fillInvitedDetails(
  tx: Queryable,
  userId: string,
  details: { designation: string; phone: string },
): Promise<string[]> {
  const blank = (
    column: typeof portfolios.personalInfo | typeof portfolios.workInfo,
    key: string,
  ) => sql`coalesce(${column}->>${key}, '') = ''`;
  const rows = await tx
    .update(portfolios)
    .set({
      workInfo: filledIn(portfolios.workInfo, 'designation', details.designation),
      personalInfo: filledIn(portfolios.personalInfo, 'phoneNumber', details.phone),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(portfolios.userId, userId),
        sql`((${details.designation} <> '' and ${blank(portfolios.workInfo, 'designation')})
          or (${details.phone} <> '' and ${blank(portfolios.personalInfo, 'phoneNumber')}))`,
      ),
    )
    .returning({ userId: portfolios.userId });
  return rows.map((row) => row.userId);
}
