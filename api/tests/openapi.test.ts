import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { API_BASE, UNKNOWN_FIELDS_MESSAGE, validationMessages } from 'shared-contracts';
import { api, loadConfig, serverOptions } from '../src/app.js';
import { RAZORPAY_EMULATOR_PATH } from '../src/config.js';
import { freshDatabaseUrl } from './helpers/database.js';
import { registerUser } from './helpers/users.js';
import type { TestApp } from './helpers/app.js';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, { description?: string }>;
}
interface OpenApiDocument {
  openapi: string;
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

/** `/portfolio/:userId` as OpenAPI writes it: `/portfolio/{userId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let app: FastifyInstance;
let doc: OpenApiDocument;
/** Every route the API registered, as `METHOD /path`, HEAD left out (Fastify adds one per GET). */
const registered = new Set<string>();
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-openapi-'));
  const database = await freshDatabaseUrl();
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, RECONCILE_INTERVAL_SECONDS: '0' }),
    databaseUrl: database.url,
    logLevel: 'silent',
  };
  app = Fastify(serverOptions(config));
  // On the root, before the API is registered: it sees every route of every plugin inside it.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && isPublicApi(route.url)) registered.add(`${method} ${route.url}`);
    }
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
    const missing = [...registered].filter((route) => !documentedRoutes.has(openApiPath(route)));
    expect(missing).toEqual([]);
    const extra = [...documentedRoutes].filter(
      (route) => ![...registered].some((r) => openApiPath(r) === route),
    );
    expect(extra).toEqual([]);
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
