import { and, eq, inArray } from 'drizzle-orm';
import { organisationErrors as e, type BulkOrderCard, type NfcImage } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import {
  organisationMembers as members,
  organisations,
  portfolios,
} from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { BulkOrder, PayingOrganisation } from '../orders/public.js';

const NO_IMAGE: NfcImage = { image: null, source: 'none' };

/**
 * What each card of a bulk order is printed with: the name and designation the admin confirmed,
 * the member's own card photo (read here, never taken from the request), the organisation's logo.
 * Every card's person must be in the organisation: the first who is not is refused by their row.
 */
export async function cardHoldersOf(
  tx: Queryable,
  organisationId: string,
  cards: BulkOrderCard[],
): Promise<{ organisation: PayingOrganisation; holders: BulkOrder['holders'] }> {
  const ids = cards.map((card) => card.userId).filter(isUuid);
  const [organisation] = await tx
    .select({
      id: organisations.id,
      name: organisations.name,
      gstin: organisations.gstin,
      logo: organisations.logo,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const found = ids.length
    ? await tx
        .select({ userId: members.userId, personal: portfolios.personalInfo })
        .from(members)
        .leftJoin(portfolios, eq(portfolios.userId, members.userId))
        .where(and(eq(members.organisationId, organisationId), inArray(members.userId, ids)))
    : [];
  const photos = new Map(found.map((row) => [row.userId, row.personal?.profilePicture ?? null]));
  const logo: NfcImage = organisation!.logo
    ? { image: organisation!.logo, source: 'order' }
    : NO_IMAGE;
  const holders = cards.map((card, index) => {
    if (!photos.has(card.userId)) {
      const field = `cards[${index}].userId`;
      throw new HttpError(404, e.memberNotFound, 'NOT_FOUND', { [field]: e.memberNotFound });
    }
    const photo = card.withPhoto ? photos.get(card.userId) : null;
    return {
      userId: card.userId,
      nfcDetails: {
        customerName: card.customerName,
        designation: card.designation,
        customerPhoto: photo ? { image: photo, source: 'portfolio' as const } : NO_IMAGE,
        customerLogo: logo,
      },
    };
  });
  const { logo: _logo, ...paying } = organisation!;
  void _logo;
  return { organisation: paying, holders };
}
