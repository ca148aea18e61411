import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { API_BASE, UNKNOWN_FIELDS_MESSAGE, validationMessages } from 'shared-contracts';
import { api, loadConfig, serverOptions } from '../src/app.js';
import { RAZORPAY_EMULATOR_PATH } from '../src/config.js';
import { envelope } from '../src/openapi/answers.js';
import { documented } from '../src/openapi/documented.js';
import { toJsonSchema } from '../src/openapi/yup-json-schema.js';
import { createTestApp } from './helpers/app.js';
import { freshDatabaseUrl } from './helpers/database.js';
import { registerUser } from './helpers/users.js';
import type { TestApp } from './helpers/app.js';
import { mixed, object, string } from 'yup';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }
  >;
}
interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/**
 * Routes that are not the integrators' API: the docs' own page, files and copies of this
 * document, the operators' metrics, and the Razorpay emulator (a stand-in for Razorpay's API
 * when no keys are set, never in production).
 */
const NOT_PUBLIC_API = [
  `${API_BASE}/docs`,
  `${API_BASE}/openapi.json`,
  `${API_BASE}/metrics`,
  RAZORPAY_EMULATOR_PATH,
];
const isPublicApi = (url: string) =>
  !NOT_PUBLIC_API.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * A path template with its parameters unnamed: `/portfolio/:userId` and `/portfolio/{id}` are
 * one template (the document may name a route's parameters its own way, one name per position).
 */
const template = (url: string) => url.replace(/:\w+|\{\w+\}/g, '{}');

let app: FastifyInstance;
let doc: OpenApiDocument;
/** Every route the API registered, as `METHOD /path`, HEAD left out (Fastify adds one per GET). */
const registered = new Set<string>();
/** The routes whose `schema` carries a `response`: Fastify would compile a serializer for it. */
const serialized: string[] = [];
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-openapi-'));
  const database = await freshDatabaseUrl(dataDir);
  const config = {
    // A deployment's own address: Redocly refuses a `servers` entry on localhost.
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://tapfolio.test',
      RECONCILE_INTERVAL_SECONDS: '0',
    }),
    databaseUrl: database.url,
    logLevel: 'silent',
  };
  app = Fastify(serverOptions(config));
  // On the root, before the API is registered: it sees every route of every plugin inside it.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && isPublicApi(route.url)) registered.add(`${method} ${route.url}`);
    }
    if (route.schema?.response) serialized.push(route.url);
  });
  await app.register(api, { prefix: API_BASE, config });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: `${API_BASE}/openapi.json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  cleanUp = async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanUp());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document: info, and responses, a summary and a tag on every operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Tapfolio API', version: expect.any(String) });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const problems: string[] = [];
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) problems.push(where);
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^[1-5]\d\d$/.test(status) || !response.description) {
          problems.push(`${where}: response ${status} has no description`);
        }
      }
      if (!operation.summary) problems.push(`${where}: no summary (documented() not attached?)`);
      if (!operation.tags?.length) problems.push(`${where}: no tag`);
      // Every {param} of the path is declared, as a required path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const declared = operation.parameters?.find((p) => p.name === name && p.in === 'path');
        if (!declared?.required) problems.push(`${where}: path parameter ${name} not declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every route the API registered, with its method, and nothing else', () => {
    expect(registered.size).toBeGreaterThan(40);
    const documentedRoutes = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    const documentedTemplates = new Set([...documentedRoutes].map(template));
    const missing = [...registered].filter((route) => !documentedTemplates.has(template(route)));
    expect(missing).toEqual([]);
    const extra = [...documentedRoutes].filter(
      (route) => ![...registered].some((r) => template(r) === template(route)),
    );
    expect(extra).toEqual([]);
    expect(documentedRoutes.size).toBe(registered.size);
  });

  it('marks exactly the routes that refuse a request without a token (401) as signed-in', async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const url = path.replace(/\{\w+\}/g, randomUUID());
      const res = await app.inject({ method: method.toUpperCase() as HTTPMethods, url });
      const signedIn = (operation.security ?? []).some((s) => 'bearerAuth' in s);
      if (signedIn !== (res.statusCode === 401)) {
        wrong.push(
          `${method.toUpperCase()} ${path}: security ${signedIn}, answered ${res.statusCode}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('carries the shared yup rules: sign-up’s e-mail format, password length, required fields', () => {
    const body = (path: string, method: string) =>
      doc.paths[`${API_BASE}${path}`]![method]!.requestBody!.content['application/json']!.schema;
    const signup = body('/user/register', 'post') as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
      additionalProperties: boolean;
    };
    expect([...signup.required].sort()).toEqual(['email', 'name', 'password']);
    expect(signup.additionalProperties).toBe(false);
    expect(signup.properties.email).toMatchObject({
      type: 'string',
      format: 'email',
      maxLength: 254,
    });
    expect(signup.properties.password).toMatchObject({
      type: 'string',
      minLength: 8,
      maxLength: 128,
    });
    expect(signup.properties.name).toMatchObject({ type: 'string', minLength: 3 });

    const login = body('/user/login', 'patch') as { properties: Record<string, object> };
    expect(login.properties.password).toMatchObject({ minLength: 8 });
    const address = body('/addressbook', 'post') as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(address.properties.pincode).toMatchObject({ type: 'string', pattern: '^\\d{6}$' });

    const list = doc.paths[`${API_BASE}/product`]!.get!.parameters!;
    expect(list.find((p) => p.name === 'sort')).toMatchObject({
      in: 'query',
      schema: { enum: ['new', 'popular', 'priceDsc', 'priceAsc'] },
    });
    // A refusal is documented as the API's failure envelope.
    expect(doc.paths[`${API_BASE}/user/register`]!.post!.responses!['400']).toMatchObject({
      content: { 'application/json': { schema: { required: ['success', 'message', 'code'] } } },
    });
  });

  it('is the same for anyone, signed in or not', async () => {
    const signedIn = await app.inject({
      method: 'GET',
      url: `${API_BASE}/openapi.json`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(signedIn.json()).toEqual(doc);
    const page = await app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(page.json()).toEqual(doc);
  });
});

describe('GET /api/v1/docs', () => {
  it('serves the Swagger UI page under its own strict content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/docs` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    // Every script the page loads is a file of its own, allowed by 'self'.
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    // Every file the page names is there, under the API's prefix (and this page's CSP).
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const url = new URL(asset, `http://tapfolio.test${API_BASE}/docs`).pathname;
      const file = await app.inject({ method: 'GET', url });
      expect([url, file.statusCode]).toEqual([url, 200]);
    }
    const init = await app.inject({
      method: 'GET',
      url: `${API_BASE}/docs/static/swagger-initializer.js`,
    });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
  });
});

