import type { OrderCreateRequest } from 'shared-contracts';
import { orderBody } from '../helpers/orders.js';
import type { TestUser } from '../helpers/users.js';
import {
  addressBody,
  bulkOrderBody,
  callbackBody,
  onboardingBody,
  portfolioUpdate,
  serviceBody,
  signupBody,
} from './valid-bodies.js';
import type { CatalogueIds, Resident } from './world.js';

/** Who a route is called as. */
export type Caller = 'anonymous' | 'owner' | 'admin';

/** What a route's refusals look like: ours, or (the payment emulator) Razorpay's own. */
export type Envelope = 'api' | 'razorpay';

export interface JsonRouteContext {
  owner: Resident;
  admin: TestUser;
  catalogue: CatalogueIds;
  /** The owner's order body for the cart as it is now. */
  orderBody(): Promise<OrderCreateRequest>;
}

export interface JsonRoute {
  caller: Caller;
  envelope: Envelope;
  /** The route's `:params`, filled with the owner's real ids. */
  params?(ctx: JsonRouteContext): Record<string, string>;
  /** A body the route accepts (or refuses only for a reason the fuzzer cannot reach). */
  valid?(ctx: JsonRouteContext): unknown | Promise<unknown>;
  /** Why the route gets only junk: its bytes are checked before any JSON is read. */
  junkOnly?: string;
}

const WRONG_PASSWORD = 'NotMyPassword1';

/**
 * Every POST, PUT and PATCH route of the API. A route missing here fails the fuzz suite's
 * inventory test, so a new route is fuzzed from its first day.
 */
