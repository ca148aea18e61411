import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { fontFacesAt } from '../src/card/card-renderer.js';
import { writeAuthRelease } from './helpers/auth-release.js';
import { writeCardRelease } from './helpers/card-release.js';
import { cardOwner } from './helpers/card-owner.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';
import { serverBuildFiles, writeServerRelease } from './helpers/server-release.js';

/**
 * A stand-in for remote-portfolio's server build of CARD_RENDER_API 2: it answers a promise, and
 * writes its one label in the language it is given (the real one is tested in remote-portfolio).
 */
const cardBuild = `
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const SAVE = { en: 'Save Contact', hi: 'संपर्क सेव करें', ta: 'தொடர்பைச் சேமி', bn: 'কন্টাক্ট সেভ করুন' };
exports.CARD_RENDER_API = 2;
exports.renderCard = async (input) =>
  '<main class="card" data-language="' + escape(input.language) + '">' +
  '<h1>' + escape(input.result.portfolio.personalInfo.name) + '</h1>' +
  '<a href="' + escape(input.vcardUrl) + '" download>' + (SAVE[input.language] || SAVE.en) + '</a></main>';
`;

/** The rules remote-portfolio's card build writes (src/server/card-fonts.css), shortened. */
const FONTS_CSS = `/* fonts */
@font-face {
  font-family: 'Noto Sans Devanagari';
  font-weight: 400;
  font-display: swap;
  src: url(fonts/devanagari-400.woff2) format('woff2');
  unicode-range: U+0900-097F, U+A8E0-A8FF;
}
@font-face {
  font-family: 'Noto Sans Bengali';
  font-weight: 400;
  font-display: swap;
  src: url(fonts/bengali-400.woff2) format('woff2');
  unicode-range: U+0964-0965, U+0980-09FE;
}
@font-face {
  font-family: 'Noto Sans Tamil';
  font-weight: 400;
  font-display: swap;
  src: url(fonts/tamil-400.woff2) format('woff2');
  unicode-range: U+0B82-0BFA;
}
`;

const SYSTEM_FONTS = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";
const TAMIL_NAME = 'முத்துலட்சுமி ராமன்';

