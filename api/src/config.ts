import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import {
  API_BASE,
  DEFAULT_GST_RATE_BASIS_POINTS,
  DELIVERY_DAYS_MAX,
  PROVIDER_CONTACT,
  TEXT_MAX_LENGTH,
  gstStateOf,
  gstinProblem,
  gstinStateCode,
  invoiceErrors,
  normaliseGstin,
  type DeliveryEstimate,
  type InvoiceSeller,
} from 'shared-contracts';
import { ConfigError } from './config-error.js';
import { walletSettings, type WalletConfig } from './wallet-settings.js';

export { ConfigError };
export type { AppleWalletConfig, GoogleWalletConfig, WalletConfig } from './wallet-settings.js';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) for uploaded files. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, R2 and other S3-compatible services. */
  endpoint: string | undefined;
  /** Both unset: the SDK's default chain (environment, shared files, instance or pod role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (`host/bucket/key`) rather than the host name: MinIO needs it. */
  forcePathStyle: boolean;
}

/**
 * Razorpay Payment Links. `emulator`: no keys were configured, so the API mounts its built-in
 * emulator (modules/payments/emulator) at `{API_BASE}/razorpay-emulator` with keys made at start-up.
 */
export interface RazorpayConfig {
  mode: 'razorpay' | 'emulator';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Base of the API calls (`{apiUrl}/v1/payment_links`). */
  apiUrl: string;
}

/**
 * What one person may upload, how many images are decoded at once, and when uploads nothing
 * uses any more are removed (modules/files).
 */
export interface UploadConfig {
  /** Uploads per person, whatever the address they come from. */
  rateLimit: RateLimit;
  /** The stored bytes one person's uploads may add up to. */
  quotaBytes: number;
  /** Images decoded at once in this process; the rest wait in a queue. */
  decodeConcurrency: number;
  /** How many may wait; one more is answered 503 at once. */
  decodeQueue: number;
  /** How long one may wait before it is answered 503. */
  decodeWaitMs: number;
  /** How old an unreferenced upload must be before it is removed (it may not be saved yet). */
  gcGraceMs: number;
  /** How often unreferenced uploads are looked for; 0 turns the collection off. */
  gcIntervalMs: number;
}

/** The owner's contacts (issue 31): their routes' limit and the daily follow-up mail. */
export interface ContactsConfig {
  /** Requests to the contact and API-token routes per person, by session or token alike. */
  rateLimit: RateLimit;
  /** How often owners with follow-ups due are looked for; 0 turns the mail off. */
  followUpCheckMs: number;
  /** From this hour of the day in India (0-23) the day's mail may go; each owner gets one a day. */
  followUpSendHour: number;
}

/** Outgoing webhooks (modules/webhooks): how deliveries are sent, and where they may go. */
export interface WebhookConfig {
  /** How long one attempt may take, from the connection to the answer's status. */
  timeoutMs: number;
  /** How often due deliveries are looked for (a new contact wakes the sender at once); 0: none sent here. */
  pollIntervalMs: number;
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /**
   * For tests only: webhooks may reach loopback and private addresses (a receiver on 127.0.0.1).
   * Off by default and refused with NODE_ENV=production.
   */
  allowPrivateAddresses: boolean;
  /** For tests only, never read from the environment: certificates trusted besides Node's roots. */
  extraCertificates: string[];
}

