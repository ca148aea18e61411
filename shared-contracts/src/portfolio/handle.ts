import { defineTexts } from '../i18n/texts.js';

/**
 * A personal link, `/@{handle}` (issue 12). The same rules check the editor's field as the person
 * types and PATCH /portfolio/handle on the server.
 */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
/** Lower-case letters, digits, `-` and `.`; starts and ends with a letter or digit. */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/**
 * Words no one may take: the app's own routes (a handle is a path under the same origin, and a
 * future screen must not collide with a printed card), and names that would pass for the company.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  // the app's routes, today and planned
  'account',
  'launch',
  'policy',
  'admin',
  'api',
  'app',
  'backoffice',
  'back-office',
  'c',
  'card',
  'cards',
  'cart',
  'checkout',
  'edit-profile',
  'explore',
  'forgot-password',
  'home',
  'insights',
  'join',
  'login',
  'logout',
  'nfc-review',
  'onboarding',
  'order',
  'orders',
  'portfolio',
  'product',
  'products',
  'register',
  'remotes',
  'remotes.json',
  'reset-password',
  'verify-email',
  'settings',
  'shop',
  'signin',
  'signup',
  'static',
  'teams',
  'assets',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.json',
  'health',
  'metrics',
  'docs',
  'leads',
  'contacts',
  'export',
  'qr',
  'handle',
  'user',
  'users',
  'file',
  'files',
  'payments',
  'razorpay',
  // names that would pass for us
  'tapfolio',
  'support',
  'help',
  'about',
  'contact',
  'security',
  'privacy',
  'terms',
  'legal',
  'billing',
  'root',
  'system',
  'www',
  'mail',
  'email',
  'official',
  'staff',
  'team',
  'null',
  'undefined',
]);

/**
 * Words no handle may start with: the company's own names and the banks and payment apps people
 * in India trust, so that `/@tapfolio-support` or `/@hdfc.kyc` cannot pass for them.
 */
export const RESERVED_HANDLE_PREFIXES: readonly string[] = [
  'tapfolio',
  'admin',
  'support',
  'sbi',
  'hdfc',
  'icici',
  'axisbank',
  'kotak',
  'yesbank',
  'indusind',
  'idfc',
  'bankofbaroda',
  'canarabank',
  'unionbank',
  'pnbindia',
  'rbi',
  'npci',
  'paytm',
  'phonepe',
  'googlepay',
  'bhim',
  'razorpay',
];

/** Handles new to a person in 30 days: each one is theirs for ever, so no one can hoard names. */
export const HANDLE_CHANGES_PER_30_DAYS = 3;

export const handleErrors = defineTexts('handleErrors', {
  required: 'Choose a personal link',
  tooShort: `Your link must be at least ${HANDLE_MIN_LENGTH} characters`,
  tooLong: `Your link can be at most ${HANDLE_MAX_LENGTH} characters`,
  characters: 'Use lower-case letters, digits, "-" and "."; start and end with a letter or a digit',
  reserved: 'This link is reserved',
  taken: 'This link is already taken',
  tooManyChanges: `You can change your link ${HANDLE_CHANGES_PER_30_DAYS} times in 30 days. Please try again later.`,
});

export const handleTexts = defineTexts('handleTexts', {
  menuEntry: 'Personal link',
  heading: 'Your personal link',
  hint: 'People can open your card at this address. Old links keep working when you change it.',
  checking: 'Checking...',
  available: 'Available',
  yours: 'This is your link',
  saved: 'Your personal link is saved!',
  saveFailed: 'Failed to save your link. Please try again.',
});

/** What the person typed, as it is stored: trimmed, without a leading "@", lower-case. */
export const normalizeHandle = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().replace(/^@/, '').toLowerCase() : value;

/** Why a handle is refused by its form alone, or null when it may be asked for. */
export function handleRuleError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return handleErrors.required;
  if (typeof value !== 'string') return handleErrors.characters;
  if (value.length < HANDLE_MIN_LENGTH) return handleErrors.tooShort;
  if (value.length > HANDLE_MAX_LENGTH) return handleErrors.tooLong;
  if (!HANDLE_PATTERN.test(value)) return handleErrors.characters;
  if (RESERVED_HANDLES.has(value)) return handleErrors.reserved;
  if (RESERVED_HANDLE_PREFIXES.some((prefix) => value.startsWith(prefix))) {
    return handleErrors.reserved;
  }
  return null;
}

/**
 * The answer of the availability check: `yours` when it is the person's current or an old
 * handle (old handles stay theirs, so taking one back is allowed).
 */
export interface HandleAvailability {
  handle: string;
  available: boolean;
  /** Why not, in the person's words: one of handleErrors' texts. */
  message?: string;
  yours?: boolean;
}

/** GET /handles/{handle}: whose card a handle opens, and the owner's current handle. */
export interface HandleLookup {
  userId: string;
  /** The owner's current handle: different from the one asked for when that one is old. */
  handle: string;
}

/** A card's path on the site: its handle when it has one, else its id. */
export const cardPath = (card: { userId: string; handle?: string | null }): string =>
  card.handle ? `/@${card.handle}` : `/portfolio/${encodeURIComponent(card.userId)}`;
