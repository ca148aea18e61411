import type { PortfolioTheme } from '../common/constants.js';
import type { ContactVisibility } from './visibility.js';

export interface FileRef {
  key: string;
  name?: string;
}

export interface SocialLink {
  _id?: string;
  source: string;
  link: string;
  /** The owner's switch (their own view only): false keeps the link off the public card. */
  visible?: boolean;
}

export interface PortfolioPersonalInfo {
  name: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
  profilePicture: FileRef | null;
  bannerImage: FileRef | null;
}

export interface PortfolioWorkInfo {
  companyName: string;
  designation: string;
  workEmail: string;
  primaryWebsite: string;
  secondaryWebsite: string;
  companyLogo: FileRef | null;
}

export interface PortfolioAddressInfo {
  buildingName: string;
  area: string;
  pincode: string;
  district: string;
  state: string;
  country: string;
}

export interface PortfolioAbout {
  heading: string | null;
  description: string | null;
}

/** The fields of a card an organisation's template may fill in for its members. */
export type BrandedCardField =
  | 'workInfo.companyName'
  | 'workInfo.companyLogo'
  | 'workInfo.primaryWebsite'
  | 'addressInfo';

/**
 * The organisation a card shows: its name, its brand colour ('' for none), and whether contacts
 * sent through the card go to the organisation too (the consent line names it then).
 */
export interface PublicCardBrand {
  organisation: string;
  colour: string;
  sharesContacts: boolean;
}

/** The owner's view of it: which fields the organisation locked. */
export interface CardBrand extends PublicCardBrand {
  locked: BrandedCardField[];
}

/** A portfolio as anyone may see it: only what the public card page shows. */
export interface Portfolio {
  _id: string;
  portfolioId: string;
  userId: string;
  personalInfo: PortfolioPersonalInfo;
  workInfo: PortfolioWorkInfo;
  addressInfo: PortfolioAddressInfo;
  socialMedia: SocialLink[];
  about: PortfolioAbout;
  serviceHeading: string | null;
  theme: PortfolioTheme;
  /** The personal link's handle (`/@{handle}`), when the owner chose one. */
  handle: string | null;
  /** "Show my card in search engines": the card page is `noindex` unless its owner says so. */
  searchable: boolean;
  /** The organisation the owner is in, when its template puts anything on their card. */
  brand?: PublicCardBrand | null;
}

/**
 * The owner's own portfolio (GET and PATCH /portfolio): every field, with the switch that says
 * which of them the public card shows (`publicPortfolioOf` makes the public one).
 */
export interface OwnPortfolio extends Portfolio {
  visibility: ContactVisibility;
  brand?: CardBrand | null;
}

export interface PortfolioService {
  _id: string;
  heading: string;
  description: string;
  image: FileRef | null;
}

/** GET /portfolio/{userId}: the card as anyone may see it. */
export interface PortfolioResult {
  portfolio: Portfolio;
  services: PortfolioService[];
}

/** GET and PATCH /portfolio: the owner's own, with their visibility switches. */
export interface OwnPortfolioResult extends PortfolioResult {
  portfolio: OwnPortfolio;
}

/** POST /portfolio/upload and /portfolio-service/upload: the stored image, re-encoded. */
export interface UploadedFile extends FileRef {
  key: string;
  name: string;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
  width: number;
  height: number;
}
