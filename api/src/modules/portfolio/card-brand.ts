import { inArray, sql } from 'drizzle-orm';
import type { CardBrand, PortfolioAddressInfo, PortfolioWorkInfo } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { portfolios } from '../../db/schema/portfolio.js';

/** What an organisation's template writes on its members' cards. */
export interface BrandedFields {
  workInfo: Partial<Pick<PortfolioWorkInfo, 'companyName' | 'companyLogo' | 'primaryWebsite'>>;
  addressInfo?: PortfolioAddressInfo;
}

/**
 * Writes an organisation's fields and brand on its members' cards, in one statement however many
 * there are, and answers whose cards changed (their cached copies must be forgotten). A member
 * who has no card yet has nothing to write on.
 */
export async function brandCards(
  tx: Queryable,
  userIds: readonly string[],
  brand: CardBrand | null,
  fields: BrandedFields,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .update(portfolios)
    .set({
      brand,
      workInfo: sql`${portfolios.workInfo} || ${JSON.stringify(fields.workInfo)}::jsonb`,
      ...(fields.addressInfo && { addressInfo: fields.addressInfo }),
      updatedAt: new Date(),
    })
    .where(inArray(portfolios.userId, [...userIds]))
    .returning({ userId: portfolios.userId });
  return rows.map((row) => row.userId);
}
