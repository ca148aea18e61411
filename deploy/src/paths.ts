import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeployError } from './errors.js';

/**
 * The repository root, found from this file (src/ or dist/ alike sit one level below deploy/), so
 * the commands and the gateway behave the same from whatever folder they are started.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every remote the shell knows about; a package that does not exist yet is skipped. */
export const REMOTES = ['remote-auth', 'remote-portfolio', 'remote-shop', 'remote-orders'] as const;

/**
 * Releases in an S3-compatible bucket (RELEASES_BUCKET) behind a CDN (RELEASES_PUBLIC_URL), with
 * the API's S3_* settings for the service and the credentials.
 */
export interface ReleaseBucket {
  bucket: string;
  /** Where browsers load the bucket's files from: `<publicUrl>/<name>/<version>/...`. */
  publicUrl: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, R2 and other S3-compatible services. */
  endpoint: string | undefined;
  /** Both unset: the SDK's default chain (environment, shared files, instance or pod role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Where releases, the registry and the history live, and the URL the releases are served at. */
export interface Layout {
  repoRoot: string;
  /** The release folders (unless `releaseBucket`), and the file registry and history. */
  releasesDir: string;
  /** `/remotes` on the gateway; a CDN's address when the releases folder is uploaded there. */
  releasesUrl: string;
  /** Set: releases are uploaded to this bucket, and the registry points at its public URL. */
  releaseBucket?: ReleaseBucket;
}

export const registryFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'remotes.json');

export const historyFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'history.json');

export const packageDirOf = (layout: Pick<Layout, 'repoRoot'>, name: string) =>
  join(layout.repoRoot, name);

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

/** RELEASES_BUCKET and RELEASES_PUBLIC_URL go together; the S3_* settings are the API's. */
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
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new DeployError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const endpoint = env.S3_ENDPOINT ? baseUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  if (endpoint?.startsWith('/')) {
    throw new DeployError(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  }
  return {
    bucket,
    publicUrl: baseUrl('RELEASES_PUBLIC_URL', publicUrl),
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Refuses, in one line (a DeployError), a bucket without its public URL and the like. */
export function layoutFromEnv(env: NodeJS.ProcessEnv = process.env): Layout {
  const releaseBucket = releaseBucketFromEnv(env);
  return {
    repoRoot,
    releasesDir: env.RELEASES_DIR
      ? resolve(env.RELEASES_DIR)
      : join(repoRoot, 'deploy', 'releases'),
    releasesUrl: (env.RELEASES_URL || '/remotes').replace(/\/+$/, ''),
    ...(releaseBucket && { releaseBucket }),
  };
}

export const shellDirFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  env.SHELL_DIR ? resolve(env.SHELL_DIR) : join(repoRoot, 'shell', 'dist');