/** Who sells and how its cards are taxed, printed on every tax invoice (modules/invoices). */
export interface InvoiceConfig {
  seller: InvoiceSeller;
  /**
   * The sample seller stands in (no seller settings, no live Razorpay keys): its invoices say
   * "Sample seller: not a tax invoice" across the top.
   */
  sample: boolean;
  /** HSN code of the NFC cards: 4 digits by default, 6 (or 8) when configured. */
  hsn: string;
  /** The cards' GST rate, in basis points (1800 is 18%). */
  gstRateBasisPoints: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite in DATA_DIR/pglite. `memory://` keeps an embedded database in memory. */
  databaseUrl: string | undefined;
  /**
   * Seed the demo account and its card on start-up (once). Its password is published, so by
   * default only with the embedded database on a loopback address (nobody else can reach it);
   * DEMO_DATA=true asks for it anywhere.
   */
  demoAccount: boolean;
  /** Seed the demo catalogue when it is empty: on with the embedded database or DEMO_DATA=true. */
  demoCatalogue: boolean;
  /** Unset: generated once and kept in DATA_DIR (see lib/jwt-secret.ts). */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  /**
   * Log password-reset links (so a developer can follow one without a mail server): only with the
   * embedded defaults, never with SMTP_URL or NODE_ENV=production, where a log is read by others.
   */
  logResetLinks: boolean;
  mailFrom: string;
  /** Where the web app lives: reset links are built from this, never from the Host header. */
  publicUrl: string;
  logLevel: string;
  /** The proxies in front whose X-Forwarded-For is believed: none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  /**
   * Bearer token for GET /api/v1/metrics. Unset: the metrics answer only clients on this machine
   * (loopback), and 404 to everyone else.
   */
  metricsToken: string | undefined;
  /** Unset: uploaded files live in DATA_DIR/files. */
  s3: S3Config | undefined;
  razorpay: RazorpayConfig;
  invoices: InvoiceConfig;
  /** How long an order usually takes to arrive: the shop's delivery line (GET /shop/delivery). */
  delivery: DeliveryEstimate;
  /** The phone wallets the card can be added to (modules/wallet); each off unless configured. */
  wallet: WalletConfig;
  /** How long the public catalogue's answers are reused (admin writes clear them); 0: never. */
  catalogueCacheMs: number;
  /**
   * How long a public card is kept in memory: the longest any instance may show a stale card if
   * an invalidation never reaches it (saves clear it at once everywhere otherwise); 0: never.
   */
  publicCardCacheMs: number;
  /** How often pending orders are checked at Razorpay; 0 turns the reconciler off. */
  reconcileIntervalMs: number;
  /** How old a pending order must be before the reconciler asks about it. */
  reconcileAfterMs: number;
  /** How often the insights events waiting in memory are written (sooner when 500 wait). */
  insightsFlushMs: number;
  /** argon2id's memory per password hash, in KiB (lib/passwords.ts); lower is weaker. */
  passwordHashMemoryKib: number;
  uploads: UploadConfig;
  webhooks: WebhookConfig;
  contacts: ContactsConfig;
  rateLimits: {
    login: RateLimit;
    register: RateLimit;
    forgotPassword: RateLimit;
    /** Password attempts per account and client network (login, change-password, ...). */
    passwordGuesses: RateLimit;
    /** Orders one person may ask to place (POST /order), retries included. */
    orders: RateLimit;
    /** Contacts a card's visitors send (POST /portfolio/{userId}/leads), per client address. */
    leadsPerAddress: RateLimit;
    /** The same, per card from any address: what one card's owner can be sent in an hour. */
    leadsPerCard: RateLimit;
    /** QR codes drawn or served per client address (GET /portfolio/{userId}/qr). */
    qrCodes: RateLimit;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIB = 1024 * 1024;

function integer(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** `true` or `false`, spelt so: a typo must not silently pick a default. */
function flag(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be "true" or "false", got "${raw}"`);
}

function port(name: string, raw: string | undefined, fallback: number): number {
  const value = integer(name, raw, fallback);
  if (value > 65_535)
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  return value;
}

/**
 * postgres:// names a server; unset is PGlite in DATA_DIR and `memory://` an in-memory PGlite.
 * Anything else (a typo, mysql://, a bare host name) would otherwise be taken for "unset" and put
 * the data in a local file nobody backs up. The gateway reads DATABASE_URL with this too.
 */
export function databaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'memory://') return raw;
  if (/^postgres(ql)?:\/\//.test(raw)) return raw;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1];
  throw new ConfigError(
    `DATABASE_URL must be a postgres:// or postgresql:// URL (or memory://), got ` +
      (scheme ? `a URL of scheme "${scheme}:"` : `"${raw}"`),
  );
}

/** A lifetime as the token library reads it: a number of seconds, or with a unit (`7d`, `12h`). */
function duration(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9]\d*(ms|s|m|h|d|w|y)?$/.test(raw)) {
    throw new ConfigError(`${name} must be a duration such as 7d, 12h or 3600, got "${raw}"`);
  }
  return raw;
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^smtps?:\/\/[^/]/.test(raw)) {
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@host:465',
    );
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'info';
  if (!LOG_LEVELS.includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw;
}

/** Fastify's `trustProxy`, in the two forms that name who may set X-Forwarded-For. */
export type TrustProxy = false | number | string[];

/**
 * How many proxies stand in front (`1` behind one load balancer), or their addresses and networks
 * (`10.0.0.0/8,192.0.2.7`). `true` would believe any X-Forwarded-For, a client's own included, so
 * a new forged address with each request would dodge every per-address limit: refused.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe an X-Forwarded-For any client makes up: set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !ipaddr.isValid(entry) && !isCidr(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses and CIDRs, got "${bad}"`,
    );
  }
  return entries;
}

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** Reachable only from this machine: the published demo password harms nobody there. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** HS256 is as strong as its key: RFC 7518 asks for one at least as long as the hash, 32 bytes. */
const JWT_SECRET_MIN_BYTES = 32;

function jwtSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const bytes = Buffer.byteLength(raw, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes, got ${bytes}: make one with openssl rand -base64 48`,
    );
  }
  return raw;
}

/** A token anyone could guess would open the metrics to the public origin. */
function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters, with no spaces');
  }
  return raw;
}

/** An integer of at least 1: a bound of 0 would refuse everything. */
function positive(name: string, raw: string | undefined, fallback: number): number {
  const value = integer(name, raw, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1, got "${raw}"`);
  return value;
}

/** argon2 needs 8 KiB a lane; past 1 GiB a typo would exhaust the memory at the first login. */
function hashMemory(raw: string | undefined): number {
  const value = integer('PASSWORD_HASH_MEMORY_KIB', raw, 19_456);
  if (value < 8 || value > 1_048_576) {
    throw new ConfigError(`PASSWORD_HASH_MEMORY_KIB must be 8 to 1048576 (KiB), got "${raw}"`);
  }
  return value;
}

function uploads(env: NodeJS.ProcessEnv): UploadConfig {
  // libvips already spreads one image over its own threads: half the cores keeps two from
  // fighting over them while another request is answered.
  const cores = Math.max(1, Math.floor(availableParallelism() / 2));
  return {
    rateLimit: {
      max: positive('UPLOAD_RATE_LIMIT', env.UPLOAD_RATE_LIMIT, 30),
      timeWindowMs: 10 * MINUTE,
    },
    quotaBytes: positive('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 50) * MIB,
    decodeConcurrency: positive('IMAGE_DECODE_CONCURRENCY', env.IMAGE_DECODE_CONCURRENCY, cores),
    decodeQueue: integer('IMAGE_DECODE_QUEUE', env.IMAGE_DECODE_QUEUE, 16),
    decodeWaitMs: positive('IMAGE_DECODE_WAIT_SECONDS', env.IMAGE_DECODE_WAIT_SECONDS, 5) * 1000,
    gcGraceMs: positive('UPLOAD_GC_GRACE_HOURS', env.UPLOAD_GC_GRACE_HOURS, 24) * HOUR,
    gcIntervalMs:
      integer('UPLOAD_GC_INTERVAL_MINUTES', env.UPLOAD_GC_INTERVAL_MINUTES, 60) * MINUTE,
  };
}

function contacts(env: NodeJS.ProcessEnv): ContactsConfig {
  const sendHour = integer('FOLLOW_UP_SEND_HOUR', env.FOLLOW_UP_SEND_HOUR, 8);
  if (sendHour > 23) {
    throw new ConfigError(`FOLLOW_UP_SEND_HOUR must be an hour from 0 to 23, got "${sendHour}"`);
  }
  return {
    rateLimit: {
      max: positive('RATE_LIMIT_CONTACTS', env.RATE_LIMIT_CONTACTS, 300),
      timeWindowMs: MINUTE,
    },
    followUpCheckMs: integer('FOLLOW_UP_CHECK_MINUTES', env.FOLLOW_UP_CHECK_MINUTES, 60) * MINUTE,
    followUpSendHour: sendHour,
  };
}

function webhooks(env: NodeJS.ProcessEnv): WebhookConfig {
  const allowPrivateAddresses =
    flag('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES) ?? false;
  // A webhook is an owner's URL the server fetches: private addresses would open the inside.
  if (allowPrivateAddresses && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true lets any owner reach addresses inside the network: it is for tests, never with NODE_ENV=production',
    );
  }
  return {
    timeoutMs: positive('WEBHOOK_TIMEOUT_SECONDS', env.WEBHOOK_TIMEOUT_SECONDS, 10) * 1000,
    pollIntervalMs: integer('WEBHOOK_POLL_SECONDS', env.WEBHOOK_POLL_SECONDS, 10) * 1000,
    concurrency: positive('WEBHOOK_CONCURRENCY', env.WEBHOOK_CONCURRENCY, 8),
    allowPrivateAddresses,
    extraCertificates: [],
  };
}

function url(name: string, raw: string): string {
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/** `minio:9000` parses as a URL of scheme "minio:"; an endpoint must say http or https. */
function httpUrl(name: string, raw: string): string {
  const value = url(name, raw);
  if (!/^https?:\/\//.test(value))
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return value;
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  return bucket ? s3Settings(env, bucket) : undefined;
}

/**
 * `bucket` reached with the S3_* settings: the uploads' S3_BUCKET here, the gateway's
 * RELEASES_BUCKET in deploy (one service, one set of credentials, the same refusals).
 */
export function s3Settings(env: NodeJS.ProcessEnv, bucket: string): S3Config {
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE) ?? false,
  };
}

/** Where the emulator is mounted, under the API's own prefix (so the gateway serves it too). */
export const RAZORPAY_EMULATOR_PATH = `${API_BASE}/razorpay-emulator`;

const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

function razorpay(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  local: { embedded: boolean; loopback: boolean },
): RazorpayConfig {
  const keyId = env.RAZORPAY_KEY_ID || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET || undefined;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET || undefined;
  const set = [keyId, keySecret, webhookSecret].filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    throw new ConfigError(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together ' +
        '(or none of them, for the built-in emulator)',
    );
  }
  const apiUrl = env.RAZORPAY_API_URL
    ? httpUrl('RAZORPAY_API_URL', env.RAZORPAY_API_URL)
    : undefined;
  if (keyId && keySecret && webhookSecret) {
    return {
      mode: 'razorpay',
      keyId,
      keySecret,
      webhookSecret,
      apiUrl: apiUrl ?? 'https://api.razorpay.com',
    };
  }
  // Its hosted page lets anyone press Pay: never by accident where real people buy. Unasked, it
  // stands in only where nobody else can buy: the embedded database on this machine alone, and
  // never in production.
  const asked = flag('RAZORPAY_EMULATOR', env.RAZORPAY_EMULATOR);
  const alone = local.embedded && local.loopback && env.NODE_ENV !== 'production';
  if (!(asked ?? alone)) {
    throw new ConfigError(
      'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or RAZORPAY_EMULATOR=true to run the payment emulator on purpose (unasked, it runs only on the embedded database with a loopback HOST, outside production)',
    );
  }
  // Made anew on every start: the emulator keeps its links in memory, so nothing outlives them.
  return {
    mode: 'emulator',
    keyId: `rzp_test_${randomKey(10)}`,
    keySecret: randomKey(18),
    webhookSecret: randomKey(18),
    apiUrl: apiUrl ?? `${publicUrl}${RAZORPAY_EMULATOR_PATH}`,
  };
}

/**
 * Tapfolio's own company at its own address, with a made-up GSTIN of a valid form: what invoices
 * are issued by until the real seller is configured, each saying it is no tax invoice.
 */
export const SAMPLE_SELLER: InvoiceSeller = {
  legalName: PROVIDER_CONTACT.company,
  address: PROVIDER_CONTACT.address,
  state: { code: '29', name: 'Karnataka' },
  gstin: '29AAHCT4821Q1ZM',
};

const SELLER_SETTINGS = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE', 'SELLER_GSTIN'];
const SELLER_ADDRESS_MAX_LENGTH = 250;

/** A GSTIN with its check character right: a typo here would be printed on every invoice. */
function gstin(raw: string): string {
  const value = normaliseGstin(raw);
  const problem = gstinProblem(value);
  if (problem) {
    throw new ConfigError(
      `SELLER_GSTIN is not a GSTIN (${invoiceErrors.gstin[problem]}), got "${raw}"`,
    );
  }
  return value;
}

function sellerText(name: string, raw: string, max: number): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length > max) throw new ConfigError(`${name} must be at most ${max} characters`);
  return value;
}

