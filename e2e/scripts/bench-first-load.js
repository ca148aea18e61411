// How much JavaScript each first page costs a phone: /login for a visitor and /home for a
// signed-in person, in a fresh browser (empty cache) at 390x844; then the same page again in the
// same browser context, as a person coming back (service worker and HTTP cache warm): what still
// goes to the network, and how soon each visit is interactive. Then the script a first visit of
// each other signed-in screen downloads. Prints figures; asserts nothing.
//   npm run bench -w e2e        BENCH_VERBOSE=1 node scripts/bench-first-load.js
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumOptions, kb, onboardedPerson, startGateway } from './lib/gateway.js';

const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
/** Lighthouse's quiet window: 5 s without a long task (a task of 50 ms or more). */
const QUIET_MS = 5000;
/** The app registers its service worker for people, not for automation, unless this is 'on'. */
const SERVICE_WORKER_OPT_IN = 'tapfolio:service-worker';

/**
 * Runs in every page of the context before the app: records long tasks, and when the ready text
 * is first in the document and visible (CSS-wise), on the clock of that page's navigation start.
 */
function probe(ready) {
  const state = { longTasks: [], readyAt: null };
  window.__benchProbe = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (state.readyAt !== null || !document.body?.textContent.includes(ready)) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (
        node.data.includes(ready) &&
        node.parentElement?.checkVisibility({ visibilityProperty: true })
      ) {
        state.readyAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const poll = () => {
    check();
    if (state.readyAt === null) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * Time to interactive: from navigation start to the ready text being visible and the main thread
 * quiet. From the ready time, the end of each long task that begins less than QUIET_MS after the
 * current candidate moves the candidate on; the first QUIET_MS without a long task ends the search.
 * Waits in the page until that window has passed.
 */
async function timeToInteractive(page) {
  for (let waited = 0; ; waited += 250) {
    const { readyAt, longTasks, now } = await page.evaluate(() => ({
      ...window.__benchProbe,
      now: performance.now(),
    }));
    if (readyAt !== null) {
      let interactive = readyAt;
      for (const task of [...longTasks].sort((a, b) => a.start - b.start)) {
        if (task.end <= interactive) continue;
        if (task.start - interactive >= QUIET_MS) break;
        interactive = task.end;
      }
      const after = longTasks.filter((t) => t.end > readyAt).length;
      if (now - interactive >= QUIET_MS || waited > 30_000) {
        return { ready: readyAt, interactive, longTasks: longTasks.length, afterReady: after };
      }
    }
    await page.waitForTimeout(250);
  }
}

/**
 * Every response of a page as Chromium's network layer saw it (a CDP session of its own): where it
 * came from (memory or disk cache, the service worker and where the worker got it) and the bytes
 * that crossed the network (encodedDataLength).
 */
async function networkLog(context, page) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const entry = (id) => requests.get(id) ?? requests.set(id, { id }).get(id);
  cdp.on('Network.requestWillBeSent', (e) => {
    Object.assign(entry(e.requestId), { url: e.request.url, type: e.type ?? 'Other' });
  });
  cdp.on('Network.requestServedFromCache', (e) => (entry(e.requestId).memoryCache = true));
  cdp.on('Network.responseReceived', (e) => {
    Object.assign(entry(e.requestId), {
      type: e.type,
      status: e.response.status,
      diskCache: e.response.fromDiskCache,
      prefetchCache: e.response.fromPrefetchCache,
      serviceWorker: e.response.fromServiceWorker,
      workerSource: e.response.serviceWorkerResponseSource,
    });
  });
  cdp.on('Network.loadingFinished', (e) => (entry(e.requestId).bytes = e.encodedDataLength));
  await cdp.send('Network.enable');
  return { requests: () => [...requests.values()].filter((r) => r.url && r.status) };
}

/** Whether a response came over the network: not from a cache, nor from the worker's own cache. */
function fromNetwork(r) {
  if (r.memoryCache || r.diskCache || r.prefetchCache) return false;
  return !r.serviceWorker || r.workerSource === 'network';
}

/** What the service worker itself fetched (Playwright reports a worker's requests on the context). */
function workerLog(context) {
  const fetched = [];
  context.on('requestfinished', async (request) => {
    if (!request.serviceWorker()) return;
    const sizes = await request.sizes().catch(() => undefined);
    // A response from the HTTP cache has no bytes on the wire: Playwright's body size goes negative.
    if (sizes && sizes.responseBodySize >= 0) {
      fetched.push({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    }
  });
  return fetched;
}

async function firstVisitScripts(page, run) {
  const pending = [];
  const onResponse = (response) => {
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
  };
  page.on('response', onResponse);
  const result = await run();
  page.off('response', onResponse);
  return { ...result, scripts: await Promise.all(pending) };
}

async function visit(page, url, ready) {
  const started = Date.now();
  await page.goto(url);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  // Chromium does not count a navigation preload's bytes on the page; Navigation Timing does.
  const documentBytes = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.transferSize ?? 0,
  );
  return { elapsed, documentBytes, tti: await timeToInteractive(page) };
}

const ms = (value) => `${Math.round(value)} ms`;
const path = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function measure(browser, base, route, ready, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([key, token, userId]) => {
      localStorage.setItem(key, 'on');
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      }
    },
    [SERVICE_WORKER_OPT_IN, session?.token, session?.userId],
  );
  await context.addInitScript(probe, ready);
  const worker = workerLog(context);

  const page = await context.newPage();
  const first = await firstVisitScripts(page, () => visit(page, `${base}${route}`, ready));
  const controlled = await page.evaluate(async () => {
    // The sign-in screens run without the app, which registers the worker: the HTTP cache alone
    // answers their repeat visit.
    let registration;
    for (let waited = 0; !registration && waited < 5000; waited += 250) {
      registration = await navigator.serviceWorker.getRegistration();
      if (!registration) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!registration) return false;
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
        setTimeout(resolve, 10_000);
      });
    }
    return Boolean(navigator.serviceWorker.controller);
  });
  await page.close();

  // The person comes back in a new tab of the same browser: same caches, same worker.
  worker.length = 0;
  const again = await context.newPage();
  const log = await networkLog(context, again);
  const repeat = await visit(again, `${base}${route}`, ready);
  const requests = log.requests();
  await context.close();

  const { scripts } = first;
  const sum = (key, filter = () => true) => scripts.filter(filter).reduce((n, s) => n + s[key], 0);
  const fromRemotes = (s) => s.url.startsWith('/remotes/');
  if (VERBOSE) {
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
    }
  }
  console.log(
    `${route.padEnd(7)} ${String(scripts.length).padStart(3)} scripts   ` +
      `gzip ${kb(sum('gzip')).padStart(9)}  (shell ${kb(sum('gzip', (s) => !fromRemotes(s)))}, ` +
      `remotes ${kb(sum('gzip', fromRemotes))})   raw ${kb(sum('raw'))}   ` +
      `sent ${kb(sum('transferred'))}   ready in ${first.elapsed} ms`,
  );

  const workerBytes = new Map(worker.map((w) => [w.url, w.bytes]));
  const bytesOf = (r) =>
    r.bytes || workerBytes.get(r.url) || (r.type === 'Document' ? repeat.documentBytes : 0);
  const onNetwork = requests.filter(fromNetwork);
  const scriptsRepeat = requests.filter((r) => r.type === 'Script');
  const scriptsOnNetwork = onNetwork.filter((r) => r.type === 'Script');
  const others = onNetwork.filter((r) => r.type !== 'Script');
  const servedBy = (r) =>
    r.serviceWorker ? `service worker (${r.workerSource})` : r.memoryCache ? 'memory' : 'disk';
  const cached = {};
  for (const r of requests.filter((x) => !fromNetwork(x))) {
    cached[servedBy(r)] = (cached[servedBy(r)] ?? 0) + 1;
  }
  console.log(
    `${''.padEnd(7)} repeat: JS from the network ${kb(scriptsOnNetwork.reduce((n, r) => n + bytesOf(r), 0))}` +
      ` (${scriptsOnNetwork.length} of ${scriptsRepeat.length} scripts)   ` +
      `service worker ${controlled ? 'controlling' : 'NOT controlling'}   ` +
      `from caches: ${Object.entries(cached)
        .map(([where, n]) => `${n} ${where}`)
        .join(', ')}   ready in ${repeat.elapsed} ms`,
  );
  for (const r of scriptsOnNetwork)
    console.log(`          script   ${kb(bytesOf(r)).padStart(9)}  ${path(r.url)}`);
  console.log(`${''.padEnd(7)} repeat: other requests on the network (${others.length}):`);
  for (const r of others) {
    const via = r.serviceWorker ? '  (through the service worker)' : '';
    const size = bytesOf(r) ? kb(bytesOf(r)) : 'size n/a';
    console.log(
      `          ${r.type.padEnd(8)} ${size.padStart(9)}  ${r.status} ${path(r.url)}${via}`,
    );
  }
  for (const w of worker.filter((w) => !requests.some((r) => r.url === w.url))) {
    console.log(
      `          worker   ${kb(w.bytes).padStart(9)}  ${path(w.url)}  (the worker's own fetch)`,
    );
  }
  if (VERBOSE) {
    for (const r of requests.filter((x) => !fromNetwork(x))) {
      console.log(
        `          cached   ${r.type.padEnd(10)} ${servedBy(r).padEnd(30)} ${path(r.url)}`,
      );
    }
  }
  for (const [label, { tti }] of [
    ['first ', first],
    ['repeat', repeat],
  ]) {
    console.log(
      `${''.padEnd(7)} ${label}: time to interactive ${ms(tti.interactive).padStart(8)}` +
        `   (ready text visible at ${ms(tti.ready)}; ${tti.longTasks} long tasks, ` +
        `${tti.afterReady} ending after it)`,
    );
  }
}

