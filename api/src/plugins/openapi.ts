import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { RAZORPAY_EMULATOR_PATH } from '../config.js';
import { BEARER } from '../openapi/documented.js';
import { routeToOperation } from '../openapi/route-to-operation.js';

/** Under the API's prefix: `/api/v1/openapi.json` and `/api/v1/docs`. */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/**
 * The docs page loads only its own files. Its scripts are files (no inline script), React sets
 * styles through the DOM, and nothing may frame it, like every other page of Tapfolio.
 */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The OpenAPI 3.1 document of the API, made by @fastify/swagger from every route registered after
 * this plugin (each route's `schema`, see openapi/documented.ts), and the Swagger UI page.
 * Registered before the routes, so its onRoute hook sees them all.
 */
export default fp(
  async (app) => {
    // The routes' JSON Schemas document them; yup, in each handler, validates. Fastify would
    // otherwise compile the schemas with ajv and refuse (or coerce) requests before the handler,
    // with other messages than the shared ones: no validator is compiled. The answers' schemas
    // never reach Fastify (openapi/documented.ts), so answers are serialised as they always were.
    app.setValidatorCompiler(() => () => true);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tapfolio API',
          version: '1.0.0',
          description:
            'Digital business cards and NFC card orders. Every JSON answer is an envelope: ' +
            '`{ success: true, result, message? }` or `{ success: false, message, code, fields? }`. ' +
            'Messages are in the language `Accept-Language` asks for (en, hi, bn, mr, ta; English ' +
            'otherwise); `code` and the status are the same in every language.',
        },
        // Paths carry the API's prefix: the server is the site itself.
        servers: [{ url: app.config.publicUrl, description: 'This deployment' }],
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The token from register, login, change-password or reset; or, on the contact ' +
                'routes (/portfolio/leads...), a personal API token `tfp_...` (POST ' +
                '/user/api-tokens) with the scope each route names',
            },
          },
        },
      },
      // The payment emulator stands in for Razorpay's own API when no keys are set: it is not
      // part of Tapfolio's API, and production never has it.
      transform: ({ schema, url, route }) =>
        url.startsWith(RAZORPAY_EMULATOR_PATH)
          ? { schema: { ...schema, hide: true }, url }
          : routeToOperation({ schema: schema as Record<string, unknown> | undefined, url, route }),
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // The page names its files by absolute path: with the API's own prefix (/api/v1) in front.
      indexPrefix: app.prefix,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