function seller(env: NodeJS.ProcessEnv): InvoiceSeller | undefined {
  const set = SELLER_SETTINGS.filter((name) => env[name]?.trim());
  if (set.length === 0) return undefined;
  if (set.length !== SELLER_SETTINGS.length) {
    throw new ConfigError(
      `${SELLER_SETTINGS.join(', ')} must be set together (or none of them, for the sample seller): ` +
        `${SELLER_SETTINGS.filter((name) => !set.includes(name)).join(', ')} missing`,
    );
  }
  const state = gstStateOf(env.SELLER_STATE);
  if (!state) {
    throw new ConfigError(
      `SELLER_STATE must be a state or union territory of India, e.g. Karnataka, got "${env.SELLER_STATE}"`,
    );
  }
  const registered = gstin(env.SELLER_GSTIN!);
  if (gstinStateCode(registered) !== state.code) {
    throw new ConfigError(
      `SELLER_GSTIN ${registered} is registered in state ${gstinStateCode(registered)}, ` +
        `but SELLER_STATE is ${state.name} (${state.code})`,
    );
  }
  return {
    legalName: sellerText('SELLER_LEGAL_NAME', env.SELLER_LEGAL_NAME!, TEXT_MAX_LENGTH),
    address: sellerText('SELLER_ADDRESS', env.SELLER_ADDRESS!, SELLER_ADDRESS_MAX_LENGTH),
    state,
    gstin: registered,
  };
}

