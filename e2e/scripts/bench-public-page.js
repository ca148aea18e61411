// The public card page as a visitor meets it: time to its largest paint and the JavaScript it
// downloads, beside the same figures for a plain static HTML page showing the same card.
// Fresh browser each run, 390x844, with and without a 4x CPU slowdown (a mid-range phone).
// Prints medians; asserts nothing.   npm run bench -w e2e
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fullCard } from './lib/cards.js';
import { chromiumOptions, kb, startGateway } from './lib/gateway.js';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same card as one static HTML file with inline CSS and no script. */
function staticCard(base, p) {
  const picture = p.personalInfo.profilePicture
    ? `${base}/api/v1/file?key=${encodeURIComponent(p.personalInfo.profilePicture.key)}`
    : `${base}/placeholder-image.jpg`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
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

async function measureOnce(browser, url, slowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
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
  await context.close();
  return { lcp, js, cls, scriptsBeforePaint };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const gateway = await startGateway(Number(process.env.BENCH_PORT || 8182));
const staticServer = http.createServer();
try {
  const person = await fullCard(gateway.base);
  const html = staticCard(gateway.base, person.portfolio);
  // The second anchor: the gateway's own page for this card, saved as a file with its scripts
  // taken out and its URLs made absolute, served from memory. The same markup, CSS and image.
  const rendered = await fetch(`${gateway.base}/portfolio/${person.userId}`).then((r) => r.text());
  const sameMarkup = rendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/(src|href|content)="\/(?!\/)/g, `$1="${gateway.base}/`);
  staticServer.on('request', (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/same-markup' ? sameMarkup : html);
  });
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}/`;
  const browser = await chromium.launch(chromiumOptions);

  console.log(`\nThe public card page, median of ${RUNS} fresh visits at 390x844:`);
  for (const slowdown of [1, 4]) {
    for (const [label, url] of [
      ['Tapfolio /portfolio/{id}', `${gateway.base}/portfolio/${person.userId}`],
      ['static HTML, same card ', staticUrl],
      ['its own HTML, static    ', `${staticUrl}same-markup`],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, url, slowdown));
      console.log(
        `${label}  CPU x${slowdown}   largest paint ${String(Math.round(median(runs.map((r) => r.lcp)))).padStart(5)} ms` +
          `   JS ${kb(median(runs.map((r) => r.js))).padStart(9)} gzip` +
          `   scripts before first paint ${median(runs.map((r) => r.scriptsBeforePaint))}` +
          `   layout shift ${median(runs.map((r) => r.cls)).toFixed(3)}`,
      );
    }
  }
  await browser.close();
} finally {
  staticServer.close();
  gateway.stop();
}
