import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Paths whose last segment is a secret someone holds: a reset or a verification link. */
const TOKEN_PATH = /^(\/(?:reset-password|verify-email)\/)[^/?#]+/;
/** Query parameters that carry a token (`ticket`: an Apple Wallet pass link's). */
const TOKEN_PARAM = /([?&](?:token|t|ticket)=)[^&#]*/gi;

/** A URL as a log line may show it: any token in its path or query replaced. */
export const urlForLog = (url: string): string =>
  url.replace(TOKEN_PATH, '$1[token]').replace(TOKEN_PARAM, '$1[token]');

/**
 * What a request log line says of a request: its method and URL (tokens taken out), never the
 * client's address or port, which for a card's visitor is personal data the owner never sees.
 */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
});

/** A Fastify logger setting with the request serializer above; `false` stays off. */
export function privateLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: requestForLog, ...options.serializers } };
}
