import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MASKED_ERROR_MESSAGE, type ApiFailure } from 'shared-contracts';

export const failure = (message: string, code: string): ApiFailure => ({
  success: false,
  message,
  code,
});

/**
 * A 404 of the gateway's own (a missing file, a path that is no page), in the API's envelope.
 * The path is not repeated: it may name a release version or a file that must stay unnamed.
 */
export const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send(failure('Not found', 'NOT_FOUND'));

/**
 * The gateway's error handler (the API and the shell's reports keep theirs): the API's envelope,
 * a status's plain name for a client error, and for anything else a fixed message with the
 * request id. A thrown error's message (a path, a SQL error, a stack) is logged, never sent.
 */
export function gatewayErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST';
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(failure(STATUS_CODES[status] ?? 'Bad request', code));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(failure(MASKED_ERROR_MESSAGE, 'INTERNAL_ERROR'));
  });
}
