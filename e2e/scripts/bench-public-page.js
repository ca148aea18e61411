// The public card page as a visitor meets it: time to its largest paint and the JavaScript it
// downloads, beside the same figures for a plain static HTML page showing the same card.
// Fresh browser each run, 390x844, with and without a 4x CPU slowdown (a mid-range phone).
// Then the same in each language (issue 30): a card with a Tamil name and a Hindi About, opened
// by a browser asking for en, hi, bn, mr and ta, with the page's bytes and the fonts it fetched.
// Prints medians; asserts nothing.   npm run bench -w e2e
//   BENCH_RUNS=1 BENCH_SLOWDOWNS=1 node scripts/bench-public-page.js   (a quick look)
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fullCard, SCRIPTS_CARD } from './lib/cards.js';
import { chromiumOptions, kb, startGateway } from './lib/gateway.js';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const SLOWDOWNS = String(process.env.BENCH_SLOWDOWNS || '1,4')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'ta'];
const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same card as one static HTML file with inline CSS and no script (system fonts). */
function staticCard(base, p, language = 'en') {
  const picture = p.personalInfo.profilePicture
    ? `${base}/api/v1/file?key=${encodeURIComponent(p.personalInfo.profilePicture.key)}`
    : `${base}/placeholder-image.jpg`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(p.personalInfo.name)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#111827;color:#f9fafb}
.banner{height:160px;background:linear-gradient(135deg,#4f46e5,#7c3aed)}
.photo{width:112px;height:112px;border-radius:50%;margin:-56px auto 0;display:block;border:4px solid #111827;object-fit:cover}
main{max-width:560px;margin:0 auto;padding:0 16px 32px;text-align:center}
a.card{display:block;margin:10px 0;padding:14px;border-radius:14px;background:#1f2937;color:inherit;text-decoration:none;text-align:left}</style>
</head><body><div class="banner"></div><img class="photo" src="${picture}" alt="${escape(p.personalInfo.name)}">
<main><h1>${escape(p.personalInfo.name)}</h1><p>${escape(p.workInfo.designation)} · ${escape(p.workInfo.companyName)}</p>
<a class="card" href="mailto:${escape(p.personalInfo.email)}">${escape(p.personalInfo.email)}</a>
<a class="card" href="tel:${escape(p.personalInfo.phoneNumber)}">${escape(p.personalInfo.phoneNumber)}</a>
<a class="card" href="${escape(p.workInfo.primaryWebsite)}">${escape(p.workInfo.primaryWebsite.replace(/^https?:\/\//, ''))}</a>
<h2>${escape(p.about.heading || 'About Us')}</h2><p>${escape(p.about.description)}</p></main></body></html>`;
}

async function measureOnce(browser, url, slowdown, language = 'en') {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    // What a phone set to this language sends: its Accept-Language.
    locale: language === 'en' ? 'en-IN' : `${language}-IN`,
  });
  const page = await context.newPage();
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const scripts = [];
  const fonts = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'font')
      fonts.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    if (type !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  const answer = await page.goto(url, { waitUntil: 'load' });
  // The page as it came over the wire (compressed as the browser asked).
  const html = (await answer.request().sizes()).responseBodySize;
  await page.waitForLoadState('networkidle');
  const { lcp, cls, scriptsBeforePaint } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          const paint = performance
            .getEntriesByType('paint')
            .find((entry) => entry.name === 'first-contentful-paint');
          const before = performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                entry.initiatorType === 'script' && paint && entry.startTime < paint.startTime,
            );
          resolve({ lcp: last, cls: shift, scriptsBeforePaint: before.length });
        }, 1000);
      }),
  );
  const js = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const font = (await Promise.all(fonts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { lcp, js, cls, scriptsBeforePaint, html, font };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url, slowdown, language) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, url, slowdown, language));
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    lcp: of('lcp'),
    js: of('js'),
    cls: of('cls'),
    scriptsBeforePaint: of('scriptsBeforePaint'),
    html: of('html'),
    font: of('font'),
  };
}

/** The gateway's page as a static file: scripts taken out, URLs made absolute, served from memory. */
const asStatic = (rendered, base) =>
  rendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/(src|href|content)="\/(?!\/)/g, `$1="${base}/`)
    .replace(/url\("\/(?!\/)/g, `url("${base}/`);

const gateway = await startGateway(Number(process.env.BENCH_PORT || 8182));
const staticServer = http.createServer();
/** Static pages by path: `/{language}` the plain card, `/{language}/same-markup` the gateway's own. */
const staticPages = new Map();
try {
  staticServer.on('request', (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(staticPages.get(req.url) ?? '');
  });
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}`;
  const browser = await chromium.launch(chromiumOptions);

  const person = await fullCard(gateway.base);
  staticPages.set('/', staticCard(gateway.base, person.portfolio));
  // The second anchor: the gateway's own page for this card, saved as a file with its scripts
  // taken out and its URLs made absolute, served from memory. The same markup, CSS and image.
  const rendered = await fetch(`${gateway.base}/portfolio/${person.userId}`).then((r) => r.text());
  staticPages.set('/same-markup', asStatic(rendered, gateway.base));

  console.log(`\nThe public card page, median of ${RUNS} fresh visits at 390x844:`);
  for (const slowdown of SLOWDOWNS) {
    for (const [label, url] of [
      ['Tapfolio /portfolio/{id}', `${gateway.base}/portfolio/${person.userId}`],
      ['static HTML, same card ', `${staticUrl}/`],
      ['its own HTML, static    ', `${staticUrl}/same-markup`],
    ]) {
      const m = await measure(browser, url, slowdown);
      console.log(
        `${label}  CPU x${slowdown}   largest paint ${String(Math.round(m.lcp)).padStart(5)} ms` +
          `   JS ${kb(m.js).padStart(9)} gzip   fonts ${kb(m.font)}` +
          `   scripts before first paint ${m.scriptsBeforePaint}` +
          `   layout shift ${m.cls.toFixed(3)}`,
      );
    }
  }

  // In each language: the frame in the visitor's language around the owner's Tamil and Hindi.
  const owner = await fullCard(gateway.base, SCRIPTS_CARD);
  const cardUrl = `${gateway.base}/portfolio/${owner.userId}`;
  for (const language of LANGUAGES) {
    staticPages.set(`/${language}`, staticCard(gateway.base, owner.portfolio, language));
    const page = await fetch(cardUrl, { headers: { 'accept-language': language } });
    staticPages.set(`/${language}/same-markup`, asStatic(await page.text(), gateway.base));
  }
  console.log(
    `\nIn each language: a card with a Tamil name and a Hindi About, median of ${RUNS} fresh visits` +
      ' (HTML as sent, br; fonts fetched; paint beside the static HTML of the same card):',
  );
  for (const slowdown of SLOWDOWNS) {
    for (const language of LANGUAGES) {
      const card = await measure(browser, cardUrl, slowdown, language);
      const plain = await measure(browser, `${staticUrl}/${language}`, slowdown, language);
      const own = await measure(
        browser,
        `${staticUrl}/${language}/same-markup`,
        slowdown,
        language,
      );
      console.log(
        `  ${language}  CPU x${slowdown}   largest paint ${String(Math.round(card.lcp)).padStart(5)} ms` +
          ` (${(card.lcp / plain.lcp).toFixed(2)}x the static HTML's ${Math.round(plain.lcp)} ms,` +
          ` ${(card.lcp / own.lcp).toFixed(2)}x its own HTML static)` +
          `   HTML ${kb(card.html).padStart(8)}   fonts ${kb(card.font).padStart(8)}` +
          `   JS ${kb(card.js).padStart(8)} gzip   layout shift ${card.cls.toFixed(3)}`,
      );
    }
  }
  console.log('  target: largest paint within 1.2x the static HTML in every language');
  await browser.close();
} finally {
  staticServer.close();
  gateway.stop();
}
