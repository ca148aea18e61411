import type {
  AddressBookEntry,
  CartItem,
  LoadedCatalogue,
  Order,
  Portfolio,
  PortfolioResult,
  UploadedFile,
} from 'shared-contracts';
import { afterEach, beforeEach, rstest } from '@rstest/core';
import { ImageToolsProvider, type ImageTools } from 'web-kit';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { NfcReviewPage } from '../src/features/checkout/components/nfc-review-page';
import { paymentRedirect } from '../src/features/checkout/utils/payment-redirect';
import { cartApi } from '../src/shared/cart-api';
import { addressBody, cartBody, cartLine, homeAddress } from './cart-fixtures';
import { cachedDelivery } from './shop-cache';

/** Shared by the review's test files: the portfolio, orders, and the screen as the shell mounts it. */
const uuid = (n: number) => `0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b${String(n).padStart(2, '0')}`;
export const USER_ID = uuid(0);
export const PORTFOLIO_ID = uuid(50);
export const imageKey = (n: number) => `portfolios/${USER_ID}/${uuid(n)}.jpg`;

export const portfolio: Portfolio = {
  _id: PORTFOLIO_ID,
  portfolioId: PORTFOLIO_ID,
  userId: USER_ID,
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919876543210',
    profilePicture: { key: imageKey(1), name: 'me.jpg' },
    bannerImage: null,
  },
  workInfo: {
    companyName: 'Rao Studio',
    designation: 'Founder',
    workEmail: 'work@rao.example',
    primaryWebsite: '',
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
  socialMedia: [],
  about: { heading: null, description: null },
  serviceHeading: null,
  theme: 'Dark',
  handle: null,
  searchable: false,
};

/** GET /portfolio's answer, with any part of the portfolio replaced. */
export const portfolioBody = (changes: Partial<Portfolio> = {}) => ({
  success: true,
  result: { portfolio: { ...portfolio, ...changes }, services: [] } satisfies PortfolioResult,
});

/** Two lines: 2 x ₹499 (MRP ₹999) and 1 x ₹799 at its MRP: ₹1,797 to pay. */
export const reviewLines: CartItem[] = [
  cartLine({ _id: 'c1', productId: uuid(11), quantity: 2 }),
  cartLine({
    _id: 'c2',
    productId: uuid(12),
    name: 'Walnut Wood NFC Card',
    salePrice: 799,
    actualPrice: 799,
    discountPercentage: 0,
  }),
];

export const PAYMENT_LINK = 'https://rzp.io/i/tf-order-1';

export function orderBody(link: string | null = PAYMENT_LINK) {
  const order: Order = {
    _id: uuid(70),
    code: 'TF-7K3Q9D',
    orderStatus: 'pending',
    paymentStatus: 'Pending',
    totalPrice: 1797,
    createdAt: '2026-11-23T10:00:00.000Z',
    address: {
      name: homeAddress.name,
      mobile: homeAddress.mobile,
      address1: homeAddress.address1,
      address2: homeAddress.address2,
      landmark: homeAddress.landmark,
      pincode: homeAddress.pincode,
      district: homeAddress.district,
      state: homeAddress.state,
      country: homeAddress.country,
      type: homeAddress.type,
    },
    razorpayPaymentLink: link,
    invoice: null,
    orderStatusLogs: {
      orderPlacedAt: null,
      orderConfirmedAt: null,
      orderShippedAt: null,
      orderCompletedAt: null,
      orderCancelledAt: null,
    },
    products: [],
    nfcDetails: {
      customerName: 'Asha Rao',
      designation: 'Founder',
      customerPhoto: { image: null, source: 'none' },
      customerLogo: { image: null, source: 'none' },
    },
  };
  return { success: true, result: order };
}

export const uploadBody = (key: string, name = 'card-photo.jpg') => ({
  success: true,
  result: {
    key,
    name,
    contentType: 'image/jpeg',
    size: 1000,
    width: 600,
    height: 600,
  } satisfies UploadedFile,
});

/** jsdom decodes no image and draws no canvas: the upload widget's browser steps, replaced. */
const fakeImageTools: ImageTools = {
  openImage: () => ({ url: 'blob:chosen-image', release: () => {} }),
  cropImage: async () => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
  compressImage: async (file) => file,
};

export const jpegFile = (name = 'photo.jpg') =>
  new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });

export interface RenderReviewOptions {
  /**
   * What the cart page left for the review: the cart it loaded (in the cache) and the address
   * its Checkout carried; null for a reload (a fresh store, no state).
   */
  state?: { cart: CartItem[]; address?: AddressBookEntry } | null;
  /** GET /cart/user's answer, asked for only without state. */
  serverCart?: CartItem[];
  addresses?: AddressBookEntry[];
  portfolioChanges?: Partial<Portfolio>;
  /** The person's language (shared-contracts' loadCatalogue); English without. */
  language?: LoadedCatalogue;
}

/**
 * /nfc-review as the shell mounts it. The page asks for the cart (only after a reload), then the
 * address book, then the portfolio: the answers are queued in that order.
 */
export function renderReview({
  state = { cart: reviewLines, address: homeAddress },
  serverCart = reviewLines,
  addresses = [homeAddress],
  portfolioChanges = {},
  language,
}: RenderReviewOptions = {}) {
  const host = fakeHost();
  if (!state) host.answer(cartBody(serverCart));
  host.answer(addressBody(addresses));
  host.answer(portfolioBody(portfolioChanges));
  const view = renderScreen(
    <ImageToolsProvider value={fakeImageTools}>
      <NfcReviewPage />
    </ImageToolsProvider>,
    {
      route: '/nfc-review',
      state: state && { address: state.address },
      cached: [
        cachedDelivery(),
        ...(state
          ? [
              cartApi.util.upsertQueryEntries([
                { endpointName: 'getCart', arg: undefined, value: state.cart },
              ]),
            ]
          : []),
      ],
      host,
      apis: [shopApi],
      session: { token: 't0k', userId: USER_ID },
      language,
      routes: {
        '/account/edit-shipping-address': <p>Shipping address screen</p>,
        '/cart': <p>Cart screen</p>,
      },
    },
  );
  return view;
}

/** The calls made so far, as "METHOD url". */
export const callList = (host: ReturnType<typeof fakeHost>) =>
  host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`);

/**
 * Each review test starts with empty storage, keeps the screen's logged errors out of the output,
 * and never leaves for the payment page.
 */
export function startEachReviewClean() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    rstest.spyOn(console, 'error').mockImplementation(() => {});
    rstest.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
  });
  afterEach(() => {
    rstest.restoreAllMocks();
  });
}
