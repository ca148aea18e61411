import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { REMOTE_ROUTES } from 'shared-contracts';

/**
 * Which screens the journeys showed and which of them were checked for accessibility, over the
 * whole run: each worker appends what it saw to one file, and the run's teardown fails when a
 * screen was reached but never checked, so a new screen cannot slip past the axe-core checks.
 * The same file remembers which document states axe-core has judged, so that a state another
 * journey (or another worker) already judged is not judged again. A file, not memory: workers
 * run side by side, and Playwright starts a new worker after a failed test.
 */
export const SCREEN_RECORDS = join(
  process.env.E2E_OUTPUT_DIR ?? join(import.meta.dirname, '..', 'test-results'),
  'screen-checks.jsonl',
);

interface ScreenRecord {
  kind: 'shown' | 'checked';
  screen: string;
  test: string;
}

/** A document state axe-core judged (see documentState in accessibility.ts). */
interface JudgedRecord {
  kind: 'judged';
  state: string;
}

type Entry = ScreenRecord | JudgedRecord;

/**
 * One line, one write to a file opened for appending: the system puts each at the end whole, so
 * two workers recording at once never interleave their lines.
 */
function record(entry: Entry) {
  mkdirSync(dirname(SCREEN_RECORDS), { recursive: true });
  appendFileSync(SCREEN_RECORDS, `${JSON.stringify(entry)}\n`);
}

function entries(): Entry[] {
  if (!existsSync(SCREEN_RECORDS)) return [];
  return readFileSync(SCREEN_RECORDS, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);
}

/**
 * The shell's own pages (shell/src/app/router.tsx): with the remotes' routes, every path the app
 * draws; any other path is the router's catch-all, which redirects.
 */
const SHELL_PAGES = ['/home', '/launch', '/policy', '/terms'];
const KNOWN = new Set([...REMOTE_ROUTES.map((route) => route.path), ...SHELL_PAGES, '/']);
/** Routes ending in `/*` draw many screens (the editor's sections): each path is one of them. */
const NESTED = REMOTE_ROUTES.filter((route) => route.path.endsWith('/*')).map((route) =>
  route.path.slice(0, -2),
);

/** The gateway's own pages, beside the app's routes (`/@handle` is matched on its own). */
const GATEWAY_ROUTES = ['/c/:code'];
const PATTERNS = [...REMOTE_ROUTES.map((route) => route.path), ...GATEWAY_ROUTES]
  .filter((path) => path.includes(':'))
  .map((path) => path.split('/'));

/**
 * The screen a URL shows: its route pattern (`/orders/:id`) when a segment is a parameter, the
 * path itself otherwise; undefined for what is not a screen (the API, files, blank pages).
 */
export function screenOf(url: string): string | undefined {
  const { protocol, pathname } = new URL(url);
  if (!protocol.startsWith('http')) return undefined;
  if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) return undefined;
  // The emulator's stand-in for Razorpay's hosted payment page: Razorpay's screen, not ours.
  if (pathname.startsWith('/razorpay-emulator/')) return undefined;
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/');
  if (segments.length === 2 && segments[1]!.startsWith('@')) return '/@:handle';
  const pattern = PATTERNS.find(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
  if (pattern) return pattern.join('/');
  const nested = NESTED.some((base) => path === base || path.startsWith(`${base}/`));
  if (KNOWN.has(path) || nested) return path;
  return '*';
}

function track(page: Page, testTitle: () => string) {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const screen = screenOf(frame.url());
    if (screen) record({ kind: 'shown', screen, test: testTitle() });
  });
}

/** Follows every page of a context, including those a journey opens in new browsers. */
export function trackContext(context: BrowserContext, testTitle: () => string) {
  for (const page of context.pages()) track(page, testTitle);
  context.on('page', (page) => track(page, testTitle));
}

export function recordAudited(page: Page) {
  const screen = screenOf(page.url());
  if (screen) record({ kind: 'checked', screen, test: '' });
}

export function recordJudged(state: string) {
  record({ kind: 'judged', state });
}

/**
 * Whether axe-core already judged this document state in this run. Two workers meeting the same
 * state at the same moment may both judge it: twice is wasted time, never a check left out.
 */
export function wasJudged(state: string): boolean {
  return entries().some((entry) => entry.kind === 'judged' && entry.state === state);
}

/**
 * Screens only passed through: redirects that leave before anything is drawn. They are named here
 * so that each exception is a decision, not an accident.
 */
const PASSED_THROUGH = new Set(['/', '*']);

/** The screens the run's journeys showed without an accessibility check. */
export function uncheckedScreens(): string[] {
  const screens = entries().filter((entry): entry is ScreenRecord => entry.kind !== 'judged');
  const checked = new Set(screens.filter((r) => r.kind === 'checked').map((r) => r.screen));
  const unchecked = new Map<string, string>();
  for (const { kind, screen, test } of screens) {
    if (kind !== 'shown' || checked.has(screen) || PASSED_THROUGH.has(screen)) continue;
    if (!unchecked.has(screen)) unchecked.set(screen, test);
  }
  return [...unchecked].map(([screen, test]) => `${screen} (first shown in "${test}")`);
}
