/**
 * Which remote draws which screen of the app: the shell's router builds its remote routes from
 * this table, and the gateway reads it to add `<link rel="modulepreload">` for the remote of the
 * page it serves. Paths are the router's patterns: `:name` is one segment, a final `*` any rest.
 */
export const REMOTE_NAMES = [
  'remote-auth',
  'remote-portfolio',
  'remote-shop',
  'remote-orders',
  'remote-backoffice',
  'remote-teams',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteRoute {
  /** The route pattern, as the shell's router declares it. */
  path: string;
  remote: RemoteName;
  /** The name of the screen in the remote's exposed `pages`. */
  page: string;
}

const route = (remote: RemoteName, path: string, page: string): RemoteRoute => ({
  path,
  remote,
  page,
});

/**
 * The screens only for someone signed out: a signed-in person who opens one is sent on (the
 * shell's `GuestOnly`, and remote-auth's sign-in client, which then starts the app).
 */
export const GUEST_ONLY_PATHS = ['/login', '/register'] as const;

/**
 * The signed-in group (product spec, section 2): someone signed out who opens one signs in first
 * and comes back to it. The shell's router guards them (`RequireSession`), and the gateway's page
 * sends a visitor with no session to the sign-in screen before any of the app loads.
 */
export const SESSION_ONLY_PATHS = [
  '/home',
  '/launch',
  '/account',
  '/account/edit-email',
  '/account/edit-password',
  '/account/edit-shipping-address',
  '/account/nfc-cards',
  '/portfolio',
  '/edit-profile/*',
  '/products',
  '/cart',
  '/nfc-review',
  '/orders',
  '/orders/:id',
  '/teams/*',
] as const;

/** The staff's console: a session with a staff role (the shell's `RequireStaff`). */
export const STAFF_ONLY_PATHS = ['/backoffice/*'] as const;

/** Whether `path` (no query string) is a screen only a signed-in person sees. */
export const needsSignIn = (path: string): boolean =>
  [...SESSION_ONLY_PATHS, ...STAFF_ONLY_PATHS].some((pattern) => matchesRoute(pattern, path));

/** Every screen that a remote draws whole. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  route('remote-auth', '/login', 'Login'),
  route('remote-auth', '/register', 'Register'),
  route('remote-auth', '/onboarding', 'Onboarding'),
  route('remote-auth', '/forgot-password', 'ForgotPassword'),
  route('remote-auth', '/reset-password/:token', 'ResetPassword'),
  route('remote-auth', '/reset-password', 'ResetPassword'),
  route('remote-auth', '/verify-email', 'VerifyEmail'),
  route('remote-auth', '/account', 'Account'),
  route('remote-auth', '/account/edit-email', 'ChangeEmail'),
  route('remote-auth', '/account/edit-password', 'ChangePassword'),
  route('remote-auth', '/account/edit-shipping-address', 'EditShippingAddress'),
  route('remote-auth', '/account/nfc-cards', 'NfcCards'),
  route('remote-portfolio', '/portfolio/:userId', 'PublicPortfolio'),
  route('remote-portfolio', '/portfolio', 'OwnPortfolio'),
  route('remote-portfolio', '/edit-profile/*', 'EditPortfolio'),
  route('remote-shop', '/products', 'ProductList'),
  route('remote-shop', '/product/:id', 'ProductDetail'),
  route('remote-shop', '/cart', 'Cart'),
  route('remote-shop', '/nfc-review', 'NfcReview'),
  route('remote-orders', '/orders', 'OrderList'),
  route('remote-orders', '/orders/:id', 'OrderDetail'),
  // The staff's console routes the rest itself: the queue, an order, the audit log, roles.
  route('remote-backoffice', '/backoffice/*', 'Backoffice'),
  // A person's organisation routes the rest itself: its details, inviting one person, a CSV.
  route('remote-teams', '/teams/*', 'Teams'),
  route('remote-teams', '/join', 'Join'),
];

/**
 * Screens of the shell's own that place remote components on their first screen, in the order
 * they appear: Home shows the portfolio preview first, then the shop's cart link and slider.
 */
export const SHELL_SCREEN_REMOTES: Readonly<Record<string, readonly RemoteName[]>> = {
  '/home': ['remote-portfolio', 'remote-shop'],
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` (no query string) matches the router pattern, case-insensitively as the router does. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  const splat = want.at(-1) === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) =>
    segment.startsWith(':') ? true : segment.toLowerCase() === have[i]!.toLowerCase(),
  );
}

/** The remote screen a path opens, if a remote draws it. */
export const remoteRouteOf = (path: string): RemoteRoute | undefined =>
  REMOTE_ROUTES.find((entry) => matchesRoute(entry.path, path));

/**
 * Every remote the first screen of `path` loads: the one remote of a remote screen, those a
 * shell screen places (Home), none for the shell's other pages and unknown paths.
 */
export function remotesOfPath(path: string): readonly RemoteName[] {
  const own = remoteRouteOf(path);
  if (own) return [own.remote];
  const key = `/${segmentsOf(path).join('/')}`.toLowerCase();
  return Object.hasOwn(SHELL_SCREEN_REMOTES, key) ? SHELL_SCREEN_REMOTES[key]! : [];
}

/** The remote that draws the first screen of `path` (for Home, its first card's), if any. */
export const remoteOfPath = (path: string): RemoteName | undefined => remotesOfPath(path)[0];
