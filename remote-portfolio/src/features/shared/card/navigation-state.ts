import type {
  Portfolio,
  PortfolioAbout,
  PortfolioAddressInfo,
  PortfolioPersonalInfo,
  PortfolioResult,
  PortfolioService,
  PortfolioWorkInfo,
} from 'shared-contracts';

/**
 * What a screen may hand the card page in navigation state: `homeData` or `portfolio`, each a
 * PortfolioResult ({ portfolio, services }) or a bare Portfolio (services then from `services`),
 * plus `hideEdit`. The card page passes `{ homeData: PortfolioResult }` on to /edit-profile.
 */
export interface PortfolioNavigationState {
  homeData?: PortfolioResult | Portfolio;
  portfolio?: PortfolioResult | Portfolio;
  services?: PortfolioService[];
  hideEdit?: boolean;
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const fileRef = (value: unknown) =>
  isRecord(value) && typeof value.key === 'string' && value.key
    ? { key: value.key, ...(typeof value.name === 'string' && { name: value.name }) }
    : null;

const looksLikePortfolio = (value: unknown): value is Loose =>
  isRecord(value) && typeof value.userId === 'string' && isRecord(value.personalInfo);

/**
 * State survives a reload and can be written by any screen, so it is read field by field: a
 * partial or older shape still renders, and a field of the wrong type reads as empty.
 */
function toPortfolio(value: Loose): Portfolio {
  const personal = value.personalInfo as Loose;
  const work = isRecord(value.workInfo) ? value.workInfo : {};
  const address = isRecord(value.addressInfo) ? value.addressInfo : {};
  const about = isRecord(value.about) ? value.about : {};
  const personalInfo: PortfolioPersonalInfo = {
    name: text(personal.name),
    email: text(personal.email),
    phoneNumber: text(personal.phoneNumber),
    whatsappNumber: text(personal.whatsappNumber),
    profilePicture: fileRef(personal.profilePicture),
    bannerImage: fileRef(personal.bannerImage),
  };
  const workInfo: PortfolioWorkInfo = {
    companyName: text(work.companyName),
    designation: text(work.designation),
    workEmail: text(work.workEmail),
    primaryWebsite: text(work.primaryWebsite),
    secondaryWebsite: text(work.secondaryWebsite),
    companyLogo: fileRef(work.companyLogo),
  };
  const addressInfo: PortfolioAddressInfo = {
    buildingName: text(address.buildingName),
    area: text(address.area),
    pincode: text(address.pincode),
    district: text(address.district),
    state: text(address.state),
    country: text(address.country),
  };
  const aboutInfo: PortfolioAbout = {
    heading: text(about.heading) || null,
    description: text(about.description) || null,
  };
  const socialMedia = Array.isArray(value.socialMedia)
    ? value.socialMedia
        .filter(isRecord)
        .map((link) => ({
          ...(typeof link._id === 'string' && { _id: link._id }),
          source: text(link.source),
          link: text(link.link),
        }))
        .filter((link) => link.link)
    : [];
  return {
    _id: text(value._id),
    portfolioId: text(value.portfolioId) || text(value._id),
    userId: value.userId as string,
    personalInfo,
    workInfo,
    addressInfo,
    socialMedia,
    about: aboutInfo,
    serviceHeading: text(value.serviceHeading) || null,
    theme: value.theme === 'Light' ? 'Light' : 'Dark',
  };
}

function toServices(value: unknown): PortfolioService[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((service, index) => ({
    _id: text(service._id) || `service-${index}`,
    heading: text(service.heading),
    description: text(service.description),
    image: fileRef(service.image),
  }));
}

function toResult(value: unknown, looseServices: unknown): PortfolioResult | null {
  if (isRecord(value) && looksLikePortfolio(value.portfolio)) {
    return { portfolio: toPortfolio(value.portfolio), services: toServices(value.services) };
  }
  if (looksLikePortfolio(value)) {
    return { portfolio: toPortfolio(value), services: toServices(looseServices) };
  }
  return null;
}

/** The portfolio passed in navigation state, if any; `userId`, when given, must be its owner. */
export function portfolioFromState(state: unknown, userId?: string): PortfolioResult | null {
  if (!isRecord(state)) return null;
  const result =
    toResult(state.homeData, state.services) ?? toResult(state.portfolio, state.services);
  if (!result || (userId !== undefined && result.portfolio.userId !== userId)) return null;
  return result;
}

export const hideEditFromState = (state: unknown) => isRecord(state) && state.hideEdit === true;
