import type {
  OwnPortfolio,
  OwnPortfolioResult,
  Portfolio,
  PortfolioResult,
  SocialLink,
} from './types.js';

/**
 * The contact fields an owner shows or hides on their public card, each with its own switch in
 * the editor. The name, designation, company, photos, about and services are the card itself and
 * always show; these are the ways to reach or find the person.
 */
export const CONTACT_FIELDS = [
  'email',
  'phoneNumber',
  'whatsappNumber',
  'workEmail',
  'primaryWebsite',
  'secondaryWebsite',
  'buildingName',
  'area',
  'pincode',
  'district',
  'state',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const ADDRESS_LINES = ['buildingName', 'area', 'pincode', 'district', 'state'] as const;

/** Per field, whether the public card shows it. */
export type ContactVisibility = Record<ContactField, boolean>;

/**
 * Hidden on a new card until the owner shows them: onboarding asks for the house and street to
 * fill the shipping address, and a home address is not something to publish by default.
 */
export const HIDDEN_BY_DEFAULT: readonly ContactField[] = ['buildingName', 'area'];

export const isContactField = (value: unknown): value is ContactField =>
  (CONTACT_FIELDS as readonly unknown[]).includes(value);

/** The switches from the stored list of hidden fields (unknown names are ignored). */
export function visibilityOf(hidden: readonly string[]): ContactVisibility {
  const hiddenSet = new Set(hidden);
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, !hiddenSet.has(field)]),
  ) as ContactVisibility;
}

/** The stored list: the fields whose switch is off, in the fields' own order. */
export const hiddenFieldsOf = (visibility: ContactVisibility): ContactField[] =>
  CONTACT_FIELDS.filter((field) => !visibility[field]);

/** A social link shows unless its owner turned it off. */
export const isLinkShown = (link: SocialLink) => link.visible !== false;

/**
 * The card as a visitor may see it: hidden fields are blanked and hidden links dropped, so every
 * public view (the JSON, the server-rendered page, its JSON-LD, the vCard) is made from what is
 * left and none can show what the owner hid. The owner's switches themselves are not public.
 */
export function publicPortfolioOf(own: OwnPortfolio): Portfolio {
  const { visibility, ...portfolio } = own;
  // An answer without switches (an older copy) hides nothing, as cards did before them.
  const isShown = (field: ContactField) => visibility?.[field] !== false;
  const shown = (field: ContactField, value: string) => (isShown(field) ? value : '');
  const { personalInfo: p, workInfo: w, addressInfo: a } = portfolio;
  const { brand } = portfolio;
  return {
    ...portfolio,
    // Which fields are locked is the member's business, not their visitors'.
    ...(brand !== undefined && {
      brand: brand && {
        organisation: brand.organisation,
        colour: brand.colour,
        sharesContacts: brand.sharesContacts,
      },
    }),
    personalInfo: {
      ...p,
      email: shown('email', p.email),
      phoneNumber: shown('phoneNumber', p.phoneNumber),
      whatsappNumber: shown('whatsappNumber', p.whatsappNumber),
    },
    workInfo: {
      ...w,
      workEmail: shown('workEmail', w.workEmail),
      primaryWebsite: shown('primaryWebsite', w.primaryWebsite),
      secondaryWebsite: shown('secondaryWebsite', w.secondaryWebsite),
    },
    addressInfo: {
      buildingName: shown('buildingName', a.buildingName),
      area: shown('area', a.area),
      pincode: shown('pincode', a.pincode),
      district: shown('district', a.district),
      state: shown('state', a.state),
      // The country alone says nothing of where a person is: with every line hidden the card
      // shows no address at all.
      country: ADDRESS_LINES.some(isShown) ? a.country : '',
    },
    socialMedia: portfolio.socialMedia
      .filter(isLinkShown)
      .map(({ _id, source, link }) => ({ ...(_id !== undefined && { _id }), source, link })),
  };
}

/** The owner's card with its services, as a visitor sees it. */
export const publicResultOf = ({ portfolio, services }: OwnPortfolioResult): PortfolioResult => ({
  portfolio: publicPortfolioOf(portfolio),
  services,
});
