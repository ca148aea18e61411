import type { Portfolio, PortfolioResult, PortfolioService } from 'shared-contracts';
import { ImageToolsProvider, type ImageTools } from 'web-kit';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { portfolioApi } from '../../../api';
import { EditPortfolio } from '../../editor/edit-portfolio';

/** Fixtures for the editor's component tests. */

const uuid = (n: number) => `0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b${String(n).padStart(2, '0')}`;
const USER = uuid(0);

/** A key as the server makes them: `{folder}/{userId}/{fileId}.jpg`. */
export const imageKey = (n: number, folder: 'portfolios' | 'services' = 'portfolios') =>
  `${folder}/${USER}/${uuid(n)}.jpg`;

export const services: PortfolioService[] = [
  {
    _id: 's1',
    heading: 'Branding',
    description: 'Logos and identity',
    image: { key: imageKey(11, 'services'), name: 'brand.jpg' },
  },
  { _id: 's2', heading: 'Web design', description: 'Sites that load fast', image: null },
];

export const portfolio: Portfolio = {
  _id: 'p1',
  portfolioId: 'p1',
  userId: 'u1',
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919123456789',
    profilePicture: { key: imageKey(1), name: 'me.jpg' },
    bannerImage: null,
  },
  workInfo: {
    companyName: 'Rao Studio',
    designation: 'Founder',
    workEmail: 'work@rao.example',
    primaryWebsite: 'https://rao.example',
    secondaryWebsite: '',
    companyLogo: null,
  },
  addressInfo: {
    buildingName: '12 Lake View',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
  },
  socialMedia: [
    { _id: 'l1', source: 'instagram', link: 'https://instagram.com/asha' },
    { _id: 'l2', source: 'website', link: 'https://asha.example' },
  ],
  about: { heading: 'Who I am', description: 'Designer in Bangalore.' },
  serviceHeading: 'What I do',
  theme: 'Dark',
  handle: null,
};

/** GET /portfolio's answer, with any part of the portfolio replaced. */
export const loaded = (
  changes: Partial<Portfolio> = {},
  list: PortfolioService[] = services,
): { success: true; result: PortfolioResult } => ({
  success: true,
  result: { portfolio: { ...portfolio, ...changes }, services: list },
});

/** PATCH /portfolio's answer: the portfolio as saved, with its services. */
export const saved = (changes: Partial<Portfolio> = {}, list: PortfolioService[] = services) => ({
  ...loaded(changes, list),
  message: 'Portfolio updated',
});

export const pincodeFound = (District: string, State: string, Pincode: string) => [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      {
        Name: 'Head Office',
        Description: null,
        BranchType: 'Sub Post Office',
        DeliveryStatus: 'Delivery',
        Circle: State,
        District,
        Division: District,
        Region: District,
        Block: District,
        State,
        Country: 'India',
        Pincode,
      },
    ],
  },
];
export const pincodeNotFound = [{ Status: 'Error', Message: 'No records found', PostOffice: null }];

/** jsdom decodes no image and draws no canvas: the widget's browser steps, replaced. */
export const fakeImageTools: ImageTools = {
  openImage: () => ({ url: 'blob:chosen-image', release: () => {} }),
  cropImage: async () => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
  compressImage: async (file) => file,
};

export const jpegFile = (name = 'photo.jpg') =>
  new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });

export const uploadedFile = (key: string, name = 'photo.jpg') => ({
  success: true,
  result: { key, name, contentType: 'image/jpeg', size: 1000, width: 600, height: 600 },
});

/**
 * The editor as the shell mounts it (/edit-profile/*), opened at `route`. `answers` are queued
 * before it renders: the first is GET /portfolio's.
 */
export function renderEditor(
  route: string,
  answers: unknown[] = [loaded()],
  options: { host?: FakeHost; userId?: string | null } = {},
) {
  const host = options.host ?? fakeHost();
  for (const answer of answers) host.answer(answer);
  const ui = (
    <ImageToolsProvider value={fakeImageTools}>
      <EditPortfolio />
    </ImageToolsProvider>
  );
  return renderScreen(ui, {
    route,
    path: '/edit-profile/*',
    host,
    apis: [portfolioApi],
    session: { token: 't0k', userId: options.userId === undefined ? 'u1' : options.userId },
  });
}