export const JSON_ROUTES: Record<string, JsonRoute> = {
  'POST /user/register': { caller: 'anonymous', envelope: 'api', valid: signupBody },
  'PATCH /user/login': {
    caller: 'anonymous',
    envelope: 'api',
    valid: ({ owner }) => ({ email: owner.user.email, password: WRONG_PASSWORD }),
  },
  'PATCH /user/forget-password': {
    caller: 'anonymous',
    envelope: 'api',
    valid: () => ({ email: 'nobody@example.com' }),
  },
  'PATCH /user/reset-password': {
    caller: 'anonymous',
    envelope: 'api',
    valid: () => ({ token: 'a'.repeat(43), password: 'NewSecret123' }),
  },
  'POST /user/verify-email': {
    caller: 'anonymous',
    envelope: 'api',
    valid: () => ({ token: 'a'.repeat(43) }),
  },
  // Mails the owner a link each time; a verified account is answered without one.
  'POST /user/verify-email/resend': {
    caller: 'owner',
    envelope: 'api',
    junkOnly: 'takes no body: one sent is ignored, above 1 KB refused unread',
  },
  // Called without a token: with one, the first run would end the session the others use.
  'POST /user/logout': {
    caller: 'anonymous',
    envelope: 'api',
    junkOnly: 'takes no body: one sent is ignored, above 1 KB refused unread',
  },
  'PATCH /user/profile': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({
      name: 'Asha Rao',
      phoneNumber: '9876543210',
      whatsappNumber: '+91 98765 43210',
      addressInfo: onboardingBody().addressInfo,
    }),
  },
  'PUT /user/language': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ language: 'en' }),
  },
  'PATCH /user/change-username': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ name: 'Asha Rao' }),
  },
  // A changed e-mail or password would end the session the rest of the run uses: the current
  // one sent is wrong, so every body stops at that check at the latest.
  'PATCH /user/change-email': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({
      currentEmail: 'not-mine@example.com',
      newEmail: 'new@example.com',
      currentPassword: 'Wrong1234',
    }),
  },
  'PATCH /user/change-password': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'NewSecret123' }),
  },
  'PATCH /user/password': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'NewSecret123' }),
  },
  // The owner runs an organisation of their own (support/world.ts): a second one is refused
  // (409) after the body is read, the reason the route's own tests cover.
  'POST /organisation': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ name: 'Acme Designs' }),
  },
  'PATCH /organisation': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ name: 'Acme Designs', brandColour: '#4f46e5' }),
  },
  'PUT /organisation/template': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({
      companyName: 'locked',
      companyLogo: 'off',
      website: 'set',
      officeAddress: 'off',
      brandColour: 'locked',
    }),
  },
  'PUT /organisation/contact-policy': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ shareContacts: true }),
  },
  // Their organisation has no one else in it: a valid change of a member finds none (404).
  'PATCH /organisation/members/:userId': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ userId: owner.ids.user }),
    valid: () => ({ role: 'admin' }),
  },
  'POST /organisation/ownership': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ userId: '00000000-0000-4000-8000-000000000000' }),
  },
  // A card for the owner, the one member of their organisation: an order and its payment link.
  'POST /organisation/orders': {
    caller: 'owner',
    envelope: 'api',
    valid: ({ owner, catalogue }) => bulkOrderBody(catalogue.product, owner.ids.user),
  },
  // No card of theirs was paid for by their organisation: a valid body finds none (404).
  'PATCH /organisation/cards/:code': {
    caller: 'owner',
    envelope: 'api',
    params: () => ({ code: 'ABCDEFGH' }),
    valid: () => ({ status: 'inactive' }),
  },
  'POST /organisation/cards/:code/move': {
    caller: 'owner',
    envelope: 'api',
    params: () => ({ code: 'ABCDEFGH' }),
    valid: ({ owner }) => ({ userId: owner.ids.user }),
  },
  // The owner cannot leave (403): nothing is read but the session.
  'POST /organisation/leave': { caller: 'owner', envelope: 'api' },
  'POST /organisation/invitations': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({
      people: [
        { name: 'Ravi Kumar', email: 'ravi@example.com', designation: 'Designer', phone: '' },
      ],
    }),
  },
  'POST /invitations/open': {
    caller: 'anonymous',
    envelope: 'api',
    valid: () => ({ token: 'a'.repeat(43) }),
  },
  'POST /invitations/accept': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ token: 'a'.repeat(43) }),
  },
  'POST /addressbook': { caller: 'owner', envelope: 'api', valid: addressBody },
  'PATCH /addressbook/:id': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.address }),
    valid: ({ owner }) => ({ ...addressBody(), id: owner.ids.address }),
  },
  'POST /portfolio': { caller: 'owner', envelope: 'api', valid: () => onboardingBody() },
  'PATCH /portfolio': { caller: 'owner', envelope: 'api', valid: portfolioUpdate },
  // A handle of the fuzz run's own: the owner's card may end up with any handle that passes.
  'PATCH /portfolio/handle': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ handle: 'fuzzed.handle' }),
  },
  // Public beacons, sent as JSON or text/plain: a valid one is counted and answers 204.
  'POST /portfolio/:userId/events': {
    caller: 'anonymous',
    envelope: 'api',
    params: ({ owner }) => ({ userId: owner.user.id }),
    valid: () => ({ kind: 'link', link: 'whatsapp' }),
  },
  'POST /portfolio/:userId/events/owner': {
    caller: 'anonymous',
    envelope: 'api',
    params: ({ owner }) => ({ userId: owner.user.id }),
    valid: ({ owner }) => ({ token: owner.user.token }),
  },
  // Public: a visitor sends the card's owner their details (201; stored and mailed).
  'POST /portfolio/:userId/leads': {
    caller: 'anonymous',
    envelope: 'api',
    params: ({ owner }) => ({ userId: owner.user.id }),
    valid: () => ({
      name: 'Kiran Shah',
      phoneNumber: '9876543210',
      email: 'kiran@example.com',
      company: 'Shah Traders',
      note: 'We met at the expo.',
      consent: true,
      website: '',
    }),
  },
  'POST /portfolio-service/:portfolioId': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ portfolioId: owner.ids.portfolio }),
    valid: ({ owner }) => ({ ...serviceBody(), image: owner.image }),
  },
  'PATCH /portfolio-service/user/:id': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.service }),
    valid: ({ owner }) => ({ ...serviceBody(), image: owner.image }),
  },
  // The owner adds a contact they met, and edits one (the whole form).
  'POST /portfolio/leads': {
    caller: 'owner',
    envelope: 'api',
    valid: ({ owner }) => ({
      name: 'Kavya Menon',
      phoneNumber: '98450 12345',
      email: 'kavya@example.com',
      company: 'Menon Exports',
      designation: 'Head of Sales',
      website: 'menon.example.com',
      notes: 'Wants 200 cards',
      tags: ['expo', 'hot lead'],
      metAt: 'Startup Expo Pune',
      metOn: '2026-11-20',
      followUpOn: '2026-11-30',
      photoKey: owner.ids.file,
      source: 'scanned',
    }),
  },
  'PUT /portfolio/leads/:id': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.lead }),
    valid: () => ({
      name: 'Kiran Shah',
      email: 'kiran@example.com',
      tags: ['supplier'],
      followUpOn: '2026-12-01',
    }),
  },
  // A personal API token for the caller's own tools, answered once.
  'POST /user/api-tokens': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ name: 'My CRM', scopes: ['contacts:read', 'contacts:write'] }),
  },
  // A name under .test resolves nowhere: saved (nothing to reach yet), and never delivered.
  'POST /portfolio/webhooks': {
    caller: 'owner',
    envelope: 'api',
    valid: () => ({ url: 'https://hooks.tapfolio.test/fuzz' }),
  },
  'POST /portfolio/webhooks/:id/test': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.webhook }),
    junkOnly: 'takes no body: one sent is ignored',
  },
  'POST /cart/:productId': {
    caller: 'owner',
    envelope: 'api',
    params: ({ catalogue }) => ({ productId: catalogue.product }),
    junkOnly: 'takes no body: one sent is ignored, above 1 KB refused unread',
  },
  'PATCH /cart/increment/:cartId': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ cartId: owner.ids.cartItem }),
    junkOnly: 'takes no body',
  },
  'PATCH /cart/decrement/:cartId': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ cartId: owner.ids.cartItem }),
    junkOnly: 'takes no body',
  },
  // The body is checked before the code is looked up: every generated body meets the parser,
  // and a valid one is a 404 (the owner has no card of this code), so nothing changes.
  'PATCH /user/nfc-cards/:code': {
    caller: 'owner',
    envelope: 'api',
    params: () => ({ code: 'ABCDEFGH' }),
    valid: () => ({ status: 'lost' }),
  },
  // A business purchase, so its GSTIN and legal name are fuzzed with the rest.
  'POST /order': {
    caller: 'owner',
    envelope: 'api',
    valid: async ({ orderBody }) => ({
      ...(await orderBody()),
      businessPurchase: true,
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Bharat Cards Private Limited',
    }),
  },
  'POST /order/user/:id/payment-callback': {
    caller: 'owner',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: callbackBody,
  },
  'POST /admin/product': {
    caller: 'admin',
    envelope: 'api',
    valid: ({ catalogue }) => ({
      name: 'Fuzzed card',
      categoryId: catalogue.category,
      description: 'A card.',
      actualPrice: 999,
      salePrice: 499,
      productImages: [{ key: catalogue.productImage }],
    }),
  },
  'PATCH /admin/product/:id': {
    caller: 'admin',
    envelope: 'api',
    params: ({ catalogue }) => ({ id: catalogue.product }),
    valid: ({ catalogue }) => ({
      name: 'Renamed card',
      categoryId: catalogue.category,
      description: 'Still a card.',
      actualPrice: 1099,
      salePrice: 599,
    }),
  },
  'POST /admin/product-category': {
    caller: 'admin',
    envelope: 'api',
    valid: () => ({ name: 'Fuzzed category' }),
  },
  'PATCH /admin/product-category/:id': {
    caller: 'admin',
    envelope: 'api',
    params: ({ catalogue }) => ({ id: catalogue.category }),
    valid: () => ({ name: 'Renamed category', archived: false }),
  },
  'POST /admin/order/:id/paid': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: () => ({ reference: 'UTR0001' }),
  },
  'POST /admin/order/:id/confirm': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: () => ({}),
  },
  'POST /admin/order/:id/ship': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: () => ({ courier: 'Delhivery', tracking: 'https://track.example/DL1' }),
  },
  'POST /admin/order/:id/deliver': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: () => ({}),
  },
  'POST /admin/order/:id/cancel': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order }),
    valid: () => ({ reason: 'Fuzzed' }),
  },
  'POST /admin/order/:id/card/:code/written': {
    caller: 'admin',
    envelope: 'api',
    params: ({ owner }) => ({ id: owner.ids.order, code: 'ABCDEFGHJKMN' }),
    valid: () => ({}),
  },
  'PUT /admin/roles': {
    caller: 'admin',
    envelope: 'api',
    valid: () => ({ email: 'nobody@example.com', role: 'staff' }),
  },
  'POST /portfolio/upload': { caller: 'owner', envelope: 'api', junkOnly: 'multipart only' },
  'POST /portfolio-service/upload': {
    caller: 'owner',
    envelope: 'api',
    junkOnly: 'multipart only',
  },
  'POST /admin/product/upload': { caller: 'admin', envelope: 'api', junkOnly: 'multipart only' },
  'POST /payments/razorpay/webhook': {
    caller: 'anonymous',
    envelope: 'api',
    junkOnly: 'its signature over the raw bytes fails first',
  },
  'POST /razorpay-emulator/v1/payment_links': {
    caller: 'anonymous',
    envelope: 'razorpay',
    junkOnly: "the emulated Razorpay: its Basic auth fails first, and it answers Razorpay's errors",
  },
  'POST /razorpay-emulator/v1/payment_links/:id/cancel': {
    caller: 'anonymous',
    envelope: 'razorpay',
    params: () => ({ id: 'plink_unknown' }),
    junkOnly: 'the emulated Razorpay, behind its Basic auth',
  },
  'POST /razorpay-emulator/pay/:id/pay': {
    caller: 'anonymous',
    envelope: 'razorpay',
    params: () => ({ id: 'plink_unknown' }),
    junkOnly: "the emulated payment page's form post: no JSON is read",
  },
  'POST /razorpay-emulator/pay/:id/fail': {
    caller: 'anonymous',
    envelope: 'razorpay',
    params: () => ({ id: 'plink_unknown' }),
    junkOnly: "the emulated payment page's form post: no JSON is read",
  },
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const fillPath = (url: string, params: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });

export { orderBody };
