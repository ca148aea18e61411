import type { Portfolio, PortfolioResult, PortfolioService } from 'shared-contracts';

/** A complete card, for the component tests: every field the page shows is filled. */
export const fullPortfolio: Portfolio = {
  _id: 'p1',
  portfolioId: 'p1',
  userId: 'u1',
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919123456789',
    profilePicture: { key: 'portfolios/u1/profile.jpg', name: 'profile.jpg' },
    bannerImage: { key: 'portfolios/u1/banner.jpg', name: 'banner.jpg' },
  },
  workInfo: {
    companyName: 'Rao & Sons, Ltd',
    designation: 'Founder; CEO',
    workEmail: 'work@rao.example',
    primaryWebsite: 'https://rao.example/',
    secondaryWebsite: 'http://blog.rao.example/posts',
    companyLogo: { key: 'portfolios/u1/logo.png', name: 'logo.png' },
  },
  addressInfo: {
    buildingName: '12 Lake View',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    country: 'India',
  },
  socialMedia: [
    { _id: 'l1', source: 'linkedin', link: 'https://www.linkedin.com/in/asharao' },
    { _id: 'l2', source: 'instagram', link: 'https://instagram.com/asha.rao' },
    { _id: 'l3', source: 'x', link: 'https://x.com/asharao' },
  ],
  about: { heading: 'Who I am', description: 'I design NFC cards.\nAnd the pages they open.' },
  serviceHeading: 'What I Offer',
  theme: 'Dark',
  handle: null,
};

export const fullServices: PortfolioService[] = [
  {
    _id: 's1',
    heading: 'Brand Strategy',
    description: 'Workshops that find your voice.',
    image: { key: 'services/s1.jpg' },
  },
  { _id: 's2', heading: 'Card Design', description: 'Cards people keep.', image: null },
];

export const fullResult: PortfolioResult = { portfolio: fullPortfolio, services: fullServices };

/** The API's answer for GET /portfolio and GET /portfolio/{userId}. */
export const answerOf = (result: PortfolioResult) => ({ success: true, result });

/** A copy of the card with some parts changed. */
export function withPortfolio(
  change: Partial<Omit<Portfolio, 'personalInfo' | 'workInfo' | 'addressInfo'>> & {
    personalInfo?: Partial<Portfolio['personalInfo']>;
    workInfo?: Partial<Portfolio['workInfo']>;
    addressInfo?: Partial<Portfolio['addressInfo']>;
  },
  services: PortfolioService[] = fullServices,
): PortfolioResult {
  return {
    portfolio: {
      ...fullPortfolio,
      ...change,
      personalInfo: { ...fullPortfolio.personalInfo, ...change.personalInfo },
      workInfo: { ...fullPortfolio.workInfo, ...change.workInfo },
      addressInfo: { ...fullPortfolio.addressInfo, ...change.addressInfo },
    },
    services,
  };
}
