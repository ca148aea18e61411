import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import {
  MASKED_ERROR_MESSAGE,
  serverErrors,
  type ApiFailure,
  type Language,
} from 'shared-contracts';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';
import { localizedMessage } from '../lib/reply.js';
import { catalogueOf, languageOf, loadCatalogues, textsIn, translateIn } from '../lib/language.js';

export const UNAVAILABLE = serverErrors.unavailable;

/** How a message of an error says itself in a language: by its English text, unless it knows better. */
type Translator = (text: string, language: Language) => string;

/**
 * An answer's message, and its fields' messages, in the request's language: the code and the
 * status stay as they are. English is the body as it was, byte for byte.
 */
function inLanguage(body: ApiFailure, language: Language, translate: Translator): ApiFailure {
  if (language === 'en') return body;
  const translated: ApiFailure = { ...body, message: translate(body.message, language) };
  if (body.fields) {
    translated.fields = Object.fromEntries(
      Object.entries(body.fields).map(([field, text]) => [field, translate(text, language)]),
    );
  }
  return translated;
}

/** An HttpError's message with placeholders says itself (`localized`); the rest by their text. */
const httpErrorTranslator =
  (error: HttpError): Translator =>
  (text, language) =>
    error.localize && text === error.message
      ? error.localize(catalogueOf(language))
      : translateIn(text, language);

/**
 * yup's own messages: the unknown fields' (`exact`, `noUnknown`) carry the fields' names, so they
 * are said again from their names; every other one is a catalogue's text as it is.
 */
function validationTranslator(error: ValidationError): Translator {
  const unknown = new Map<string, string>();
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const properties = (item.params as { properties?: unknown } | undefined)?.properties;
    if ((item.type === 'exact' || item.type === 'noUnknown') && typeof properties === 'string')
      unknown.set(item.message, properties);
  }
  return (text, language) => {
    const properties = unknown.get(text);
    return properties === undefined
      ? translateIn(text, language)
      : textsIn(serverErrors, language).unknownFields(properties);
  };
}

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
      return serverErrors.invalidJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return serverErrors.jsonOnly;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return serverErrors.bodyTooLarge;
    default:
      return error instanceof SyntaxError ? serverErrors.invalidJson : error.message;
  }
}

function clientErrorCode(error: FastifyError): string {
  if (error.code?.startsWith('FST_ERR_CTP_') && error.code.includes('JSON')) return 'INVALID_JSON';
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  return error.code ?? 'BAD_REQUEST';
}

export default fp(
  async (app) => {
    // Every language's catalogue, once: the handlers below (and the e-mails) read them at once.
    await loadCatalogues();

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
      const translate =
        error instanceof ValidationError
          ? validationTranslator(error)
          : error instanceof HttpError
            ? httpErrorTranslator(error)
            : translateIn;
      return reply.status(status).send(inLanguage(body, languageOf(request), translate));
    });

    // A success's message (a toast's text) in the request's language too, when it is a
    // catalogue's text; the result itself is the data as stored, in no language.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      const answer = payload as { success?: unknown; message?: unknown } | null;
      if (answer?.success !== true || typeof answer.message !== 'string') return payload;
      const language = languageOf(request);
      if (language === 'en') return payload;
      const message =
        localizedMessage(answer, catalogueOf(language)) ?? translateIn(answer.message, language);
      return { ...answer, message };
    });

    app.setNotFoundHandler((request, reply) => {
      const texts = textsIn(serverErrors, languageOf(request));
      return reply.status(404).send({
        success: false,
        message: texts.noSuchEndpoint(request.method, request.url.split('?')[0] ?? ''),
        code: 'NOT_FOUND',
      } satisfies ApiFailure);
    });
  },
  { name: 'errors' },
);
