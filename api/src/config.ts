import { resolve } from 'node:path';

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

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite in DATA_DIR/pglite. `memory://` keeps an embedded database in memory. */
  databaseUrl: string | undefined;
  /**
   * Seed the demo account and its card on start-up (once). On by default with the embedded
   * database, off with DATABASE_URL: production never gets demo data unless it asks.
   */
  demoData: boolean;
  /** Unset: generated once and kept in DATA_DIR (see lib/jwt-secret.ts). */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the web app lives: reset links are built from this, never from the Host header. */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  /** Unset: uploaded files live in DATA_DIR/files. */
  s3: S3Config | undefined;
  /** How long the public catalogue's answers are reused (admin writes clear them); 0: never. */
  catalogueCacheMs: number;
  rateLimits: {
    login: RateLimit;
    register: RateLimit;
    forgotPassword: RateLimit;
  };
}

const MINUTE = 60_000;

function integer(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function url(name: string, raw: string): string {
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/** `minio:9000` parses as a URL of scheme "minio:"; an endpoint must say http or https. */
function httpUrl(name: string, raw: string): string {
  const value = url(name, raw);
  if (!/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return value;
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer('PORT', env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'true' : !env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tapfolio <no-reply@tapfolio.app>',
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    s3: s3(env),
    catalogueCacheMs: integer('CATALOGUE_CACHE_SECONDS', env.CATALOGUE_CACHE_SECONDS, 5) * 1000,
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
    },
  };
}
