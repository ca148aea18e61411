import { join, resolve } from 'node:path';
import { ConfigError, databaseUrl, loadConfig, s3Settings, type Config } from 'api/config';
import { MAX_VISITORS_PER_VERSION } from './canary/counts.js';
import { DEFAULT_CANARY_THRESHOLDS, type CanaryThresholds } from './canary/guard.js';
import { DeployError } from './errors.js';
import { repoRoot, type Layout, type ReleaseBucket } from './paths.js';

/**
 * Every setting deploy reads from the environment, read here and nowhere else. The API's own
 * (PORT, DATA_DIR, DATABASE_URL, S3_*, ...) go through the API's parsers, so the gateway and the
 * API take the same values and refuse the same mistakes in the same words.
 */

/** What the commands (release, rollback, status, ...) need. */
export interface CommandConfig {
  layout: Layout;
  /** DATABASE_URL when it names a PostgreSQL server: the registry and its history live there. */
  registryUrl: string | undefined;
  /** Who runs a command, for the history, when git has no user.name. */
  loginName: string | undefined;
}

/** What the gateway needs: the commands' settings, the API's and the canary guard's. */
export interface GatewayConfig extends CommandConfig {
  api: Config;
  canary: CanaryThresholds;
}

/** The API's parsers refuse with a ConfigError; deploy's refusals are DeployErrors, one line. */
function refusing<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) throw new DeployError(error.message);
    throw error;
  }
}

/** An `http(s)` URL, or a path on this origin; `minio:9000` or `cdn.example.com` are neither. */
function baseUrl(name: string, raw: string): string {
  const value = raw.replace(/\/+$/, '');
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new DeployError(`${name} must be an http(s) URL or a path starting with /, got "${raw}"`);
  }
  return value;
}

/**
 * RELEASES_BUCKET and RELEASES_PUBLIC_URL go together. The bucket is on the API's S3 service
 * (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE) but never with its keys: RELEASES_S3_* are its
 * own (read-only for the gateway, read-write for whoever releases), so the app, whose keys write
 * uploads, cannot write the code the gateway serves. Neither set: the machine's own role (IRSA).
 */
function releaseBucketFromEnv(env: NodeJS.ProcessEnv): ReleaseBucket | undefined {
  const bucket = env.RELEASES_BUCKET || undefined;
  const publicUrl = env.RELEASES_PUBLIC_URL || undefined;
  if (!bucket) {
    if (!publicUrl) return undefined;
    throw new DeployError(
      'RELEASES_PUBLIC_URL is set without RELEASES_BUCKET: set both, or neither (the releases folder)',
    );
  }
  if (!publicUrl) {
    throw new DeployError(
      'RELEASES_BUCKET needs RELEASES_PUBLIC_URL, the address browsers load the releases from (the CDN in front of the bucket)',
    );
  }
  const accessKeyId = env.RELEASES_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.RELEASES_S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new DeployError(
      'RELEASES_S3_ACCESS_KEY_ID and RELEASES_S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const shared = refusing(() => s3Settings(env, bucket));
  const settings = { ...shared, accessKeyId, secretAccessKey };
  return { ...settings, publicUrl: baseUrl('RELEASES_PUBLIC_URL', publicUrl) };
}

/** Refuses, in one line (a DeployError), a bucket without its public URL and the like. */
export function layoutFromEnv(env: NodeJS.ProcessEnv): Layout {
  const releaseBucket = releaseBucketFromEnv(env);
  return {
    repoRoot,
    releasesDir: env.RELEASES_DIR
      ? resolve(env.RELEASES_DIR)
      : join(repoRoot, 'deploy', 'releases'),
    releasesUrl: (env.RELEASES_URL || '/remotes').replace(/\/+$/, ''),
    ...(env.SHELL_DIR && { shellDir: resolve(env.SHELL_DIR) }),
    ...(releaseBucket && { releaseBucket }),
  };
}

/** DATABASE_URL as the API reads it; a server's (not `memory://`) also holds the registry. */
function registryUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const url = refusing(() => databaseUrl(env.DATABASE_URL));
  return url === 'memory://' ? undefined : url;
}

const INTEGER = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

function threshold(
  name: string,
  raw: string | undefined,
  fallback: number,
  { integer, min, max, what }: { integer: boolean; min: number; max: number; what: string },
): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!(integer ? INTEGER : DECIMAL).test(text) || value < min || value > max) {
    throw new DeployError(`${name} must be ${what}, got "${raw}"`);
  }
  return value;
}

/**
 * The thresholds from CANARY_MIN_LOADS, CANARY_MIN_VISITORS, CANARY_MAX_FAILURE_RATE and
 * CANARY_FAILURE_RATIO.
 */
export function canaryThresholdsFromEnv(env: NodeJS.ProcessEnv): CanaryThresholds {
  const defaults = DEFAULT_CANARY_THRESHOLDS;
  return {
    minLoads: threshold('CANARY_MIN_LOADS', env.CANARY_MIN_LOADS, defaults.minLoads, {
      integer: true,
      min: 1,
      max: 1e9,
      what: 'a whole number of loads, at least 1',
    }),
    // No more than the file registry counts in memory: above it, no canary would ever be judged.
    minVisitors: threshold('CANARY_MIN_VISITORS', env.CANARY_MIN_VISITORS, defaults.minVisitors, {
      integer: true,
      min: 1,
      max: MAX_VISITORS_PER_VERSION,
      what: `a whole number of visitors from 1 to ${MAX_VISITORS_PER_VERSION}`,
    }),
    maxFailureRate: threshold(
      'CANARY_MAX_FAILURE_RATE',
      env.CANARY_MAX_FAILURE_RATE,
      defaults.maxFailureRate,
      { integer: false, min: 0, max: 1, what: 'a share from 0 to 1 (0.05 is 5%)' },
    ),
    failureRatio: threshold(
      'CANARY_FAILURE_RATIO',
      env.CANARY_FAILURE_RATIO,
      defaults.failureRatio,
      {
        integer: false,
        min: 1,
        max: 1000,
        what: 'a ratio of at least 1 (2 is twice the current rate)',
      },
    ),
  };
}

/** The commands' settings; a malformed one is refused in one line (a DeployError). */
export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env): CommandConfig {
  return {
    layout: layoutFromEnv(env),
    registryUrl: registryUrlFromEnv(env),
    loginName: env.USER || env.USERNAME || undefined,
  };
}

/** The gateway's settings; a malformed one is refused in one line (a DeployError). */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // The same data folder as `npm start -w api`, whichever folder the gateway is started from.
  const api = refusing(() =>
    loadConfig({ ...env, DATA_DIR: env.DATA_DIR || join(repoRoot, 'api', 'data') }),
  );
  return { api, ...loadCommandConfig(env), canary: canaryThresholdsFromEnv(env) };
}
