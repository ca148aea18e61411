import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { writeAuthRelease } from './helpers/auth-release.js';
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
