import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from 'api';

/**
 * The repository root, found from this file (src/ or dist/ alike sit one level below deploy/), so
 * the commands and the gateway behave the same from whatever folder they are started.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Releases in an S3-compatible bucket (RELEASES_BUCKET) behind a CDN (RELEASES_PUBLIC_URL), with
 * the API's S3_* settings for the service and the credentials.
 */
export interface ReleaseBucket extends S3Config {
  /** Where browsers load the bucket's files from: `<publicUrl>/<name>/<version>/...`. */
  publicUrl: string;
}

/** Where releases, the registry and the history live, and the URL the releases are served at. */
export interface Layout {
  repoRoot: string;
  /** The release folders (unless `releaseBucket`), and the file registry and history. */
  releasesDir: string;
  /** `/remotes` on the gateway; a CDN's address when the releases folder is uploaded there. */
  releasesUrl: string;
  /** SHELL_DIR: the shell's build, when not the checkout's `shell/dist` (servedShellDir). */
  shellDir?: string;
  /** Set: releases are uploaded to this bucket, and the registry points at its public URL. */
  releaseBucket?: ReleaseBucket;
}

export const registryFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'remotes.json');

export const historyFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'history.json');

export const packageDirOf = (layout: Pick<Layout, 'repoRoot'>, name: string) =>
  join(layout.repoRoot, name);

/** The shell's build the gateway serves, and that a release is checked against. */
export const servedShellDir = (layout: Pick<Layout, 'repoRoot' | 'shellDir'>) =>
  layout.shellDir ?? join(packageDirOf(layout, 'shell'), 'dist');