/** Four digits suffice up to Rs 5 crore of turnover; six above it (CBIC notification 78/2020). */
function hsn(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '8523';
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(raw)) {
    throw new ConfigError(`GST_HSN_CODE must be 4, 6 or 8 digits, e.g. 8523, got "${raw}"`);
  }
  return raw;
}

function gstRate(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_GST_RATE_BASIS_POINTS;
  const basisPoints = Math.round(Number(raw) * 100);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(raw) || basisPoints <= 0 || basisPoints > 4000) {
    throw new ConfigError(
      `GST_RATE_PERCENT must be a rate above 0 and at most 40, with at most 2 decimals, e.g. 18, got "${raw}"`,
    );
  }
  return basisPoints;
}

/**
 * Real money needs a real seller: with live Razorpay keys the seller settings are required. Only
 * the emulator and Razorpay's test keys (`rzp_test_`), where no money moves, may invoice as the
 * sample seller.
 */
function invoices(env: NodeJS.ProcessEnv, payments: RazorpayConfig): InvoiceConfig {
  const configured = seller(env);
  const live = payments.mode === 'razorpay' && !payments.keyId.startsWith('rzp_test_');
  if (!configured && live) {
    throw new ConfigError(
      `Live Razorpay keys need the seller on the tax invoices: set ${SELLER_SETTINGS.join(', ')}`,
    );
  }
  return {
    seller: configured ?? SAMPLE_SELLER,
    sample: !configured,
    hsn: hsn(env.GST_HSN_CODE),
    gstRateBasisPoints: gstRate(env.GST_RATE_PERCENT),
  };
}

