import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@rstest/core';
import { JSDOM } from 'jsdom';
import type { PortfolioResult } from 'shared-contracts';
import { fullResult, withPortfolio } from '../fixtures/public-card';
import { CARD_RENDER_API, renderCard, type CardRenderInput } from '../../src/server/render-card';

const PAGE_URL = 'https://tapfolio.example/portfolio/u1';
const VCARD_URL = '/api/v1/portfolio/u1/vcard';
const SCRIPT = '<script>alert(1)</script>';

const input = (
  result: PortfolioResult = fullResult,
  theme: 'light' | 'dark' = 'dark',
  language?: string,
) =>
  ({
    result,
    pageUrl: PAGE_URL,
    vcardUrl: VCARD_URL,
    theme,
    ...(language && { language }),
  }) satisfies CardRenderInput;

/** The card a Tamil-speaking owner wrote: a Tamil name, a Hindi "About", a Tamil service. */
const TAMIL_NAME = 'முத்துலட்சுமி ராமன்';
const HINDI_ABOUT = 'मैं छोटे व्यवसायों के लिए ब्रांड डिज़ाइन करती हूँ।';
const ownersOwnScript = withPortfolio({
  personalInfo: { name: TAMIL_NAME },
  about: { heading: '', description: HINDI_ABOUT },
  serviceHeading: 'சேவைகள் பட்டியல்',
});

const hostile = withPortfolio({
  personalInfo: { name: SCRIPT },
  workInfo: {
    designation: '<b>Boss</b>',
    primaryWebsite: 'javascript:alert(1)',
    secondaryWebsite: 'JavaScript:alert(document.cookie)',
  },
  about: { heading: '"><img src=x onerror=alert(1)>', description: '</main><script>x()</script>' },
  socialMedia: [
    { source: 'facebook', link: 'javascript:alert(1)' },
    { source: 'x', link: ' data:text/html,<script>alert(1)</script>' },
  ],
});

/** The markup as a browser would read it (parsed only: nothing in it runs). */
const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

/**
 * Renders with the browser's globals turned into tripwires: the card must not so much as look at
 * them (a component reading localStorage or the URL while rendering would break on the server).
 */
async function renderWatched(render: Render, card: CardRenderInput) {
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'];
  const touched: string[] = [];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return undefined;
      },
    });
  }
  try {
    return { html: await render(card), touched };
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name as string, descriptor as object);
      else delete (globalThis as Record<string, unknown>)[name as string];
    }
  }
}

type Render = (card: CardRenderInput) => Promise<string> | string;

