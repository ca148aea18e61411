import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { portfolioMeta, renderPortfolioMeta } from '../src/portfolio-meta.js';
import { shellRoutes } from '../src/shell.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway, TEST_PUBLIC_URL } from './helpers/gateway.js';
import { SIGN_IN_FIRST } from '../src/server-render/sign-in-first.js';

/** The shell's index.html as rsbuild writes it: the title before the charset, a generic description. */
const INDEX_HTML =
  '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<title>Tapfolio</title><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
  '<meta name="description" content="Your free digital business card and portfolio, one tap away.">' +
  '<script defer src="/static/js/index.d54442bc30.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
/** index.html as the gateway serves it: in the request's language (English when none is asked). */
const SERVED_HTML = INDEX_HTML.replace('<html>', '<html lang="en">');
const SHELL_DESCRIPTION = 'Your free digital business card and portfolio, one tap away.';

const PICTURE_KEY =
  'portfolios/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg';
const PICTURE_URL = `${TEST_PUBLIC_URL}/api/v1/file?key=${encodeURIComponent(PICTURE_KEY)}`;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every `<meta name|property="..." content="...">` of the head, decoded, in order. */
function metaOf(html: string): Record<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found: Record<string, string[]> = {};
  for (const [, key, content] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  )) {
    (found[key!] ??= []).push(decode(content!));
  }
  return found;
}

const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => decode(text!));
  expect(titles).toHaveLength(1);
  return titles[0];
};

/**
 * A page as the shell built it, without what remote-hints adds to every page and the sign-in-first
 * script the signed-in screens (/portfolio, /edit-profile) and / carry.
 */
const withoutRemoteHints = (html: string) =>
  html
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/<script type="application\/json" id="tf-remotes">[\s\S]*?<\/script>/, '')
    .replace(`<script>${SIGN_IN_FIRST}</script>`, '');

