import type { Layout } from '../paths.js';
import { localReleaseFiles } from './local.js';
import { s3ReleaseFiles } from './s3.js';
import type { ReleaseFiles } from './types.js';

const opened = new WeakMap<Layout, ReleaseFiles>();

/**
 * Where this layout's releases live: its bucket when RELEASES_BUCKET set one (config.ts),
 * else the releases folder. One instance per layout (its S3 client is made on first use).
 */
export function releaseFilesOf(layout: Layout): ReleaseFiles {
  let files = opened.get(layout);
  if (!files) {
    files = layout.releaseBucket ? s3ReleaseFiles(layout.releaseBucket) : localReleaseFiles(layout);
    opened.set(layout, files);
  }
  return files;
}

/** Lets go of the layout's bucket client, if one was made (the commands, at exit). */
export async function closeReleaseFiles(layout: Layout): Promise<void> {
  const files = opened.get(layout);
  opened.delete(layout);
  await files?.close();
}

export { localReleaseFiles, type LocalReleaseFiles } from './local.js';
export { s3ReleaseFiles } from './s3.js';
export type { ReleaseFiles } from './types.js';
