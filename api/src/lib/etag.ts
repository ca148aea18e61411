import { createHash } from 'node:crypto';

/** A strong ETag: the SHA-256 of the bytes, so the same content has the same tag everywhere. */
export const strongEtag = (data: string | Buffer): string =>
  `"${createHash('sha256').update(data).digest('base64url')}"`;

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
