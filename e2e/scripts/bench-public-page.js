// The public card page as a visitor meets it: time to its largest paint and the JavaScript it
// downloads, beside the same figures for static pages of the same card, served from the card's
// own origin and measured in turn with it: a hand-made page and the card's own HTML without its
// scripts. Fresh browser each run, 390x844, with and without a 4x CPU slowdown (a mid-range
// phone). Then the same in each language (issue 30): a card with a Tamil name and a Hindi About,
// opened by a browser asking for en, hi, bn, mr and ta, with the page's bytes and the fonts it
// fetched, and its own HTML in the phone's fonts as a third anchor.
// Prints medians; asserts nothing.   npm run bench -w e2e
//   BENCH_RUNS=1 BENCH_SLOWDOWNS=1 node scripts/bench-public-page.js   (a quick look)
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

/**
 * The same card as one static HTML file with inline CSS and no script (system fonts), its picture
 * the card's own 400 px one from the same origin.
 */
function staticCard(p, language = 'en') {
  const picture = p.personalInfo.profilePicture
    ? `/api/v1/file?key=${encodeURIComponent(p.personalInfo.profilePicture.key)}&w=400`
    : '/placeholder-image.jpg';
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
  const { lcp, cls, scriptsBeforePaint, firstByte } = await page.evaluate(
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
          // When the page's first byte came: what the server took, before any paint could start.
          const firstByte = performance.getEntriesByType('navigation')[0]?.responseStart ?? 0;
          resolve({ lcp: last, cls: shift, scriptsBeforePaint: before.length, firstByte });
        }, 1000);
      }),
  );
  const js = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const font = (await Promise.all(fonts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { lcp, js, cls, scriptsBeforePaint, html, font, firstByte };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The pages side by side: run i of every page before run i + 1 of any, so that the machine's
 * drift over a minute (another process, the CPU's clock) falls on each page alike, and each in
 * every place of the turn.
 */
async function measureInTurn(browser, pages, slowdown, language) {
  const runs = pages.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    // Each run starts with the next page: the page measured first after another's context closed
    // was the slowest whichever it was.
    for (let k = 0; k < pages.length; k++) {
      const index = (i + k) % pages.length;
      runs[index].push(await measureOnce(browser, pages[index], slowdown, language));
    }
  }
  // Each figure's median over the page's runs; `runs` keeps them in turn order, for pairing.
  return runs.map((pageRuns) => ({
    ...Object.fromEntries(
      Object.keys(pageRuns[0]).map((key) => [key, median(pageRuns.map((run) => run[key]))]),
    ),
    runs: pageRuns,
  }));
}

/**
 * The median of the card's paint over the anchor's, turn by turn: each pair was measured a few
 * seconds apart, so a minute's drift of the machine falls on both, where the ratio of two medians
 * can set a slow turn of one against a quick turn of the other.
 */
const pairedRatio = (card, anchor) =>
  median(card.runs.map((run, i) => run.lcp / anchor.runs[i].lcp));

/**
 * The gateway's page as a static file: its scripts taken out, served from memory by a server that
 * hands every other path to the gateway, so the page's picture and fonts come from its own origin
 * as the card's do (from another origin the API's files are refused by their resource policy and
 * the fonts by CORS, and a page that never paints them is no anchor).
 */
const asStatic = (rendered) => rendered.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** The same, in the phone's own fonts: the page's @font-face rules taken out too. */
const inSystemFonts = (rendered) => asStatic(rendered).replace(/@font-face\s*\{[^}]*\}/g, '');

const gateway = await startGateway(Number(process.env.BENCH_PORT || 8182));
const staticServer = http.createServer();
/**
 * Static pages by path, brotli-compressed: `/{language}` the plain card, `/{language}/same-markup`
 * the gateway's own.
 */
const staticPages = new Map();
const setStatic = (path, html) => staticPages.set(path, brotliCompressSync(html));
try {
  staticServer.on('request', (req, res) => {
    const page = staticPages.get(req.url);
    if (page !== undefined) {
      // Compressed as the card is and as any static host sends HTML: sent plain, the same bytes
      // painted 30-40 ms sooner at CPU x1 on this loopback than brotli's (15 visits in turn), an
      // edge no page on a phone's network has (there the plain page takes longer to arrive).
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        vary: 'accept-encoding',
      });
      res.end(page);
      return;
    }
    const upstream = http.request(
      `${gateway.base}${req.url}`,
      { method: req.method, headers: req.headers },
      // Whole, in one write, as the static pages are sent: piped on, the card (headers, then its
      // body a write later) painted 40-50 ms later at CPU x1 than its answer read whole first.
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}`;
  const browser = await chromium.launch(chromiumOptions);

  const person = await fullCard(gateway.base);
  setStatic('/', staticCard(person.portfolio));
  // The second anchor: the gateway's own page for this card, saved as a file with its scripts
  // taken out, served from memory. The same markup, CSS, picture and fonts.
  const rendered = await fetch(`${gateway.base}/portfolio/${person.userId}`).then((r) => r.text());
  setStatic('/same-markup', asStatic(rendered));

  // The card too through the same server, so that every page's picture and fonts take one path.
  console.log(`\nThe public card page, median of ${RUNS} fresh visits at 390x844, in turn:`);
  const pages = [
    ['Tapfolio /portfolio/{id}', `${staticUrl}/portfolio/${person.userId}`],
    ['static HTML, same card ', `${staticUrl}/`],
    ['its own HTML, static    ', `${staticUrl}/same-markup`],
  ];
  for (const slowdown of SLOWDOWNS) {
    const measured = await measureInTurn(
      browser,
      pages.map(([, url]) => url),
      slowdown,
    );
    for (const [index, [label]] of pages.entries()) {
      const m = measured[index];
      console.log(
        `${label}  CPU x${slowdown}   largest paint ${String(Math.round(m.lcp)).padStart(5)} ms` +
          ` (first byte ${Math.round(m.firstByte)} ms)` +
          `   JS ${kb(m.js).padStart(9)} gzip   fonts ${kb(m.font)}` +
          `   scripts before first paint ${m.scriptsBeforePaint}` +
          `   layout shift ${m.cls.toFixed(3)}`,
      );
    }
  }

  // In each language: the frame in the visitor's language around the owner's Tamil and Hindi.
  const owner = await fullCard(gateway.base, SCRIPTS_CARD);
  const cardUrl = `${staticUrl}/portfolio/${owner.userId}`;
  for (const language of LANGUAGES) {
    setStatic(`/${language}`, staticCard(owner.portfolio, language));
    const page = await fetch(cardUrl, { headers: { 'accept-language': language } });
    const rendered = await page.text();
    setStatic(`/${language}/same-markup`, asStatic(rendered));
    setStatic(`/${language}/system-fonts`, inSystemFonts(rendered));
  }
  console.log(
    `\nIn each language: a card with a Tamil name and a Hindi About, median of ${RUNS} fresh visits` +
      ' in turn (HTML as sent, br; fonts fetched). Its paint beside the hand-made static card,' +
      " its own HTML served static with its fonts, and the same without them (the phone's fonts):",
  );
  for (const slowdown of SLOWDOWNS) {
    for (const language of LANGUAGES) {
      const [card, plain, own, systemFonts] = await measureInTurn(
        browser,
        [
          cardUrl,
          `${staticUrl}/${language}`,
          `${staticUrl}/${language}/same-markup`,
          `${staticUrl}/${language}/system-fonts`,
        ],
        slowdown,
        language,
      );
      const times = (anchor) =>
        `${(card.lcp / anchor.lcp).toFixed(2)}x, paired ${pairedRatio(card, anchor).toFixed(2)}x,` +
        ` ${Math.round(anchor.lcp)} (first byte ${Math.round(anchor.firstByte)})`;
      console.log(
        `  ${language}  CPU x${slowdown}   largest paint ${String(Math.round(card.lcp)).padStart(5)} ms` +
          ` (first byte ${Math.round(card.firstByte)})` +
          ` (${times(plain)} hand-made, ${times(own)} own static, ${times(systemFonts)} own in` +
          ` system fonts)   HTML ${kb(card.html).padStart(8)}   fonts ${kb(card.font).padStart(8)}` +
          `   JS ${kb(card.js).padStart(8)} gzip   layout shift ${card.cls.toFixed(3)}`,
      );
    }
  }
  console.log(
    '  target: largest paint within 1.2x the static page in every language (its own HTML served' +
      ' static; "paired": the median of the ratios of visits made in the same turn)',
  );
  await browser.close();
} finally {
  staticServer.close();
  gateway.stop();
}
