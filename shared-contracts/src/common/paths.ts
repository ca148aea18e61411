/** Every API path, relative to API_BASE. Patterns use `:param`, the form Fastify routes use. */
export const API_BASE = '/api/v1';

export const paths = {
  health: '/health',
  register: '/user/register',
  login: '/user/login',
  logout: '/user/logout',
  profile: '/user/profile',
  changeUsername: '/user/change-username',
  /** PUT `{ language }`: the person's language (the app, its e-mails, the API's messages). */
  userLanguage: '/user/language',
  changeEmail: '/user/change-email',
  changePassword: '/user/change-password',
  changePasswordAlias: '/user/password',
  forgetPassword: '/user/forget-password',
  resetPassword: '/user/reset-password',
  /** POST `{ token }`, public: opens a verification or e-mail change link. */
  verifyEmail: '/user/verify-email',
  /** POST, signed in: mails a new verification link to the account's address. */
  resendVerification: '/user/verify-email/resend',
  /** GET: one archive of everything the person has (issue 13). */
  userExport: '/user/export',
  /** DELETE `{ password }`: the account, for good. */
  userAccount: '/user/account',
  /** GET: the person's NFC cards. */
  nfcCards: '/user/nfc-cards',
  /** PATCH `{ status: 'lost' | 'active' }`: switch one off or on again. */
  nfcCard: '/user/nfc-cards/:code',
  /** GET the person's organisation and role, POST one (they become its owner), PATCH its details. */
  organisation: '/organisation',
  /** GET, owners and admins: who is in the organisation. */
  organisationMembers: '/organisation/members',
  /** PUT, owners and admins: which of its details go on members' cards, and which are locked. */
  organisationTemplate: '/organisation/template',
  /** PUT `{ shareContacts }`, owners and admins: whether members' contacts come to the inbox. */
  organisationContactPolicy: '/organisation/contact-policy',
  /** GET `?days=7|30|90`, owners and admins: views, taps and saves of every member's card. */
  organisationInsights: '/organisation/insights',
  /** GET, owners and admins: the shared inbox, newest first. */
  organisationLeads: '/organisation/leads',
  /** GET, owners and admins: the shared inbox as a CSV file. */
  organisationLeadsCsv: '/organisation/leads/export',
  /** PATCH `{ role }` (admin or member), DELETE: one member, by owners and admins. */
  organisationMember: '/organisation/members/:userId',
  /** POST `{ userId }`, the owner: hands ownership to that member; the owner becomes an admin. */
  organisationOwnership: '/organisation/ownership',
  /** POST: the person leaves their organisation (not its owner). */
  organisationLeave: '/organisation/leave',
  /** GET the pending invitations, POST `{ people }`: invites them (a form or a CSV's rows). */
  organisationInvitations: '/organisation/invitations',
  /** DELETE: withdraws one invitation. */
  organisationInvitation: '/organisation/invitations/:id',
  /** GET, owners and admins: the members' NFC cards, a page at a time. */
  organisationCards: '/organisation/cards',
  /** PATCH `{ status }`: switches off or on a card the organisation paid for. */
  organisationCard: '/organisation/cards/:code',
  /** POST `{ userId }`: the card opens another member's card from now on. */
  organisationCardMove: '/organisation/cards/:code/move',
  /** GET the organisation's bulk orders; POST one: a card for each member chosen, one payment. */
  organisationOrders: '/organisation/orders',
  /** POST `{ token }`, public: what an invitation link invites to, without using it. */
  invitationOpen: '/invitations/open',
  /** POST `{ token }`, signed in: joins the organisation as the invitation says. */
  invitationAccept: '/invitations/accept',
  addressBook: '/addressbook',
  addressBookEntry: '/addressbook/:id',
  portfolio: '/portfolio',
  publicPortfolio: '/portfolio/:userId',
  publicPortfolioVCard: '/portfolio/:userId/vcard',
  /** The QR code of the card's canonical URL: `?format=svg|png&size=` (px), `&download=1`. */
  publicPortfolioQr: '/portfolio/:userId/qr',
  /** GET `?kind=video|lock&design=1|2|3&screen=`: the own card as a call background or wallpaper. */
  portfolioBackgrounds: '/portfolio/backgrounds',
  /** GET: which wallets this server issues passes for (`WalletOffer`). */
  portfolioWallet: '/portfolio/wallet',
  /** GET: `{ saveUrl }`, Google Wallet's save link with the card's pass inside a signed JWT. */
  portfolioWalletGoogle: '/portfolio/wallet/google',
  /** GET: `{ passUrl }`, a link to the card's Apple Wallet pass, good for a few minutes. */
  portfolioWalletAppleLink: '/portfolio/wallet/apple/link',
  /** GET `?ticket=`, public: the signed pass (`application/vnd.apple.pkpass`) a ticket names. */
  applePass: '/wallet/apple/pass.pkpass',
  /** PATCH: set the card's personal link (`/@{handle}`). */
  portfolioHandle: '/portfolio/handle',
  /** GET `?handle=`: may the signed-in person take it (checked as they type). */
  portfolioHandleAvailability: '/portfolio/handle/availability',
  /** GET, public: whose card a handle opens, and its current handle (old ones redirect). */
  handleLookup: '/handles/:handle',
  /** GET `?days=7|30|90`: the owner's insights. */
  portfolioInsights: '/portfolio/insights',
  /** POST, public: the beacon a card page sends for what the server cannot see. */
  portfolioEvents: '/portfolio/:userId/events',
  /** POST, public with the session token in the body: the owner's own visit, not counted. */
  portfolioOwnerEvents: '/portfolio/:userId/events/owner',
  /** POST, public: a visitor shares their details with the card's owner. */
  portfolioLeadCreate: '/portfolio/:userId/leads',
  /** GET `?q=&tag=&event=&source=`: the owner's contacts, newest first; POST: the owner adds one. */
  portfolioLeads: '/portfolio/leads',
  /** GET `?format=csv|vcf`: every contact as Google Contacts' CSV or one vCard file. */
  portfolioLeadsExport: '/portfolio/leads/export',
  /** GET, PATCH, DELETE: one of the owner's contacts. */
  portfolioLead: '/portfolio/leads/:id',
  /** GET: the owner's webhooks; POST: adds one (its secret made here). */
  contactWebhooks: '/portfolio/webhooks',
  /** DELETE: one of the owner's webhooks. */
  contactWebhook: '/portfolio/webhooks/:id',
  /** POST: sends a `webhook.test` event now. */
  contactWebhookTest: '/portfolio/webhooks/:id/test',
  /** GET: the webhook's latest deliveries, newest first. */
  contactWebhookDeliveries: '/portfolio/webhooks/:id/deliveries',
  /** GET: the person's API tokens; POST: makes one, answered once. */
  apiTokens: '/user/api-tokens',
  /** DELETE: revokes one. */
  apiToken: '/user/api-tokens/:id',
  portfolioUpload: '/portfolio/upload',
  serviceUpload: '/portfolio-service/upload',
  createService: '/portfolio-service/:portfolioId',
  service: '/portfolio-service/user/:id',
  file: '/file',
  pincode: '/pincode/:code',
  products: '/product',
  product: '/product/:id',
  productCategories: '/product-category',
  /** GET, public: how long delivery usually takes (`DeliveryEstimate`), from the API's settings. */
  delivery: '/shop/delivery',
  cart: '/cart/user',
  cartAdd: '/cart/:productId',
  cartIncrement: '/cart/increment/:cartId',
  cartDecrement: '/cart/decrement/:cartId',
  cartRemove: '/cart/:id',
  adminProducts: '/admin/product',
  adminProduct: '/admin/product/:id',
  adminProductUpload: '/admin/product/upload',
  adminCategories: '/admin/product-category',
  adminCategory: '/admin/product-category/:id',
  orders: '/order',
  userOrders: '/order/user',
  userOrder: '/order/user/:id',
  orderPaymentCallback: '/order/user/:id/payment-callback',
  /** GET: the order's tax invoice as JSON (`Invoice`); 404 until it is paid. */
  orderInvoice: '/order/user/:id/invoice',
  /** GET: the tax invoice as a PDF attachment, `TF-26-27-000123.pdf`. */
  orderInvoicePdf: '/order/user/:id/invoice/pdf',
  /** GET: the credit note of an order cancelled after it was paid, as a PDF attachment. */
  orderCreditNotePdf: '/order/user/:id/credit-note/pdf',
  razorpayWebhook: '/payments/razorpay/webhook',
  staffOrderQueue: '/admin/orders/queue',
  staffOrder: '/admin/order/:id',
  staffOrderConfirm: '/admin/order/:id/confirm',
  staffOrderShip: '/admin/order/:id/ship',
  staffOrderDeliver: '/admin/order/:id/deliver',
  staffOrderCancel: '/admin/order/:id/cancel',
  staffOrderPaid: '/admin/order/:id/paid',
  staffOrderArtwork: '/admin/order/:id/artwork',
  staffPrintBatch: '/admin/print-batch',
  staffCardWritten: '/admin/order/:id/card/:code/written',
  staffAudit: '/admin/audit',
  adminRoles: '/admin/roles',
  staffDashboard: '/admin/dashboard',
  /** GET `?from=YYYY-MM-DD&to=YYYY-MM-DD` (days in India, inclusive): invoices and credit notes. */
  staffInvoices: '/admin/invoices',
  /** GET `?month=YYYY-MM`: the month's GSTR-1 sections as CSV, `gstr1-YYYY-MM.csv`. */
  staffGstr1Csv: '/admin/invoices/gstr1',
} as const;

export type PathName = keyof typeof paths;

/** Fills a pattern's `:params`, encoding each value, so a client never concatenates paths. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
