import { asc, eq } from 'drizzle-orm';
import {
  COUNTRY_NAME,
  DEFAULT_ADDRESS_TYPE,
  DEFAULT_PORTFOLIO_THEME,
  HIDDEN_BY_DEFAULT,
  type CreatePortfolioRequest,
} from 'shared-contracts';
import { isUniqueViolation, type Database } from '../../db/client.js';
import { portfolioServices, portfolios } from '../../db/schema/portfolio.js';
import { completeOnboarding } from '../account/public.js';
import { addFirstAddress } from '../addressbook/public.js';
import { toOwnPortfolioResult, toPublicPortfolioResult } from './mappers.js';

export function createPortfolioRepository(db: Database) {
  const servicesOf = (portfolioId: string) =>
    db
      .select()
      .from(portfolioServices)
      .where(eq(portfolioServices.portfolioId, portfolioId))
      .orderBy(asc(portfolioServices.position), asc(portfolioServices.createdAt));
  const rowOf = async (userId: string) =>
    (await db.select().from(portfolios).where(eq(portfolios.userId, userId)))[0];

  return {
    async findByUserId(userId: string) {
      const row = await rowOf(userId);
      return row ? toOwnPortfolioResult(row, await servicesOf(row.id)) : null;
    },

    /** The card and when it last changed: the latest of its row's and its services' times. */
    async findPublicCard(userId: string) {
      const row = await rowOf(userId);
      if (!row) return null;
      const services = await servicesOf(row.id);
      const updatedAt = new Date(
        Math.max(row.updatedAt.getTime(), ...services.map((s) => s.updatedAt.getTime())),
      );
      return { result: toPublicPortfolioResult(row, services), updatedAt };
    },

    /**
     * Onboarding: the portfolio, the user's profile and their first shipping address change
     * together or not at all. Returns null when the user already has a portfolio.
     */
    async createForUser(
      userId: string,
      { personalInfo, addressInfo, workInfo }: CreatePortfolioRequest,
      place: { district: string; state: string },
    ) {
      const address = { ...addressInfo, ...place };
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(portfolios)
            .values({
              userId,
              personalInfo: { ...personalInfo, profilePicture: null, bannerImage: null },
              workInfo: {
                companyName: workInfo.companyName,
                designation: workInfo.designation,
                workEmail: '',
                primaryWebsite: '',
                secondaryWebsite: '',
                companyLogo: null,
              },
              addressInfo: { ...address, country: COUNTRY_NAME },
              socialMedia: [],
              about: { heading: null, description: null },
              serviceHeading: null,
              theme: DEFAULT_PORTFOLIO_THEME,
              hiddenFields: [...HIDDEN_BY_DEFAULT],
            })
            .returning();
          await completeOnboarding(tx, userId, {
            phoneNumber: personalInfo.phoneNumber,
            whatsappNumber: personalInfo.whatsappNumber,
            addressInfo: address,
          });
          await addFirstAddress(tx, userId, {
            name: personalInfo.name,
            mobile: personalInfo.phoneNumber,
            address1: address.buildingName,
            address2: address.area,
            landmark: '',
            pincode: address.pincode,
            district: address.district,
            state: address.state,
            country: COUNTRY_NAME,
            type: DEFAULT_ADDRESS_TYPE,
            default: true,
          });
          return created!;
        });
        return toOwnPortfolioResult(row, []);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
