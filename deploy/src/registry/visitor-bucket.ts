import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that keeps a visitor on one side of a canary across loads. */
export const BUCKET_COOKIE = 'tf_bucket';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** `<bucket>.<id>`; a cookie set before visitors had an id is `<bucket>` alone, and keeps it. */
const VISITOR = new RegExp(
  `(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:\\.([A-Za-z0-9_-]{22}))?(?:;|$)`,
);

export interface Visitor {
  /** 0-99: which side of a canary this visitor is on. */
  bucket: number;
  /**
   * 16 random bytes: tells this visitor's canary reports from everyone else's (one visitor counts
   * once, canary/counts.ts). Random, so it says nothing about the person.
   */
  id: string;
}

/** What the visitor's cookie holds, if they have one. */
export function visitorOf(request: FastifyRequest): Partial<Visitor> {
  const found = VISITOR.exec(request.headers.cookie ?? '');
  if (!found) return {};
  return { bucket: Number(found[1]), ...(found[2] && { id: found[2] }) };
}

/** One request may ask twice (its registry, then its reports' token): it gets one cookie. */
const assigned = new WeakMap<FastifyRequest, Visitor>();

/**
 * The visitor's bucket and id, given when a canary needs them: kept in a first-party cookie, so
 * the same person keeps the same version across loads and their reports count as one person's.
 * It says nothing about the person and is set only while a canary runs. An older cookie with a
 * bucket alone keeps its bucket and gains an id.
 */
export function assignVisitor(request: FastifyRequest, reply: FastifyReply): Visitor {
  const earlier = assigned.get(request);
  if (earlier) return earlier;
  const known = visitorOf(request);
  if (known.bucket !== undefined && known.id !== undefined) {
    return { bucket: known.bucket, id: known.id };
  }
  const visitor = {
    bucket: known.bucket ?? randomInt(100),
    id: randomBytes(16).toString('base64url'),
  };
  assigned.set(request, visitor);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BUCKET_COOKIE}=${visitor.bucket}.${visitor.id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  return visitor;
}
