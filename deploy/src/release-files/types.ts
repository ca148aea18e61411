/**
 * Where released builds live: the releases folder on this machine (the default), or an
 * S3-compatible bucket behind a CDN. A release is `<name>/<version>/<the remote's dist>` with `.gz`
 * and `.br` siblings beside its text assets, and is never rewritten once it exists.
 */
export interface ReleaseFiles {
  readonly kind: 'local' | 's3';
  /** Where the releases are, for messages: the folder, or `s3://<bucket>`. */
  readonly where: string;
  /**
   * Copies (uploads) a build as `<name>/<version>`, with the compressed siblings, unless that
   * version exists: then nothing is written. Answers whether it created the release.
   */
  install(distDir: string, name: string, version: string): Promise<boolean>;
  /** Whether the release is complete (its mf-manifest.json is there). */
  exists(name: string, version: string): Promise<boolean>;
  /** The released versions of a remote, in no particular order. */
  list(name: string): Promise<string[]>;
  /** The files of a release below `folder` (e.g. `server`), as relative paths; [] when none. */
  listFiles(name: string, version: string, folder: string): Promise<string[]>;
  /** One file of a release, or undefined when it has no such file. */
  readFile(name: string, version: string, path: string): Promise<Buffer | undefined>;
  /** The URL the registry points at for this release. */
  manifestUrl(name: string, version: string): string;
  close(): Promise<void>;
}

/** The file every release has, and the one written last. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** `a/b.js`, never `../x`, `/etc/x`, `a//b` or `a\b`: paths inside one release. */
export function assertReleasePath(path: string): void {
  const parts = path.split('/');
  if (
    path.includes('\\') ||
    path.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`"${path}" is not a path inside a release`);
  }
}

/** A remote's name or a version: one path segment, never `..` or empty. */
export function assertSegments(...segments: string[]): void {
  for (const segment of segments) {
    if (!segment || segment.includes('/') || segment === '.' || segment === '..') {
      throw new Error(`"${segment}" is not a remote name or a version`);
    }
    assertReleasePath(segment);
  }
}