describe('link previews of /portfolio/{userId}, with the real API', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let asha: string;

  /**
   * Registers a person and onboards them with this name (and designation) on the card; returns the
   * user id. A name holds letters, spaces and . ' - only: free text reaches the page through the
   * designation, which describes the card.
   */
  const onboard = async (name: string, designation = '') => {
    const email = `${randomUUID()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { name: 'Card Owner', email, password: 'Secret123' },
    });
    expect(registered.statusCode).toBe(201);
    const { token, userId } = registered.json().result as { token: string; userId: string };
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolio',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        personalInfo: { name, email, phoneNumber: '9876543210', whatsappNumber: '9876543210' },
        addressInfo: { buildingName: 'A', area: 'B', pincode: '560038' },
        workInfo: { designation },
      },
    });
    expect(created.statusCode).toBe(201);
    return userId;
  };

  const page = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    f = await createFixture();
    await f.write('shell/dist/index.html', INDEX_HTML);
    // The gateway's default rewrites: what server.ts and the e2e suite run.
    app = await createTestGateway(f, 'default');
    asha = await onboard('Asha Rao');
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it("titles the page with the person's name and adds Open Graph and Twitter tags", async () => {
    const res = await page(`/portfolio/${asha}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe('Asha Rao | Tapfolio');
    expect(metaOf(res.body)).toEqual({
      viewport: ['width=device-width, initial-scale=1, viewport-fit=cover'],
      // Its owner has not asked for it to be listed by search engines.
      robots: ['noindex'],
      // Nobody has told the card a designation or company yet: the shell's description stays.
      description: [SHELL_DESCRIPTION],
      'og:type': ['profile'],
      'og:site_name': ['Tapfolio'],
      'og:title': ['Asha Rao'],
      'og:url': [`${TEST_PUBLIC_URL}/portfolio/${asha}`],
      'twitter:card': ['summary'],
      'twitter:title': ['Asha Rao'],
    });
  });

  it('keeps the rest of index.html: charset first, the app script, the root element', async () => {
    const { body } = await page(`/portfolio/${asha}`);
    expect(body.startsWith('<!DOCTYPE html><html lang="en"><head><link rel="icon"')).toBe(true);
    expect(body.indexOf('<meta charset="utf-8">')).toBeLessThan(200);
    expect(body).toContain('<script defer src="/static/js/index.d54442bc30.js"></script>');
    // The tags close the head, after everything the shell put there.
    expect(body).toMatch(
      /index\.d54442bc30\.js"><\/script><meta name="robots" content="noindex"><meta property="og:type"[^]*<\/head>/,
    );
    expect(body.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('gives og:url without the query string', async () => {
    const { body } = await page(`/portfolio/${asha}?ref=nfc&utm_source=card`);
    expect(metaOf(body)['og:url']).toEqual([`${TEST_PUBLIC_URL}/portfolio/${asha}`]);
  });

  it('gives the canonical og:url for an id typed in capitals', async () => {
    const { body } = await page(`/portfolio/${asha.toUpperCase()}`);
    expect(titleOf(body)).toBe('Asha Rao | Tapfolio');
    expect(metaOf(body)['og:url']).toEqual([`${TEST_PUBLIC_URL}/portfolio/${asha}`]);
  });

  it('escapes what the card says, so markup in it stays inert text', async () => {
    const designation = '"><script>alert(1)</script>';
    const userId = await onboard('Asha Rao', designation);
    const { body, statusCode } = await page(`/portfolio/${userId}`);
    expect(statusCode).toBe(200);
    expect(body).not.toContain('<script>alert(1)');
    // The shell's one script; the registry's data block (remote-hints) never runs.
    expect(body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(body).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(metaOf(body)['description']).toEqual([designation]);
    expect(metaOf(body)['og:description']).toEqual([designation]);
    expect(metaOf(body)['twitter:description']).toEqual([designation]);
  });

  it("keeps replacement patterns such as $& and $' in what the card says as text", async () => {
    const designation = "Lead $& $' $` Designer";
    const userId = await onboard('Asha Rao', designation);
    const { body } = await page(`/portfolio/${userId}`);
    expect(titleOf(body)).toBe('Asha Rao | Tapfolio');
    expect(metaOf(body)['og:description']).toEqual([designation]);
    expect(body.match(/<html[ >]/g)).toHaveLength(1);
  });

  it('answers a 404 page, kept out of search results, for an id nobody has', async () => {
    for (const url of [`/portfolio/${randomUUID()}`, `/portfolio/${randomUUID()}?ref=nfc`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain("This card doesn't exist");
    }
  });

  it.each([
    '/portfolio/abc',
    '/portfolio/not-a-uuid',
    `/portfolio/${'a'.repeat(36)}`,
    '/portfolio/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/portfolio/..%2F..%2Fapi%2Fv1%2Fuser%2Fprofile',
  ])('answers the 404 page for the malformed id in %s, echoing nothing of it', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('script>alert');
  });

  it('leaves other pages alone, the own-portfolio page and deeper paths too', async () => {
    for (const url of ['/', '/login', '/portfolio', `/portfolio/${asha}/edit`, '/edit-profile']) {
      expect(withoutRemoteHints((await page(url)).body)).toBe(SERVED_HTML);
    }
  });
});

describe('link previews through the hook, with a stand-in API', () => {
  const userId = '0b0e8a4e-5c3f-4a7e-9d1a-2f6c8b7e4d10';
  let answer: { status: number; body: unknown };
  let asked: string[];
  let shellFixture: Fixture;
  let app: FastifyInstance;

  const portfolioOf = (workInfo: object, profilePicture: object | null = null) => ({
    success: true,
    result: {
      portfolio: {
        userId,
        personalInfo: { name: 'Asha Rao', profilePicture, bannerImage: null },
        workInfo,
      },
      services: [],
    },
  });

  beforeAll(async () => {
    shellFixture = await createFixture();
    await shellFixture.write('shell/dist/index.html', INDEX_HTML);
    app = Fastify();
    app.get('/api/v1/portfolio/:userId', async (request, reply) => {
      asked.push(request.url);
      if (answer.status === 200 && typeof answer.body === 'string') {
        return reply.type('application/json').send(answer.body);
      }
      return reply.code(answer.status).send(answer.body);
    });
    await shellRoutes(app, {
      shellDir: shellFixture.shellDir,
      html: [portfolioMeta({ publicUrl: `${TEST_PUBLIC_URL}/` })],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await shellFixture?.cleanup();
  });

  const preview = async (body: unknown, status = 200) => {
    answer = { status, body };
    asked = [];
    const res = await app.inject({ method: 'GET', url: `/portfolio/${userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(asked).toEqual([`/api/v1/portfolio/${userId}`]);
    return res.body;
  };

  it('describes the card as "{designation} at {company}" and shows the profile picture', async () => {
    const body = await preview(
      portfolioOf({ designation: 'Designer', companyName: 'Tapfolio' }, { key: PICTURE_KEY }),
    );
    expect(titleOf(body)).toBe('Asha Rao | Tapfolio');
    expect(metaOf(body)).toEqual({
      viewport: ['width=device-width, initial-scale=1, viewport-fit=cover'],
      robots: ['noindex'],
      description: ['Designer at Tapfolio'],
      'og:type': ['profile'],
      'og:site_name': ['Tapfolio'],
      'og:title': ['Asha Rao'],
      'og:description': ['Designer at Tapfolio'],
      'og:url': [`${TEST_PUBLIC_URL}/portfolio/${userId}`],
      'og:image': [PICTURE_URL],
      'twitter:card': ['summary'],
      'twitter:title': ['Asha Rao'],
      'twitter:description': ['Designer at Tapfolio'],
      'twitter:image': [PICTURE_URL],
    });
  });

  it.each([
    [{ designation: 'Designer', companyName: '' }, 'Designer'],
    [{ designation: ' ', companyName: 'Tapfolio' }, 'Tapfolio'],
    [
      { designation: 'Lead <Design> & "Print"', companyName: "Rao's" },
      `Lead <Design> & "Print" at Rao's`,
    ],
  ])('describes the work info %j as %j', async (workInfo, description) => {
    const tags = metaOf(await preview(portfolioOf(workInfo)));
    expect(tags.description).toEqual([description]);
    expect(tags['og:description']).toEqual([description]);
    expect(tags['twitter:description']).toEqual([description]);
    expect(tags['og:image']).toBeUndefined();
  });

  it('answers the plain index.html when the API fails or answers nonsense', async () => {
    expect(await preview({ message: 'boom' }, 500)).toBe(SERVED_HTML);
    expect(await preview({ success: false, message: 'Portfolio not found' }, 404)).toBe(
      SERVED_HTML,
    );
    expect(await preview('<html>not json')).toBe(SERVED_HTML);
    expect(await preview({ success: true, result: {} })).toBe(SERVED_HTML);
    expect(await preview(portfolioOf({}, null).result.portfolio)).toBe(SERVED_HTML);
  });
});

describe('renderPortfolioMeta', () => {
  const card = { name: 'Asha Rao', path: '/portfolio/abc' };
  const options = { publicUrl: TEST_PUBLIC_URL };

  it('replaces social tags the shell already has instead of repeating them', () => {
    const html =
      '<html><head><title>Tapfolio</title><meta property="og:title" content="Tapfolio">' +
      '<meta name="twitter:card" content="summary_large_image"><meta name="description" content="x">' +
      '</head><body></body></html>';
    const tags = metaOf(renderPortfolioMeta(html, { ...card, designation: 'Designer' }, options));
    expect(tags['og:title']).toEqual(['Asha Rao']);
    expect(tags['twitter:card']).toEqual(['summary']);
    expect(tags.description).toEqual(['Designer']);
  });

  it('adds a title when index.html has none', () => {
    const html = renderPortfolioMeta('<html><head></head><body></body></html>', card, options);
    expect(titleOf(html)).toBe('Asha Rao | Tapfolio');
  });

  it('escapes every value, the image key included', () => {
    const html = renderPortfolioMeta(
      INDEX_HTML,
      {
        name: `<b>'Asha'</b> & "Rao"`,
        designation: '<img src=x onerror=alert(1)>',
        companyName: '"Co"',
        imageKey: 'a" onload="alert(1)',
        path: '/portfolio/abc',
      },
      options,
    );
    expect(html).not.toMatch(/<b>|<img|onload="|onerror=alert\(1\)>/);
    const tags = metaOf(html);
    expect(tags['og:title']).toEqual([`<b>'Asha'</b> & "Rao"`]);
    expect(tags['og:description']).toEqual(['<img src=x onerror=alert(1)> at "Co"']);
    expect(tags['og:image']).toEqual([
      `${TEST_PUBLIC_URL}/api/v1/file?key=${encodeURIComponent('a" onload="alert(1)')}`,
    ]);
  });
});