describe('the gateway’s pages in the language of the request', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let version: string;
  let english: { userId: string };
  let tamil: { userId: string };

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

  beforeAll(async () => {
    f = await createFixture();
    version = await writeServerRelease(f, 'remote-portfolio', 'v2', {
      files: { 'card/enhance.js': '/* enhance */', 'card/fonts.css': FONTS_CSS },
      server: serverBuildFiles('render-card', cardBuild, '.card{color:#123}'),
    });
    await writeAuthRelease(
      f,
      'auth',
      `exports.AUTH_RENDER_API = 1;
       exports.renderAuthScreen = async ({ path, language }) =>
         path === '/login' ? { markup: '<h1 data-language="' + language + '">Login</h1>', title: 'Login' } : undefined;`,
    );
    app = await createTestGateway(f, 'default');
    english = await cardOwner(app, 'Asha Rao');
    tamil = await cardOwner(app, TAMIL_NAME);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('renders the card in the browser’s language, <html lang> and Vary saying so', async () => {
    const res = await get(`/portfolio/${english.userId}`, {
      'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('hi');
    expect(res.body).toContain('data-language="hi"');
    expect(res.body).toContain('संपर्क सेव करें');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });

  it('takes the app’s language cookie over Accept-Language', async () => {
    const res = await get(`/portfolio/${english.userId}`, {
      'accept-language': 'hi',
      cookie: `theme=dark; ${LANGUAGE_COOKIE}=ta`,
    });
    expect(langOf(res.body)).toBe('ta');
    expect(res.body).toContain('தொடர்பைச் சேமி');
  });

  it('keeps English as it was: no language asked, or none of ours, and no font to download', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,de;q=0.8' },
      { cookie: `${LANGUAGE_COOKIE}=xx` },
    ];
    for (const headers of asked) {
      const res = await get(`/portfolio/${english.userId}`, headers);
      expect(langOf(res.body)).toBe('en');
      expect(res.body).toContain('data-language="en"');
      expect(res.body).toContain('>Save Contact</a>');
      expect(res.body).toContain(`body{${SYSTEM_FONTS}}`);
      expect(res.body).not.toContain('@font-face');
    }
  });

  it('gives each language its own ETag, and a 304 only to the same language', async () => {
    const en = await get(`/portfolio/${english.userId}`);
    const hi = await get(`/portfolio/${english.userId}`, { 'accept-language': 'hi' });
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    const again = await get(`/portfolio/${english.userId}`, {
      'accept-language': 'hi',
      'if-none-match': hi.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toContain('accept-language, cookie');
    const other = await get(`/portfolio/${english.userId}`, {
      'accept-language': 'ta',
      'if-none-match': hi.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);
    expect(langOf(other.body)).toBe('ta');
  });

  it("shows the owner's Tamil name as written, with only the Tamil font's rule, from the release", async () => {
    const res = await get(`/portfolio/${tamil.userId}`, { 'accept-language': 'en' });
    expect(langOf(res.body)).toBe('en');
    expect(res.body).toContain(`<h1>${TAMIL_NAME}</h1>`);
    expect(res.body).toContain(`<title>${TAMIL_NAME} | Tapfolio</title>`);
    const faces = res.body.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(1);
    expect(faces[0]).toContain("font-family:'Noto Sans Tamil'");
    expect(faces[0]).toContain(
      `url("/remotes/remote-portfolio/${version}/card/fonts/tamil-400.woff2")`,
    );
    expect(res.body).toMatch(/body\{font-family:[^}]*'Noto Sans Tamil',sans-serif\}/);
  });

  it('adds the Hindi page’s Devanagari rule for its Hindi frame, and a Bengali page lists Bengali first', async () => {
    const hi = await get(`/portfolio/${tamil.userId}`, { 'accept-language': 'hi' });
    const families = (html: string) =>
      [...html.matchAll(/@font-face\{[^}]*font-family:'([^']+)'/g)].map(([, name]) => name);
    expect(families(hi.body)).toEqual(['Noto Sans Devanagari', 'Noto Sans Tamil']);
    const bn = await get(`/portfolio/${english.userId}`, { 'accept-language': 'bn' });
    expect(families(bn.body)).toEqual(['Noto Sans Bengali']);
    expect(bn.body).toMatch(
      /'Noto Sans Bengali','Noto Sans Devanagari','Noto Sans Tamil',sans-serif/,
    );
  });

  it('answers the 404 page in the visitor’s language', async () => {
    const res = await get('/portfolio/000000000000000000000000', { 'accept-language': 'ta' });
    expect(res.statusCode).toBe(404);
    expect(langOf(res.body)).toBe('ta');
    expect(res.body).toContain('<h1>இந்த கார்டு இல்லை</h1>');
    expect(res.body).toContain('<title>கார்டு கிடைக்கவில்லை | Tapfolio</title>');
    expect(res.headers.vary).toBe('accept-language, cookie');
    const en = await get('/portfolio/000000000000000000000000');
    expect(en.body).toContain("<h1>This card doesn't exist</h1>");
    expect(langOf(en.body)).toBe('en');
  });

  it("passes the language to remote-auth's render, awaits it, and sets the shell page's lang", async () => {
    const res = await get('/login', { 'accept-language': 'mr-IN' });
    expect(res.body).toContain('<h1 data-language="mr">Login</h1>');
    expect(langOf(res.body)).toBe('mr');
    expect(res.headers.vary).toContain('accept-language, cookie');
    const en = await get('/login');
    expect(en.body).toContain('<h1 data-language="en">Login</h1>');
    expect(langOf(en.body)).toBe('en');
    const app = await get('/home', { cookie: `${LANGUAGE_COOKIE}=bn` });
    expect(langOf(app.body)).toBe('bn');
  });

  it("saves the Tamil owner's contact as UTF-8, the name whole", async () => {
    const res = await get(`/api/v1/portfolio/${tamil.userId}/vcard`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(res.rawPayload);
    expect(text.replace(/\r\n /g, '')).toContain(`\r\nFN:${TAMIL_NAME}\r\n`);
  });

  it('still renders a release of CARD_RENDER_API 1, which knows no language (in English)', async () => {
    await writeCardRelease(f, 'v1');
    const res = await get(`/portfolio/${english.userId}`, { 'accept-language': 'ta' });
    expect(res.body).toContain('data-build="v1"');
    expect(res.body).toContain('>Save Contact</a>');
    expect(langOf(res.body)).toBe('ta');
  });
});

describe('fontFacesAt', () => {
  it('keeps only @font-face rules with a range and relative URLs, made absolute', () => {
    const faces = fontFacesAt(
      `${FONTS_CSS}
@font-face { font-family: 'X'; src: url(https://cdn.example/x.woff2); unicode-range: U+0041; }
@font-face { font-family: 'Y'; src: url(/elsewhere/y.woff2); unicode-range: U+0041; }
@font-face { font-family: 'Z'; src: url(../up/z.woff2); unicode-range: U+0041; }
@font-face { font-family: 'W'; src: url(w.woff2); }
@font-face{font-family:V;src:url(v.woff2)format("woff2");unicode-range:U+B82-BFA}
@font-face { font-family: 'U'; src: url(u.woff2); unicode-range: U+0041; } </style><script>
body { color: red }`,
      'https://files.example/remote-portfolio/1.0.0/card/',
    );
    expect(faces.map((face) => /font-family:'([^']+)'/.exec(face.css)?.[1])).toEqual([
      'Noto Sans Devanagari',
      'Noto Sans Bengali',
      'Noto Sans Tamil',
      undefined,
      'U',
    ]);
    // Only the rules are taken: what follows one cannot reach the page.
    expect(faces.map((face) => face.css).join('')).not.toContain('<');
    // As the build writes it, minified: unquoted names, double quotes.
    expect(faces[3]!.css).toBe(
      '@font-face{font-family:V;src:url("https://files.example/remote-portfolio/1.0.0/card/v.woff2")format("woff2");unicode-range:U+B82-BFA}',
    );
    expect(faces[3]!.shown.test('தமிழ்')).toBe(true);
    expect(faces[2]!.css).toContain(
      'url("https://files.example/remote-portfolio/1.0.0/card/fonts/tamil-400.woff2")',
    );
    expect(faces[2]!.shown.test('Asha')).toBe(false);
    expect(faces[2]!.shown.test(TAMIL_NAME)).toBe(true);
    expect(faces[1]!.shown.test('কার্ড।')).toBe(true);
  });
});
