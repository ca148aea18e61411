import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  COUNTRY_NAME,
  hiddenFieldsOf,
  visibilityOf,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { portfolios, type PortfolioRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { Pincodes } from '../pincode/public.js';
import { checkFileRefs, createFilesRepository } from '../files/public.js';
import { toOwnPortfolioResult } from './mappers.js';
import { refuseLockedChanges } from './locked-fields.js';
import { createServicesRepository } from './services-repository.js';

/**
 * PATCH /portfolio: each section that is sent replaces the stored one whole; sections left out
 * stay as they are. All of it in one transaction, on the caller's own portfolio only.
 * Returns null when the caller has no portfolio yet.
 */
export function createPortfolioUpdater(db: Database, pincodes: Pincodes) {
  return (userId: string, changes: UpdatePortfolioRequest) =>
    db.transaction(async (tx) => {
      const services = createServicesRepository(tx);
      const current = await services.lockOwnPortfolio(userId);
      if (!current) return null;

      const { personalInfo, workInfo, addressInfo, about, socialMedia, theme } = changes;
      refuseLockedChanges(current, changes);
      // The logo an organisation put on the card is its upload, not the member's: kept as stored.
      const keptLogo = current.workInfo.companyLogo;
      const sameLogo = !!keptLogo && workInfo?.companyLogo?.key === keptLogo.key;
      const storedRef = await checkFileRefs(createFilesRepository(tx), userId, {
        'personalInfo.profilePicture': personalInfo?.profilePicture,
        'personalInfo.bannerImage': personalInfo?.bannerImage,
        'workInfo.companyLogo': sameLogo ? undefined : workInfo?.companyLogo,
        ...Object.fromEntries(
          (changes.services ?? []).map((service, i) => [`services[${i}].image`, service.image]),
        ),
      });

      const set: Partial<PortfolioRow> = { updatedAt: new Date() };
      if (personalInfo) {
        set.personalInfo = {
          ...personalInfo,
          profilePicture: storedRef(personalInfo.profilePicture),
          bannerImage: storedRef(personalInfo.bannerImage),
        };
      }
      if (workInfo) {
        const companyLogo = sameLogo ? keptLogo : storedRef(workInfo.companyLogo);
        set.workInfo = { ...workInfo, companyLogo };
      }
      if (addressInfo) {
        // District, state and country come from the pincode, whatever the client sent for them.
        const place = await pincodes.requirePlace(addressInfo.pincode, 'addressInfo.pincode');
        const { buildingName, area, pincode } = addressInfo;
        set.addressInfo = { buildingName, area, pincode, ...place, country: COUNTRY_NAME };
      }
      if (about) {
        set.about = { heading: about.heading ?? null, description: about.description ?? null };
      }
      if (changes.serviceHeading !== undefined) set.serviceHeading = changes.serviceHeading || null;
      if (socialMedia) {
        // The client echoes the ids it was given; a link without one (a new link) gets one.
        set.socialMedia = socialMedia.map(({ _id, source, link, visible }) => ({
          _id: isUuid(_id) ? _id : randomUUID(),
          source,
          link,
          // Only a hidden link says so: a stored link shows unless told otherwise.
          ...(visible === false && { visible }),
        }));
      }
      if (theme) set.theme = theme;
      if (changes.visibility) {
        // Only the switches sent change; the others keep what the owner chose before.
        const named = Object.entries(changes.visibility).filter(([, shown]) => shown !== undefined);
        const visibility = { ...visibilityOf(current.hiddenFields), ...Object.fromEntries(named) };
        set.hiddenFields = hiddenFieldsOf(visibility);
      }
      if (changes.searchable !== undefined) set.searchable = changes.searchable;

      const [row] = await tx
        .update(portfolios)
        .set(set)
        .where(eq(portfolios.id, current.id))
        .returning();
      if (changes.services) {
        await services.replaceAll(
          current.id,
          changes.services.map(({ _id, heading, description, image }) => ({
            ...(_id && { _id }),
            heading,
            description,
            image: storedRef(image),
          })),
        );
      }
      return toOwnPortfolioResult(row!, await services.list(current.id));
    });
}
