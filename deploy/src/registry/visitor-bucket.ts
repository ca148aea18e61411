import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that keeps a visitor on one side of a canary across loads. */
export const BUCKET_COOKIE = 'tf_bucket';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const BUCKET = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);

/** The visitor's bucket (0-99) from their cookie, if they have one. */
export function bucketOf(request: FastifyRequest): number | undefined {
  const found = BUCKET.exec(request.headers.cookie ?? '');
  return found ? Number(found[1]) : undefined;
}

/**
 * The visitor's bucket, given one when a canary needs it: a random number kept in a first-party
 * cookie, so the same person keeps the same version across loads. It says nothing about the
 * person and is set only while a canary runs.
 */
export function assignBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = bucketOf(request);
  if (known !== undefined) return known;
  const bucket = randomInt(100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  return bucket;
}
