// How much JavaScript each first page costs a phone: /login for a visitor and /home for a
// signed-in person, in a fresh browser (empty cache) at 390x844. Prints figures; asserts nothing.
//   npm run bench -w e2e
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumOptions, kb, onboardedPerson, startGateway } from './lib/gateway.js';

async function measure(browser, base, path, ready, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (session) {
    await context.addInitScript(
      ([token, userId]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      },
      [session.token, session.userId],
    );
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  const scripts = await Promise.all(pending);
  await context.close();

  const sum = (key, filter = () => true) => scripts.filter(filter).reduce((n, s) => n + s[key], 0);
  const fromRemotes = (s) => s.url.startsWith('/remotes/');
  console.log(
    `${path.padEnd(7)} ${String(scripts.length).padStart(3)} scripts   ` +
      `gzip ${kb(sum('gzip')).padStart(9)}  (shell ${kb(sum('gzip', (s) => !fromRemotes(s)))}, ` +
      `remotes ${kb(sum('gzip', fromRemotes))})   raw ${kb(sum('raw'))}   ` +
      `sent ${kb(sum('transferred'))}   ready in ${elapsed} ms`,
  );
}

const gateway = await startGateway(Number(process.env.BENCH_PORT || 8181));
try {
  const session = await onboardedPerson(gateway.base);
  const browser = await chromium.launch(chromiumOptions);
  console.log('\nJavaScript a first visit downloads (fresh browser, 390x844):');
  await measure(browser, gateway.base, '/login', 'Welcome Back!');
  await measure(browser, gateway.base, '/home', 'Your Digital Portfolio', session);
  await browser.close();
} finally {
  gateway.stop();
}
