/** Business constants and limits, from product-spec section 9. */

export const REQUEST_TIMEOUT_MS = 10_000;

export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: a bound so a megabyte "password" cannot tie up the hasher. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 120;

export const PINCODE_LENGTH = 6;
export const PINCODE_LOOKUP_DELAY_MS = 500;

export const COUNTRY_CODE = '+91';
export const COUNTRY_NAME = 'India';
export const ADDRESS_MOBILE_MAX_DIGITS = 10;
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export const DEFAULT_ADDRESS_TYPE = 'Home';
export const DEFAULT_ADDRESS_IS_DEFAULT = true;

export const RESET_PASSWORD_REDIRECT_MS = 2_000;
export const SOCIAL_SAVE_REDIRECT_MS = 500;
export const HIGHLIGHT_CLEAR_MS = 1_000;

export const MAX_SERVICES = 3;

export const IMAGE_ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const MB = 1024 * 1024;
export const IMAGE_COMPRESSION_THRESHOLD_BYTES = 2 * MB;
export const IMAGE_COMPRESSION_TARGET_BYTES = 2 * MB;
export const IMAGE_MAX_SIDE_PX = 1920;
export const IMAGE_MAX_BYTES = 2 * MB;
/** 1.2 MB, in whole bytes. */
export const SERVICE_IMAGE_MAX_BYTES = Math.floor(1.2 * MB);
export const CROP_ASPECT = 1;
export const CROP_INITIAL_SIZE_PERCENT = 50;
export const CROP_OUTPUT_TYPE = 'image/jpeg';

export interface ImageKindRule {
  /** Width over height. */
  aspect: number;
  /** The stored width in pixels. */
  width: number;
  /** Where the crop starts: this share of the widest crop the image allows, centred. */
  initialSizePercent: number;
  /** Cropped through a circle: the card and the printed card draw it round. */
  round: boolean;
  /** The upload hint's first words, before "under 2 MB". */
  shape: string;
}

const square = (width: number, round = false): ImageKindRule => ({
  aspect: CROP_ASPECT,
  width,
  initialSizePercent: CROP_INITIAL_SIZE_PERCENT,
  round,
  shape: 'Square image',
});

/**
 * How each image is cropped and stored. The spec's square crop serves the photo, the logo and the
 * service images; issue 26 crops the banner wide (3:1), as the card's header it fills, and starts
 * it at the whole width. Each is stored `width` px wide, enough for a 3x screen at the largest
 * size the app draws it. A larger crop is scaled down before it is sent; a smaller one is scaled
 * up to it (no sharper, but every image of a kind has one known size for the card's variants).
 */
export const IMAGE_KINDS = {
  photo: square(600, true),
  logo: square(450),
  service: square(900),
  banner: {
    aspect: 3,
    width: 1500,
    initialSizePercent: 100,
    round: false,
    shape: 'Wide image (3:1)',
  },
} as const satisfies Record<string, ImageKindRule>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** The stored size of an image of this kind, in pixels. */
export const imageKindSize = (kind: ImageKind) => {
  const { width, aspect } = IMAGE_KINDS[kind];
  return { width, height: Math.round(width / aspect) };
};

export const PRODUCT_PAGE_SIZE = 10;
export const PRODUCT_LIST_CACHE_SECONDS = 300;
export const HOME_SEARCH_DELAY_MS = 300;
export const CAROUSEL_AUTOPLAY_MS = 2_000;
export const HOME_SLIDER_SLIDES_PER_VIEW = 2;
export const PRODUCT_GRID_COLUMNS = 2;
export const SOCIAL_MARQUEE_THRESHOLD = 4;

export const SORT_KEYS = ['new', 'popular', 'priceDsc', 'priceAsc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'new';
export const SORT_LABELS: Record<SortKey, string> = {
  new: 'Newest First',
  popular: 'Popularity',
  priceDsc: 'Price : High to Low',
  priceAsc: 'Price : Low to High',
};

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const PRICE_DETAILS_DECIMALS = 2;
export const PRICE_SUMMARY_DECIMALS = 0;
export const PRICES_NOTE = 'Prices include all applicable taxes.';
export const SHIPPING_FEE = 0;

export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_POSITION = 'top-center';

export const PORTFOLIO_THEMES = ['Light', 'Dark'] as const;
export type PortfolioTheme = (typeof PORTFOLIO_THEMES)[number];
export const LOCAL_THEMES = ['light', 'dark'] as const;
export type LocalTheme = (typeof LOCAL_THEMES)[number];
export const DEFAULT_LOCAL_THEME: LocalTheme = 'dark';
export const DEFAULT_PORTFOLIO_THEME: PortfolioTheme = 'Dark';

export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  cart: 'cart',
  portfolioTheme: 'portfolioTheme',
  accountPageReloaded: 'accountPageReloaded',
  editEmail: 'editEmail',
  /** Not the spec's: the language the person chose, read before the first render. */
  language: 'tapfolio:language',
  /**
   * Not the spec's: the profile the API last answered for the signed-in person, so the app's next
   * start draws their screen at once while its sign-in check asks again.
   */
  profile: 'tapfolio:profile',
} as const;

/** Not the spec's: 'on' under this key lets browser automation register the service worker. */
export const SERVICE_WORKER_OPT_IN_KEY = 'tapfolio:service-worker';

/**
 * The element a server-rendered screen arrives in (the product page, rendered by the gateway), and
 * the event a screen sends once it has painted what that element shows: the shell then puts its
 * own in its place.
 */
export const PRERENDERED_SCREEN_ID = 'tf-prerendered';
export const SCREEN_PAINTED_EVENT = 'tapfolio:screen-painted';
/**
 * A server-rendered screen with a client of its own (remote-auth's sign-in screens): the app's
 * scripts wait in this inert template, and that client starts them when the visitor goes on to a
 * screen of the app (or arrives signed in).
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'tf-app-scripts';
/**
 * The JSON block of a server-rendered product page holding the API's answers it was rendered
 * from (the product, the delivery estimate), which remote-shop's product client hydrates with
 * rather than ask for them again.
 */
export const PRODUCT_ANSWERS_ID = 'tf-product-answers';

export const VCARD_VERSION = '3.0';

export const PLACEHOLDER_PRODUCT_IMAGE = '/placeholder-product.jpg';
export const PLACEHOLDER_IMAGE = '/placeholder-image.jpg';
