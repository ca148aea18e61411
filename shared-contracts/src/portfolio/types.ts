import type { PortfolioTheme } from '../common/constants.js';

export interface FileRef {
  key: string;
  name?: string;
}

export interface SocialLink {
  _id?: string;
  source: string;
  link: string;
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
}

export interface PortfolioService {
  _id: string;
  heading: string;
  description: string;
  image: FileRef | null;
}

/** GET /portfolio and GET /portfolio/{userId}. */
export interface PortfolioResult {
  portfolio: Portfolio;
  services: PortfolioService[];
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
