import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SIGN_IN_FIRST, SIGNED_IN_PRELOADS_ID } from '../src/server-render/sign-in-first.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

/** Runs the page's script as a browser would, with this phone's storage: where it sends them. */
function run(script: string, url: string, stored: Record<string, string>) {
  const { pathname, search } = new URL(url);
  const replaced: string[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname, search, replace: (to: string) => replaced.push(to) },
    encodeURIComponent,
  });
  return replaced;
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, source]) => source!);

describe('a signed-in screen opened with no session', () => {
  let f: Fixture;
  let app: FastifyInstance;
  const page = async (path: string) => (await app.inject({ method: 'GET', url: path })).body;

  beforeAll(async () => {
    f = await createFixture();
    app = await createTestGateway(f);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('sends the visitor to sign in first, with the way back, before the app loads', async () => {
    for (const path of ['/products', '/home', '/orders/abc', '/edit-profile/work', '/backoffice']) {
      const html = await page(path);
      const [first] = inlineScripts(html);
      // The head's first script: nothing of the app runs before it.
      expect(html.indexOf(`<script>${SIGN_IN_FIRST}</script>`), path).toBe(html.indexOf('<script'));
      expect(first, path).toBe(SIGN_IN_FIRST);
    }
    expect(run(SIGN_IN_FIRST, 'https://t.test/products?sort=new', {})).toEqual([
      '/login?from=%2Fproducts%3Fsort%3Dnew',
    ]);
    expect(run(SIGN_IN_FIRST, 'https://t.test/orders/abc', {})).toEqual([
      '/login?from=%2Forders%2Fabc',
    ]);
  });

  it("keeps the page's preloads for a session: inert until the script has found one", async () => {
    for (const path of ['/home', '/']) {
      const html = await page(path);
      // Before the script, in a template: a browser's look-ahead fetches none of them for a
      // visitor on their way to sign in.
      expect(html, path).toContain(
        `<head><template id="${SIGNED_IN_PRELOADS_ID}"><link href="/static/shared-libs.5678.js" rel="preload" as="script"></template><script>${SIGN_IN_FIRST}</script>`,
      );
      const outside = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
      expect(outside, path).not.toContain('rel="preload"');
    }
    // A public page keeps its preloads where they were.
    expect(await page('/login')).not.toContain(SIGNED_IN_PRELOADS_ID);

    const runWith = (stored: Record<string, string>) => {
      const template = { content: 'the preloads', removed: false, remove: () => {} };
      template.remove = () => void (template.removed = true);
      const appended: unknown[] = [];
      const replaced: string[] = [];
      runInNewContext(SIGN_IN_FIRST, {
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        location: { pathname: '/home', search: '', replace: (to: string) => replaced.push(to) },
        encodeURIComponent,
        document: {
          getElementById: (id: string) => (id === SIGNED_IN_PRELOADS_ID ? template : null),
          head: { append: (node: unknown) => appended.push(node) },
        },
      });
      return { appended, replaced, removed: template.removed };
    };
    // Signed in: they go into the head, and are fetched.
    expect(runWith({ token: 'a.b.c' })).toEqual({
      appended: ['the preloads'],
      replaced: [],
      removed: true,
    });
    // Signed out: sent to sign in, nothing fetched.
    expect(runWith({})).toEqual({
      appended: [],
      replaced: ['/login?from=%2Fhome'],
      removed: false,
    });
  });

  it('sends someone signed out from / to the login screen, with no way back to name', async () => {
    expect(inlineScripts(await page('/'))[0]).toBe(SIGN_IN_FIRST);
    expect(run(SIGN_IN_FIRST, 'https://t.test/', {})).toEqual(['/login']);
    expect(run(SIGN_IN_FIRST, 'https://t.test/?utm_source=card', {})).toEqual(['/login']);
    expect(run(SIGN_IN_FIRST, 'https://t.test/', { token: 'a.b.c' })).toEqual([]);
  });

  it('leaves a signed-in person, and a phone that refuses storage, to the app', () => {
    expect(run(SIGN_IN_FIRST, 'https://t.test/products', { token: 'a.b.c' })).toEqual([]);
    const refused = () =>
      runInNewContext(SIGN_IN_FIRST, {
        get localStorage(): never {
          throw new Error('SecurityError');
        },
        location: { pathname: '/home', search: '', replace: () => {} },
        encodeURIComponent,
      });
    expect(refused).not.toThrow();
  });

  it('is not on public pages, nor on the sign-in screens themselves', async () => {
    for (const path of ['/login', '/register', '/forgot-password', '/product/abc', '/join']) {
      expect(inlineScripts(await page(path)), path).not.toContain(SIGN_IN_FIRST);
    }
  });

  it("is allowed by the page's content security policy, by its hash", async () => {
    const res = await app.inject({ method: 'GET', url: '/cart' });
    const [script] = inlineScripts(res.body);
    const hash = `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(hash);
  });
});