/** What both the source and the built renderer must do; class names may differ between them. */
function contract(render: Render) {
  it('renders the card page as one <main> in plain Node, touching no browser global', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const { html, touched } = await renderWatched(render, input());
    expect(touched).toEqual([]);
    expect(html.startsWith('<main ')).toBe(true);
    expect(html.endsWith('</main>')).toBe(true);

    const main = parse(html).querySelector('main')!;
    expect(main.getAttribute('data-theme')).toBe('dark');
    expect(main.getAttribute('data-page-url')).toBe(PAGE_URL);
    expect(main.hasAttribute('data-card-root')).toBe(true);
    expect(main.querySelector('h1')?.textContent).toBe('Asha Rao');
    expect(main.textContent).toContain('Founder; CEO');
    expect(main.textContent).toContain('Rao & Sons, Ltd');
    expect(main.textContent).toContain('Who I am');
    expect(main.textContent).toContain('Brand Strategy');
  });

  it("paints in the theme it is given, in its organisation's colour", async () => {
    const branded = withPortfolio({
      brand: { organisation: 'Acme Designs', colour: '#0f766e', sharesContacts: false },
    });
    const main = parse(await render(input(branded, 'light'))).querySelector('main')!;
    expect(main.getAttribute('data-theme')).toBe('light');
    // Inline on the root: no script, and no stylesheet of the card's own.
    expect(main.style.getPropertyValue('--card-brand')).toBe('#0f766e');
    expect(main.style.getPropertyValue('--card-brand-on')).toBe('#ffffff');
  });

  it('makes Save Contact a download link to the vCard', async () => {
    const doc = parse(await render(input()));
    const save = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Save Contact');
    expect(save?.getAttribute('href')).toBe(VCARD_URL);
    expect(save?.hasAttribute('download')).toBe(true);
  });

  it('links Share to the share sheet, whose services are plain links', async () => {
    const doc = parse(await render(input()));
    const share = doc.querySelector('[data-card-share]')!;
    expect(share.tagName).toBe('A');
    expect(share.getAttribute('href')).toBe('#share');
    const sheet = doc.getElementById('share')!;
    const encoded = encodeURIComponent(PAGE_URL);
    const targets = [...sheet.querySelectorAll('ul a')];
    expect(targets.map((a) => a.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
    ]);
    for (const a of targets) expect(a.getAttribute('href')).toContain(encoded);
  });

  it('gives the largest image its size and fetch priority, and the others lazy loading', async () => {
    const doc = parse(await render(input()));
    const banner = doc.querySelector('img[alt="Banner of Asha Rao"]')!;
    expect(banner.getAttribute('width')).toBe('1500');
    expect(banner.getAttribute('height')).toBe('500');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    const key = encodeURIComponent('portfolios/u1/banner.jpg');
    expect(banner.getAttribute('src')).toBe(`/api/v1/file?key=${key}`);
    expect(banner.getAttribute('srcset')).toBe(
      `/api/v1/file?key=${key}&w=400 400w, /api/v1/file?key=${key}&w=800 800w, /api/v1/file?key=${key}&w=1600 1600w`,
    );
    for (const image of doc.querySelectorAll('img:not([alt^="Banner"])')) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.hasAttribute('width') && image.hasAttribute('height')).toBe(true);
      expect(image.hasAttribute('sizes')).toBe(true);
    }

    const noBanner = parse(
      await render(input(withPortfolio({ personalInfo: { bannerImage: null } }))),
    ).querySelector('img[alt="Profile picture of Asha Rao"]')!;
    expect(noBanner.getAttribute('fetchpriority')).toBe('high');
    expect(noBanner.getAttribute('width')).toBe('160');
    expect(noBanner.getAttribute('height')).toBe('160');
  });

  it("escapes every one of the owner's values and links none that is not http(s)", async () => {
    const html = await render(input(hostile));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<b>|<img src=x/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The closing tag in the About text did not close the page.
    expect(html.indexOf('</main>')).toBe(html.length - '</main>'.length);

    const doc = parse(html);
    expect(doc.querySelector('h1')?.textContent).toBe(SCRIPT);
    expect(doc.querySelector('script, b')).toBeNull();
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(doc.querySelectorAll('[aria-label^="<script>"]')).toHaveLength(0);
    const websites = [...doc.querySelectorAll('a')].filter((a) =>
      a.textContent?.startsWith('Website'),
    );
    expect(websites).toHaveLength(0);
    expect(doc.querySelector('[aria-label="Social links"]')).toBeNull();
    for (const a of doc.querySelectorAll('a[href]')) {
      expect(a.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:|\/|#)/);
    }
  });

  it("frames the card in the visitor's Hindi, the owner's Tamil and Hindi shown as written", async () => {
    const doc = parse(await render(input(ownersOwnScript, 'dark', 'hi')));
    const main = doc.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe(TAMIL_NAME);
    expect(main.textContent).toContain(HINDI_ABOUT);
    expect(main.textContent).toContain('சேவைகள் பட்டியல்');
    const links = [...doc.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toContain('संपर्क सेव करें');
    expect(links).toContain('अपनी जानकारी शेयर करें');
    expect(doc.querySelector('[data-card-share]')?.textContent).toBe('शेयर करें');
    expect(doc.getElementById('portfolio-contact-title')?.textContent).toBe('संपर्क');
    expect(doc.getElementById('share-title')?.textContent).toBe('यह कार्ड शेयर करें');
    expect(doc.querySelector('[data-card-share]')?.getAttribute('data-share-text')).toBe(
      `${TAMIL_NAME} - डिजिटल बिज़नेस कार्ड`,
    );
    expect(main.textContent).toContain(`मैं सहमत हूँ कि ${TAMIL_NAME} मुझसे संपर्क कर सकते हैं`);
    expect(doc.querySelector('footer a')?.textContent).toBe('Tapfolio से बना: अपना मुफ़्त कार्ड पाएँ');
    expect(doc.querySelector('img[fetchpriority="high"]')?.getAttribute('alt')).toBe(
      `${TAMIL_NAME} का बैनर`,
    );
  });

  it('frames it in Tamil, and hands card-enhance its texts in Tamil too', async () => {
    const doc = parse(await render(input(ownersOwnScript, 'dark', 'ta')));
    const main = doc.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe(TAMIL_NAME);
    expect(main.textContent).toContain(HINDI_ABOUT);
    const links = [...doc.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toContain('தொடர்பைச் சேமி');
    expect(links).toContain('உங்கள் விவரங்களைப் பகிருங்கள்');
    expect(doc.getElementById('details-title')?.textContent).toBe('உங்கள் விவரங்களைப் பகிருங்கள்');
    expect(doc.querySelector('[data-card-theme-toggle]')?.getAttribute('aria-label')).toBe(
      'லைட் தீமுக்கு மாற்று',
    );
    const texts = JSON.parse(main.getAttribute('data-card-texts') ?? '{}') as Record<
      string,
      string
    >;
    expect(texts.toDarkTheme).toBe('டார்க் தீமுக்கு மாற்று');
    expect(texts.pause).toBe('நிறுத்து');
    // No English text of the frame is left (the owner's own English, like the e-mail, may be).
    for (const english of [
      'Save Contact',
      'Share your details',
      'Contact',
      'Copy Link',
      'Services',
    ])
      expect(links).not.toContain(english);
  });

  it('renders English for no language, or one it does not speak', async () => {
    for (const language of [undefined, 'fr', 'EN']) {
      const doc = parse(await render(input(fullResult, 'dark', language)));
      const links = [...doc.querySelectorAll('a')].map((a) => a.textContent);
      expect(links).toContain('Save Contact');
      const texts = JSON.parse(doc.querySelector('main')!.getAttribute('data-card-texts')!);
      expect(texts).toMatchObject({ linkCopied: 'Link copied!', pause: 'Pause' });
    }
  });
}

describe('renderCard, from the source', () => {
  it('offers the contract version the gateway checks', () => {
    expect(CARD_RENDER_API).toBe(2);
  });
  contract(renderCard);
});

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const bundle = join(dist, 'server', 'render-card.js');
const built = existsSync(bundle);
if (!built) {
  console.warn(
    `${bundle} is missing: its tests are skipped (run npm run build -w remote-portfolio first)`,
  );
}

describe.skipIf(!built)('renderCard, from the built dist/server/render-card.js', () => {
  // A copy outside the repository: it must load with no node_modules around it.
  const alone = built ? mkdtempSync(join(tmpdir(), 'render-card-')) : '';
  if (built) copyFileSync(bundle, join(alone, 'render-card.js'));
  afterAll(() => {
    if (alone) rmSync(alone, { recursive: true, force: true });
  });

  /** Renders in a Node of its own, loading the file as the gateway does: `require` by path. */
  const run = (card: CardRenderInput, file = bundle) =>
    execFileSync(
      process.execPath,
      [
        '-e',
        `const card = require(${JSON.stringify(file)});
         let input = '';
         process.stdin.on('data', (chunk) => (input += chunk));
         process.stdin.on('end', () =>
           Promise.resolve(card.renderCard(JSON.parse(input))).then((html) =>
             process.stdout.write(JSON.stringify({ api: card.CARD_RENDER_API, html }))));`,
      ],
      { cwd: tmpdir(), input: JSON.stringify(card), encoding: 'utf8' },
    );
  const renderBuilt = (card: CardRenderInput) => (JSON.parse(run(card)) as { html: string }).html;

  it('is one CommonJS file that needs nothing but Node built-ins', () => {
    const source = readFileSync(bundle, 'utf8');
    const required = [...source.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    const builtins = new Set(builtinModules);
    for (const name of required) expect(builtins.has(name!.replace(/^node:/, ''))).toBe(true);
    // A copy with no node_modules (and no package.json) anywhere above it still renders.
    const copy = JSON.parse(run(input(), join(alone, 'render-card.js'))) as { html: string };
    expect(copy.html).toContain('Asha Rao');
  });

  it('loads as CommonJS in place, inside a package of "type": "module"', () => {
    expect(JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')).type).toBe('module');
    expect((JSON.parse(run(input())) as { api: number }).api).toBe(2);
  });

  contract(renderBuilt);

  it('ships CSS that styles every class in its markup', () => {
    const css = readdirSync(join(dist, 'server'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(dist, 'server', name), 'utf8'))
      .join('\n');
    expect(css.length).toBeGreaterThan(0);
    const doc = parse(renderBuilt(input()));
    const classes = new Set(
      [...doc.querySelectorAll('[class]')].flatMap((el) => [...el.classList]),
    );
    expect(classes.size).toBeGreaterThan(20);
    const unstyled = [...classes].filter((name) => !css.includes(`.${name}`));
    expect(unstyled).toEqual([]);
  });
});