/** `5-7` (days, fewest first) or one number of days: what the shop promises as delivery time. */
function deliveryDays(raw: string | undefined): DeliveryEstimate {
  if (raw === undefined || raw === '') return { minDays: 5, maxDays: 7 };
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(raw.trim());
  const minDays = Number(match?.[1]);
  const maxDays = Number(match?.[2] ?? match?.[1]);
  if (!match || minDays < 1 || maxDays < minDays || maxDays > DELIVERY_DAYS_MAX) {
    throw new ConfigError(
      `DELIVERY_DAYS must be days from 1 to ${DELIVERY_DAYS_MAX}, one number or a range fewest first, e.g. 5-7, got "${raw}"`,
    );
  }
  return { minDays, maxDays };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const listenPort = port('PORT', env.PORT, 8080);
  const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${listenPort}`);
  // One machine by default; containers and servers set HOST=0.0.0.0 (the manifests do).
  const host = env.HOST || 'localhost';
  const database = databaseUrl(env.DATABASE_URL);
  const demoData = flag('DEMO_DATA', env.DEMO_DATA);
  const payments = razorpay(env, publicUrl, { embedded: !database, loopback: isLoopback(host) });
  return {
    port: listenPort,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: database,
    demoAccount: demoData ?? (!database && isLoopback(host)),
    demoCatalogue: demoData ?? !database,
    jwtSecret: jwtSecret(env.JWT_SECRET),
    jwtExpiresIn: duration('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, '7d'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    logResetLinks: !env.SMTP_URL && env.NODE_ENV !== 'production',
    mailFrom: env.MAIL_FROM || 'Tapfolio <no-reply@tapfolio.app>',
    publicUrl,
    logLevel: logLevel(env.LOG_LEVEL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    s3: s3(env),
    razorpay: payments,
    invoices: invoices(env, payments),
    delivery: deliveryDays(env.DELIVERY_DAYS),
    wallet: walletSettings(env),
    catalogueCacheMs: integer('CATALOGUE_CACHE_SECONDS', env.CATALOGUE_CACHE_SECONDS, 5) * 1000,
    publicCardCacheMs:
      integer('PUBLIC_CARD_CACHE_SECONDS', env.PUBLIC_CARD_CACHE_SECONDS, 60) * 1000,
    reconcileIntervalMs:
      integer('RECONCILE_INTERVAL_SECONDS', env.RECONCILE_INTERVAL_SECONDS, 60) * 1000,
    reconcileAfterMs: integer('RECONCILE_AFTER_SECONDS', env.RECONCILE_AFTER_SECONDS, 300) * 1000,
    insightsFlushMs: positive('INSIGHTS_FLUSH_MS', env.INSIGHTS_FLUSH_MS, 2000),
    passwordHashMemoryKib: hashMemory(env.PASSWORD_HASH_MEMORY_KIB),
    uploads: uploads(env),
    webhooks: webhooks(env),
    contacts: contacts(env),
    rateLimits: {
      login: { max: integer('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, 10), timeWindowMs: MINUTE },
      register: {
        max: integer('RATE_LIMIT_REGISTER', env.RATE_LIMIT_REGISTER, 10),
        timeWindowMs: 10 * MINUTE,
      },
      forgotPassword: {
        max: integer('RATE_LIMIT_FORGOT_PASSWORD', env.RATE_LIMIT_FORGOT_PASSWORD, 5),
        timeWindowMs: 15 * MINUTE,
      },
      passwordGuesses: {
        max: integer('RATE_LIMIT_PASSWORD_GUESSES', env.RATE_LIMIT_PASSWORD_GUESSES, 10),
        timeWindowMs: 15 * MINUTE,
      },
      leadsPerAddress: {
        max: integer('RATE_LIMIT_LEADS', env.RATE_LIMIT_LEADS, 5),
        timeWindowMs: 10 * MINUTE,
      },
      leadsPerCard: {
        max: integer('RATE_LIMIT_LEADS_PER_CARD', env.RATE_LIMIT_LEADS_PER_CARD, 50),
        timeWindowMs: HOUR,
      },
      orders: { max: integer('RATE_LIMIT_ORDERS', env.RATE_LIMIT_ORDERS, 20), timeWindowMs: HOUR },
      qrCodes: { max: integer('RATE_LIMIT_QR', env.RATE_LIMIT_QR, 300), timeWindowMs: MINUTE },
    },
  };
}

/** For the servers and the CLI: a malformed setting ends the process with one line. */
export function loadConfigOrExit(
  env: NodeJS.ProcessEnv = process.env,
  program = 'tapfolio',
): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${program}: ${error.message}`);
    process.exit(1);
  }
}