describe('validation stays yup’s: the JSON Schemas only document', () => {
  it('answers a bad sign-up with the shared messages, as before', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/user/register`,
      payload: { name: 'Asha Rao', email: 'asha@example.com', password: 'Secret123', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toBe(UNKNOWN_FIELDS_MESSAGE.replace('${properties}', 'extra'));
    const fields = await app.inject({
      method: 'POST',
      url: `${API_BASE}/user/register`,
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(fields.json().fields).toMatchObject({
      name: validationMessages.signupNameRequired,
      email: validationMessages.signupEmailInvalid,
    });
  });

  it('reads a query as the handler casts it (no ajv coercion or refusal first)', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/product?page=2&limit=5` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const bad = await app.inject({ method: 'GET', url: `${API_BASE}/product?sort=sideways` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('still answers a signed-in route as before', async () => {
    const t = {
      app,
      call: (method: HTTPMethods, path: string, options: { body?: unknown } = {}) =>
        app.inject({ method, url: `${API_BASE}${path}`, payload: options.body as object }),
    } as unknown as TestApp;
    const user = await registerUser(t, 'Docs Reader');
    const res = await app.inject({
      method: 'GET',
      url: `${API_BASE}/user/profile`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'Docs Reader' });
  });
});

/**
 * Redocly's "recommended" rules warn of these, and they stay: each is the API as it is, not a
 * slip of the document.
 */
const KNOWN_WARNINGS: Record<string, string> = {
  // Tapfolio's API is not published under a licence.
  'info-license': 'no licence is granted',
  // The router prefers literal segments (`/portfolio/leads/{id}` is never a card's vCard), and
  // the web app's URLs are the product's: they stay.
  'no-ambiguous-paths /api/v1/portfolio/leads/{id}': 'the router prefers literal segments',
  'no-ambiguous-paths /api/v1/portfolio/webhooks/{id}': 'the router prefers literal segments',
  // A probe and a public list: nothing a client sends can be refused.
  'operation-4xx-response /api/v1/health': 'the health probe refuses nothing',
  'operation-4xx-response /api/v1/product-category': 'the category list refuses nothing',
  'operation-4xx-response /api/v1/shop/delivery': 'a setting, read by anyone: refuses nothing',
};

/** Every JSON Schema in the document: request bodies, parameters, answers. */
function schemasOf(): { where: string; schema: object }[] {
  const found: { where: string; schema: object }[] = [];
  for (const { path, method, operation } of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      found.push({ where: `${where} body ${type}`, schema: media.schema });
    }
    for (const parameter of operation.parameters ?? []) {
      const { schema } = parameter as { schema?: object };
      if (schema) found.push({ where: `${where} ${parameter.in} ${parameter.name}`, schema });
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (media.schema) found.push({ where: `${where} ${status} ${type}`, schema: media.schema });
      }
    }
  }
  return found;
}

describe('the document itself', () => {
  it("passes Redocly's recommended rules: no error, and only the warnings known here", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    const warnings = problems
      .filter((problem) => problem.severity === 'warn')
      .map((problem) => {
        const pointer = problem.location[0]?.pointer ?? '';
        const path = /^#\/paths\/([^/]+)/.exec(pointer)?.[1]?.replaceAll('~1', '/');
        return path ? `${problem.ruleId} ${path}` : problem.ruleId;
      });
    expect(warnings.filter((warning) => !(warning in KNOWN_WARNINGS))).toEqual([]);
  });

  it('is a valid OpenAPI document to swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('holds only valid JSON Schemas (a `{"type": []}` matches nothing and is refused)', () => {
    const ajv = new Ajv2020({ strict: false, formats: { ...fullFormats, binary: true } });
    const invalid = schemasOf().flatMap(({ where, schema }) =>
      ajv.validateSchema(schema) ? [] : [`${where}: ${ajv.errorsText(ajv.errors)}`],
    );
    expect(invalid).toEqual([]);
  });

  it('names its server, and an operation id, security and a success body for every operation', () => {
    expect(doc.servers).toEqual([
      { url: expect.stringMatching(/^https?:\/\//), description: expect.any(String) },
    ]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const problems: string[] = [];
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!Array.isArray(operation.security)) problems.push(`${where}: no security (public is [])`);
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      if (successes.length === 0) problems.push(`${where}: no success`);
      for (const [status, response] of successes) {
        const bodies = Object.values(response.content ?? {});
        // 204 is the one success without a body.
        if (status !== '204' && (bodies.length === 0 || bodies.some((media) => !media.schema))) {
          problems.push(`${where}: ${status} has no body schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has one template per path: a parameter has one name at its place, whatever the method', () => {
    const templates = Object.keys(doc.paths).map(template);
    expect(templates.length - new Set(templates).size).toBe(0);
    expect(doc.paths[`${API_BASE}/cart/{id}`]).toMatchObject({
      post: { operationId: 'addToCart' },
      delete: { operationId: 'removeCartLine' },
    });
  });

  it("says each answer's content type: zip, vCard, images, the lead form's redirect without a body", () => {
    const content = (path: string, method: string, status: string) =>
      doc.paths[`${API_BASE}${path}`]![method]!.responses![status]!.content;
    expect(Object.keys(content('/user/export', 'get', '200')!)).toEqual(['application/zip']);
    expect(Object.keys(content('/portfolio/{userId}/vcard', 'get', '200')!)).toEqual([
      'text/vcard',
    ]);
    expect(Object.keys(content('/portfolio/{userId}/qr', 'get', '200')!).sort()).toEqual([
      'image/png',
      'image/svg+xml',
    ]);
    expect(Object.keys(content('/file', 'get', '200')!).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(content('/portfolio/{userId}/leads', 'post', '303')).toBeUndefined();
    expect(content('/file', 'get', '304')).toBeUndefined();
    const file = doc.paths[`${API_BASE}/file`]!.get!.parameters!;
    expect(file.find((p) => p.name === 'key')).toMatchObject({ in: 'query', required: true });
    expect(file.find((p) => p.name === 'w')).toMatchObject({ in: 'query', required: false });
  });

  it("takes the uploads' `image` as a multipart/form-data file", () => {
    for (const path of [
      '/portfolio/upload',
      '/portfolio-service/upload',
      '/admin/product/upload',
    ]) {
      expect(doc.paths[`${API_BASE}${path}`]!.post!.requestBody).toMatchObject({
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { image: { type: 'string', format: 'binary' } },
              required: ['image'],
            },
          },
        },
      });
    }
  });

  it('derives the card’s answer from the shared yup schema, and says who may call', () => {
    const card = doc.paths[`${API_BASE}/portfolio/{userId}`]!.get!;
    expect(card.security).toEqual([]);
    const result = card.responses!['200']!.content!['application/json']!.schema as {
      properties: { result: { required: string[]; properties: Record<string, unknown> } };
    };
    expect(result.properties.result.required).toEqual(['portfolio', 'services']);
    expect(doc.paths[`${API_BASE}/portfolio`]!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths[`${API_BASE}/user/login`]!.patch!.responses).toHaveProperty('429');
  });

  it('converts a nullable mixed schema (the handle) to any value, required by its own rule', () => {
    const handle = doc.paths[`${API_BASE}/portfolio/handle`]!.patch!.requestBody!.content[
      'application/json'
    ]!.schema as { required: string[]; properties: { handle: Record<string, unknown> } };
    expect(handle.properties.handle.type).toBeUndefined();
    expect(handle.required).toEqual(['handle']);
    const availability = doc.paths[`${API_BASE}/portfolio/handle/availability`]!.get!.parameters!;
    expect(availability.find((p) => p.name === 'handle')).toMatchObject({ required: true });

    const converted = toJsonSchema(
      object({
        anything: mixed().nullable(),
        choice: mixed().oneOf(['a', 'b']).nullable(),
        name: string().nullable(),
      }),
    ) as { properties: Record<string, { type?: unknown }> };
    expect(converted.properties.anything!.type).toBeUndefined();
    expect(converted.properties.choice!.type).toEqual(['string', 'null']);
    expect(converted.properties.name!.type).toEqual(['string', 'null']);
  });
});

describe('answers are serialised as before: the documented schemas are never compiled', () => {
  // Fields in an order the schema does not have, and one it does not name at all.
  const answer = { success: true, result: { extra: [1, 'two'], name: 'Asha', z: null } };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (instance) =>
          instance.get(
            '/__documented',
            documented({
              operationId: 'documentedProbe',
              summary: 'A probe',
              tags: ['health'],
              responses: {
                200: envelope('The probe', {
                  type: 'object',
                  properties: { name: { type: 'string' } },
                  additionalProperties: false,
                }),
              },
            }),
            async () => answer,
          ),
      },
    );
  });
  afterAll(() => t?.close());

  it('keeps every route’s answer schema out of Fastify', () => {
    expect(serialized).toEqual([]);
  });

  it('sends a documented answer byte for byte as JSON.stringify writes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/__documented` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(answer));
  });
});
