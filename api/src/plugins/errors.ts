import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { MASKED_ERROR_MESSAGE, type ApiFailure } from 'shared-contracts';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';

export const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * Field messages keyed by Formik's paths; the first message for a field wins. A message about the
 * body as a whole (unknown fields, no fields at all) has no field and lives in `message` only.
 */
function fieldsOf(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    if (item.path) fields[item.path] ??= item.message;
  }
  return fields;
}

/** Fastify's own 4xx errors, said in words a client developer can act on. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message;
  }
}

function clientErrorCode(error: FastifyError): string {
  if (error.code?.startsWith('FST_ERR_CTP_') && error.code.includes('JSON')) return 'INVALID_JSON';
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  return error.code ?? 'BAD_REQUEST';
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status: number;
      let body: ApiFailure;

      if (error instanceof ValidationError) {
        const fields = fieldsOf(error);
        status = 400;
        body = {
          success: false,
          message: (error.inner[0] ?? error).message,
          code: 'VALIDATION_ERROR',
        };
        if (Object.keys(fields).length > 0) body.fields = fields;
      } else if (error instanceof HttpError) {
        status = error.statusCode;
        body = { success: false, message: error.message, code: error.code };
        if (error.fields) body.fields = error.fields;
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = { success: false, message: clientErrorMessage(error), code: clientErrorCode(error) };
      } else if (isDatabaseUnavailable(error)) {
        // Nothing the client did: the database is down or restarting, and comes back by itself.
        request.log.error({ err: error, reqId: request.id }, 'database unavailable');
        status = 503;
        body = { success: false, message: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
        reply.header('retry-after', '5');
      } else {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
        status = 500;
        body = { success: false, message: MASKED_ERROR_MESSAGE, code: 'INTERNAL_ERROR' };
      }
      if (status >= 500) reply.header('x-request-id', request.id);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        success: false,
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
        code: 'NOT_FOUND',
      } satisfies ApiFailure),
    );
  },
  { name: 'errors' },
);