/** The signed-in screens issue 27 measures besides Home, each with a text its screen shows. */
const SIGNED_IN_SCREENS = [
  ['/products', 'Explore Cards'],
  ['/cart', 'My Cart'],
  ['/orders', 'Your Orders'],
  ['/account', 'Account'],
  ['/edit-profile', 'Edit Your Portfolio'],
];

/** The script a first visit of `route` downloads, in a fresh context: count and gzip size. */
async function screenScripts(browser, base, route, ready, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [session.token, session.userId],
  );
  const page = await context.newPage();
  const { scripts } = await firstVisitScripts(page, async () => {
    await page.goto(`${base}${route}`);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  await context.close();
  const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
  const fromRemotes = scripts.filter((s) => s.url.startsWith('/remotes/'));
  console.log(
    `${route.padEnd(14)} ${String(scripts.length).padStart(3)} scripts   gzip ${kb(gzip).padStart(9)}` +
      `  (remotes ${kb(fromRemotes.reduce((n, s) => n + s.gzip, 0))} in ${fromRemotes.length})`,
  );
}

const gateway = await startGateway(Number(process.env.BENCH_PORT || 8181));
try {
  const session = await onboardedPerson(gateway.base);
  const browser = await chromium.launch(chromiumOptions);
  console.log(
    '\nJavaScript a first visit downloads (fresh browser, 390x844), then a repeat visit:',
  );
  console.log(
    '  repeat = the same page in a new tab of the same browser context, once the service worker\n' +
      '  controls the first tab (its caches and the HTTP cache warm). "From the network" = not from\n' +
      "  the memory or disk cache, nor answered by the worker from its caches (Chromium's view).\n" +
      '  Time to interactive = from navigation start until the ready text is in the page and visible\n' +
      `  and the main thread is quiet: the end of the last long task (>= 50 ms, PerformanceObserver\n` +
      `  'longtask') before the first ${QUIET_MS / 1000} s without one, or the ready time if later. No CPU or network\n` +
      '  throttling: a desktop core on loopback.',
  );
  await measure(browser, gateway.base, '/login', 'Welcome Back!');
  await measure(browser, gateway.base, '/home', 'Your Digital Portfolio', session);
  console.log(
    '\nJavaScript a first visit of each other signed-in screen downloads (fresh browser):',
  );
  for (const [route, ready] of SIGNED_IN_SCREENS) {
    await screenScripts(browser, gateway.base, route, ready, session);
  }
  await browser.close();
} finally {
  gateway.stop();
}
