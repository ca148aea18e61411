import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reportKey, reportTokens, type ReportTokens } from '../../src/canary/report-token.js';

/**
 * The JWT secret of the canary tests' gateways: every replica of a test shares it, as production
 * replicas share JWT_SECRET, so a page from one is reported to another.
 */
export const TEST_JWT_SECRET = 'canary-tests-secret-canary-tests-secret-0123';

/** The tokens those gateways issue and take. */
export const testReportTokens = async (): Promise<ReportTokens> =>
  reportTokens(await reportKey({ jwtSecret: TEST_JWT_SECRET, dataDir: '/nowhere' }));

/** One visitor: the cookie their browser keeps and the token their page carries. */
export interface ReportingVisitor {
  id: string;
  cookie: string;
  token: string;
}

/** A visitor as a page of those gateways would make one, without asking for the page. */
export function madeVisitor(tokens: ReportTokens, at?: Date): ReportingVisitor {
  const id = randomBytes(16).toString('base64url');
  return { id, cookie: `tf_bucket=7.${id}`, token: tokens.issue(id, at) };
}

/** A visitor as a browser becomes one: the cookie and the token of a page the gateway served. */
export async function pageVisitor(app: FastifyInstance, url = '/login'): Promise<ReportingVisitor> {
  const page = await app.inject({ method: 'GET', url });
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const token = /data-reports="([^"]+)"/.exec(page.body)?.[1];
  const id = /^tf_bucket=\d+\.(.+)$/.exec(cookie)?.[1];
  if (!token || !id) throw new Error(`the page gave no visitor: ${cookie}`);
  return { id, cookie, token };
}

/** Posts a report as `visitor` (cookie and token), as the shell does. */
export const postReport = (
  app: FastifyInstance,
  visitor: Partial<Pick<ReportingVisitor, 'cookie' | 'token'>>,
  events: { remote: string; version: string; kind: string }[],
  remoteAddress = '203.0.113.7',
) =>
  app.inject({
    method: 'POST',
    url: '/remotes/events',
    remoteAddress,
    headers: visitor.cookie ? { cookie: visitor.cookie } : {},
    payload: { events, ...(visitor.token !== undefined && { visitor: visitor.token }) },
  });
