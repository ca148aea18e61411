import { FAILURE } from './answers.js';
import { DOCUMENTED_ANSWERS } from './documented.js';

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: FAILURE } },
});

/** Methods whose body Fastify reads before any handler: its refusals come first. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers no route writes itself, from the router, plugins/errors.ts and plugins/body-limits.ts:
 * a path or body that cannot be read, a database that is briefly away, a failure that is masked.
 */
function serverAnswers(methods: string[], url: string): Record<string, unknown> {
  return {
    // The router's own refusal of an over-long parameter (lib/framework-errors.ts).
    ...(url.includes(':') && { 414: refusal('A path parameter is over 100 characters') }),
    ...(methods.some((method) => WITH_BODY.has(method)) && {
      400: refusal('The body is not valid JSON, or the request is not valid'),
      413: refusal('The request body is too large'),
      415: refusal('The body is not of a type this operation reads'),
    }),
    500: refusal('Something failed on the server: masked, named by `x-request-id`'),
    503: refusal('The database is briefly unavailable: try again after `Retry-After`'),
  };
}

/**
 * The route's path with its parameters named as its documentation names them, in order: two
 * methods on one path (`POST /cart/:productId`, `DELETE /cart/:id`) share one template in the
 * document, while the router, and so every URL, stays as it is.
 */
function documentedUrl(url: string, params: unknown): string {
  const names = Object.keys((params as { properties?: object } | undefined)?.properties ?? {});
  const positions = url.match(/:\w+/g) ?? [];
  if (names.length === 0) return url;
  if (names.length !== positions.length) {
    throw new Error(`${url}: its documentation names ${names.length} path parameters`);
  }
  let index = 0;
  return url.replace(/:\w+/g, () => `:${names[index++]}`);
}

interface RouteInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: { method: string | string[] };
}

/** @fastify/swagger's `transform`: a route as the document's operation. */
export function routeToOperation({ schema, url, route }: RouteInput) {
  // Not documented() (this document's own files, a test's route): not an operation of the API.
  // tests/openapi.test.ts fails when a route of the API is missing.
  if (!schema?.[DOCUMENTED_ANSWERS]) return { schema: { ...schema, hide: true }, url };
  const { [DOCUMENTED_ANSWERS]: answers, ...rest } = schema;
  const methods = [route.method].flat();
  return {
    schema: { ...rest, response: { ...serverAnswers(methods, url), ...(answers as object) } },
    url: documentedUrl(url, rest.params),
  };
}
