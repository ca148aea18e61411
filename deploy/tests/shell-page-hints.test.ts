import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SHELL_PAGES_FILE } from 'shared-contracts';
import { createFixture, NEW, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

const HOME_FILES = ['static/css/async/page-home.1a.css', 'static/js/async/page-home.2b.js'];
const POLICY_FILES = ['static/js/async/page-policy.3c.js'];

const homeLinks = (files = HOME_FILES) => [
  `<link rel="preload" as="style" href="/${files[0]}">`,
  `<link rel="preload" as="script" href="/${files[1]}">`,
];

/** What waits in the signed-in page's template for its first script to find a session. */
const waiting = (html: string) =>
  /<template id="tf-signed-in-preloads">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';

describe("a shell page's own chunk, preloaded on its page", () => {
  let f: Fixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    f = await createFixture();
    await f.write(
      `shell/dist/${SHELL_PAGES_FILE}`,
      JSON.stringify({ '/home': HOME_FILES, '/policy': POLICY_FILES }),
    );
    app = await createTestGateway(f);
  });
  afterAll(async () => {
    await app.close();
    await f.cleanup();
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("names Home's files beside the app's, waiting with them for a session", async () => {
    const html = await page('/home');
    for (const link of homeLinks()) expect(waiting(html)).toContain(link);
    expect(waiting(html)).toContain('/static/shared-libs.5678.js');
    // Only in the template: a visitor on their way to sign in downloads none of it.
    expect(html.replace(waiting(html), '')).not.toContain('page-home');
    expect(waiting(await page('/home/'))).toContain(homeLinks()[1]);
  });

  it("a public shell page's in its head, and no other page's", async () => {
    const policy = await page('/policy');
    expect(policy).toMatch(
      new RegExp(`<link rel="preload" as="script" href="/${POLICY_FILES[0]}"></head>`),
    );
    expect(policy).not.toContain('page-home');
    for (const path of ['/orders', '/account/details', '/constructor', '/__proto__', '/']) {
      expect(await page(path)).not.toContain('page-');
    }
  });

  it('follows a rebuilt shell, and a build without the file keeps its pages as they are', async () => {
    const rebuilt = ['static/css/async/page-home.9a.css', 'static/js/async/page-home.98b.js'];
    await f.write(`shell/dist/${SHELL_PAGES_FILE}`, JSON.stringify({ '/home': rebuilt }));
    await utimes(join(f.shellDir, SHELL_PAGES_FILE), NEW, NEW);
    const html = await page('/home');
    for (const link of homeLinks(rebuilt)) expect(waiting(html)).toContain(link);
    expect(html).not.toContain(HOME_FILES[1]);

    await f.write(`shell/dist/${SHELL_PAGES_FILE}`, '{ not json');
    await utimes(join(f.shellDir, SHELL_PAGES_FILE), NEW + 1, NEW + 1);
    expect(await page('/home')).not.toContain('page-home');
    await rm(join(f.shellDir, SHELL_PAGES_FILE));
    const without = await page('/home');
    expect(without).not.toContain('page-home');
    expect(waiting(without)).toContain('/static/shared-libs.5678.js');
  });
});
