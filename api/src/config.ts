import { resolve } from 'node:path';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite in DATA_DIR/pglite. `memory://` keeps an embedded database in memory. */
  databaseUrl: string | undefined;
  /** Unset: generated once and kept in DATA_DIR (see lib/jwt-secret.ts). */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the web app lives: reset links are built from this, never from the Host header. */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer('PORT', env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tapfolio <no-reply@tapfolio.app>',
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
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
