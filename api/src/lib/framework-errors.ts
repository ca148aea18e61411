import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure } from 'shared-contracts';

/**
 * A URL the router cannot read (`/%E0%A4%A`, a path segment over the parameter limit): answered
 * before any hook runs, so this sets what the hooks would have. Fastify's own answer is outside
 * the envelope and echoes the URL back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  // 414 for an over-long path segment, as Fastify says it; 400 for the rest.
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const codes: Record<number, string> = { 414: 'URI_TOO_LONG', 400: 'BAD_REQUEST' };
  const body: ApiFailure = {
    success: false,
    message: STATUS_CODES[status]!,
    code: error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : codes[status]!,
  };
  return reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none';frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}
