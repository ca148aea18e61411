import type { OwnPortfolioResult } from 'shared-contracts';
import type { SectionPath } from './section-list';

const filled = (...values: (string | null | undefined)[]) =>
  values.every((value) => (value ?? '').trim() !== '');

/**
 * A section is done when what its page asks for is there (spec section 5's rules for each page):
 * the four contact details, the company's three, a found address, a link, an About text, and a
 * service with its heading and description under the services' heading. Optional fields (images,
 * websites, the About heading) never keep a section from being done.
 */
const DONE: Record<SectionPath, (result: OwnPortfolioResult) => boolean> = {
  personal: ({ portfolio: { personalInfo: p } }) =>
    filled(p?.name, p?.email, p?.phoneNumber, p?.whatsappNumber),
  work: ({ portfolio: { workInfo: w } }) => filled(w?.companyName, w?.designation, w?.workEmail),
  address: ({ portfolio: { addressInfo: a } }) =>
    filled(a?.buildingName, a?.area, a?.pincode, a?.district, a?.state),
  social: ({ portfolio }) => (portfolio.socialMedia ?? []).some((link) => filled(link.link)),
  about: ({ portfolio }) => filled(portfolio.about?.description),
  services: ({ portfolio, services }) =>
    filled(portfolio.serviceHeading) &&
    services.some((service) => filled(service.heading, service.description)),
};

export const isSectionDone = (path: SectionPath, result: OwnPortfolioResult) => DONE[path](result);
