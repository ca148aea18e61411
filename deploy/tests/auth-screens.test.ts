import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { writeAuthRelease } from './helpers/auth-release.js';
import { ENHANCE_LOADER } from '../src/card/card-document.js';
import { outsideTemplate } from './helpers/app-template.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

describe('the signed-out screens rendered by the gateway', () => {
  let f: Fixture;
  let app: FastifyInstance;

  const page = (path: string) => app.inject({ method: 'GET', url: path });
  const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, t]) => t);
  /** What the gateway put before the app's root. */
  const prerendered = (html: string) =>
    /<div id="tf-prerendered">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1];

  beforeAll(async () => {
    f = await createFixture();
    await writeAuthRelease(f, 'build-one');
    app = await createTestGateway(f);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it("puts the release's render of /login in the shell's page, with its title and CSS", async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(prerendered(res.body)).toBe(
      '<main class="auth" data-build="build-one"><h1>Login</h1><input name="email"></main>',
    );
    // The screen's own title in place of the shell's, once.
    expect(titles(res.body)).toEqual(['Login | Tapfolio']);
    expect(res.body).toContain('<style>.auth{color:#123}/* build-one */');
    // The app still boots, and takes the screen over.
    expect(res.body).toContain('<script src="/static/app.1234.js"></script>');
  });

  it('renders the screen the router would show for the path: any case, a final slash, a query', async () => {
    for (const path of ['/register', '/Register', '/register/', '/register?from=%2Fcart']) {
      const res = await page(path);
      expect(prerendered(res.body), path).toContain('<h1>Create Account</h1>');
      expect(titles(res.body), path).toEqual(['Create Account | Tapfolio']);
    }
  });

  it("serves the app's page for the remote's other screens and for every other path", async () => {
    // /account is remote-auth's, but its server build renders nothing for it; /reset-password/:token
    // is never asked (a person's link); /products is another remote's.
    for (const path of ['/account', '/reset-password/abc', '/products', '/login/extra']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('tf-prerendered');
      expect(titles(res.body), path).toEqual(['Tapfolio']);
    }
  });

  it("serves the app's page when the release has no server build, or one that throws; never a 500", async () => {
    await writeAuthRelease(f, 'no-server', null);
    let res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tf-prerendered');

    await writeAuthRelease(
      f,
      'throws',
      'exports.AUTH_RENDER_API = 1; exports.renderAuthScreen = () => { throw new Error("boom"); };',
    );
    res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tf-prerendered');

    await writeAuthRelease(
      f,
      'other-contract',
      'exports.AUTH_RENDER_API = 3; exports.renderAuthScreen = () => ({ markup: "<p>v3</p>", title: "v3" });',
    );
    res = await page('/login');
    expect(res.body).not.toContain('tf-prerendered');

    // A release with a server build again: the next request renders with it.
    await writeAuthRelease(f, 'build-two');
    for (let i = 0; i < 3; i++) {
      expect((await page('/login')).body).toContain('data-build="build-two"');
    }
  });
});

describe("a release's sign-in client", () => {
  let f: Fixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    f = await createFixture();
    app = await createTestGateway(f);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('runs the rendered screen instead of the app, whose scripts wait in a template', async () => {
    const version = await writeAuthRelease(f, 'with-client', undefined, { client: true });
    for (const path of ['/login', '/register']) {
      const html = (await app.inject({ method: 'GET', url: path })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // The client, fetched by the card's loader once the screen has painted; the fallback that
      // starts the app should it not load; the app's scripts waiting.
      expect(head, path).toContain(
        `<meta name="tf-enhance" content="/remotes/remote-auth/${version}/sign-in/sign-in.js">`,
      );
      expect(head, path).toContain(`<script>${ENHANCE_LOADER}</script>`);
      expect(head, path).toContain(
        '<template id="tf-app-scripts"><link href="/static/shared-libs.5678.js" rel="preload" as="script"><script src="/static/app.1234.js"></script></template>',
      );
      // Both inline scripts are allowed by their hashes, computed here from the page itself.
      const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, text]) => text ?? '',
      );
      expect(inline, path).toHaveLength(2);
      const res = await app.inject({ method: 'GET', url: path });
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      for (const text of inline) {
        const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
        expect(scriptSrc, path).toContain(hash);
      }
      // The app's script is in the template only: nothing of the app is fetched for this screen,
      // nor the remote's files the app would load (no preloads), while the registry it starts
      // from is in the page.
      expect(html.match(/app\.1234\.js/g), path).toHaveLength(1);
      expect(outsideTemplate(html), path).not.toContain('rel="preload"');
      expect(html.match(/shared-libs\.5678\.js/g), path).toHaveLength(1);
      expect(html, path).toContain('<script type="application/json" id="tf-remotes"');
      expect(html, path).toContain('<div id="tf-prerendered"><main class="auth"');
    }
    const res = await app.inject({
      method: 'GET',
      url: `/remotes/remote-auth/${version}/sign-in/sign-in.js`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('/* the sign-in client of with-client */');
  });

  it("gives a canary's visitors the canary's screen and client, the others the current ones", async () => {
    const current = await writeAuthRelease(f, 'current-build', undefined, { client: true });
    const canary = await writeAuthRelease(f, 'canary-build', undefined, {
      client: true,
      canary: 50,
    });
    const as = async (bucket: number) =>
      (
        await app.inject({
          method: 'GET',
          url: '/login',
          headers: { cookie: `tf_bucket=${bucket}` },
        })
      ).body;
    for (const [bucket, version, mark] of [
      [10, canary, 'canary-build'],
      [90, current, 'current-build'],
    ] as const) {
      const html = await as(bucket);
      expect(html, mark).toContain(`data-build="${mark}"`);
      expect(html, mark).toContain(`/remotes/remote-auth/${version}/sign-in/sign-in.js`);
    }
    await writeAuthRelease(f, 'after-canary', undefined, { client: true });
  });

  it('leaves every other page, and a release without the client, to the app', async () => {
    await writeAuthRelease(f, 'with-client-2', undefined, { client: true });
    const account = (await app.inject({ method: 'GET', url: '/account' })).body;
    expect(account).not.toContain('tf-app-scripts');
    expect(account).toContain('<script src="/static/app.1234.js"></script>');

    await rm(join(f.root, 'repo', 'remote-auth', 'dist', 'sign-in'), { recursive: true });
    await writeAuthRelease(f, 'without-client');
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain('<div id="tf-prerendered">');
    expect(login).not.toContain('tf-app-scripts');
    expect(login).not.toContain('sign-in.js');
    // The app boots here, so the remote's first files are preloaded again.
    expect(login).toContain('<link rel="preload" as="script"');
    expect(login).toContain('<script src="/static/app.1234.js"></script>');
  });
});
