import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { STORAGE_KEYS } from 'shared-contracts';
import { recordAudited, recordJudged, wasJudged } from './screen-coverage';

/** The bar: WCAG 2.1 levels A and AA (axe tags the 2.0 rules separately). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Theme = 'light' | 'dark';

/** The card theme of every element painted in it (empty on screens without a card theme). */
const paintedThemes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-theme]')].map((node) => node.getAttribute('data-theme')),
  );

/**
 * Chooses the card theme the way another tab of the same browser would: the device's choice in
 * localStorage, announced by a `storage` event that the card and the editor follow.
 */
async function chooseTheme(page: Page, theme: Theme | null) {
  await page.evaluate(
    ([key, value]) => {
      const oldValue = localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
      );
    },
    [STORAGE_KEYS.portfolioTheme, theme] as const,
  );
}

/** Waits for transitions and entrances to end, so nothing half-faded is judged for contrast. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Attributes that name another element: kept as they are, so a broken reference still shows. */
const REFERENCES = [
  'id',
  'for',
  'headers',
  'list',
  'form',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

/**
 * The document on show as axe-core reads it, as one hash: every element with its attributes (the
 * card theme's among them) and whether it holds text. A journey's own data is made alike (the
 * text itself, and numbers and hex ids in attributes: a person's e-mail, a card's id, a price),
 * so the same screen in the same state and theme answers the same hash in every journey, while a
 * sheet opened, an error shown or the other theme answers another.
 */
async function documentState(page: Page): Promise<string> {
  const shape = await page.evaluate((references) => {
    const kept = new Set(references);
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? '#' : '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .map(({ name, value }) =>
          kept.has(name)
            ? `${name}=${value}`
            : `${name}=${value.replace(/\b[0-9a-f]*\d[0-9a-f]*\b/gi, '0')}`,
        )
        .sort()
        .join(' ');
      return `<${node.tagName} ${attributes}>${[...node.childNodes].map(walk).join('')}</>`;
    };
    return walk(document.documentElement);
  }, REFERENCES);
  return createHash('sha256').update(shape).digest('hex');
}

/**
 * Runs `work` with the page's animations held still: the document's timeline stops first
 * (Chromium's Animation domain), then those under way are finished. An animation that starts
 * during the check (a toast whose time is up begins to fade, another slides in) stays at its first
 * frame, fully shown or not at all, instead of being judged half-faded. The timeline runs again
 * afterwards.
 */
async function stillWhile<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
    });
    return await work();
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
  }
}

/**
 * What a scan judges: every WCAG rule, or only those a theme can change. The other theme of a
 * screen is the same document with other colours (the theme is a data attribute the CSS reads), so
 * the rules of names, roles, labels and structure would find there exactly what they found in the
 * first; only the colours are judged again.
 */
type Rules = 'all' | 'colours';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations on the document on show. Each state is judged once per run: a state any
 * journey already had judged (its violations, if any, failed that journey) is not judged again.
 */
async function scan(page: Page, rules: Rules = 'all'): Promise<Result[]> {
  await settled(page);
  const state = await documentState(page);
  const judged = rules === 'all' ? state : `${state} colours`;
  if (wasJudged(state) || wasJudged(judged)) return [];
  const violations = await stillWhile(page, () => axeViolations(page, rules));
  recordJudged(judged);
  return violations;
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe.run in the page itself, with axe-core put in once per document. @axe-core/playwright's
 * AxeBuilder puts its 650 KB in again for every check, and the page parses it each time: that
 * was three fifths of a check's time. Our pages have no frames to reach into, and only the
 * violations are asked for, not the passes each check would otherwise describe.
 */
async function axeViolations(page: Page, rules: Rules): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly: RunOptions['runOnly'] =
    rules === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const { violations } = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
        }
      ).axe.run(document, options),
    { runOnly, resultTypes: ['violations'] } satisfies RunOptions,
  );
  return violations;
}

const REFLOW_SETTLES_MS = 3_000;

/**
 * Text at 200% zoom: a 390 px screen zoomed to 200% lays pages out 195 CSS px wide, where WCAG's
 * reflow rule allows no horizontal scrolling. Answers what sticks out, widest first.
 */
async function sidewaysAtDoubleZoom(page: Page): Promise<string[]> {
  const size = page.viewportSize();
  if (!size) return [];
  await page.setViewportSize({
    width: Math.round(size.width / 2),
    height: Math.round(size.height / 2),
  });
  try {
    // A page lays itself out again after a resize (a chart measures its box, then redraws): what
    // the rule judges is the page once it has, not a frame on the way.
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        undefined,
        { timeout: REFLOW_SETTLES_MS },
      )
      .catch(() => {});
    return await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      const name = (node: Element) =>
        node.tagName.toLowerCase() +
        (node.id ? `#${node.id}` : '') +
        [...node.classList].map((c) => `.${c}`).join('');
      // What scrolls inside its own box (a slider) cannot widen the page: its content is left out,
      // so the names below are of what does.
      const clipped = (node: Element) => {
        for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      return [...document.body.querySelectorAll('*')]
        .filter((node) => !clipped(node))
        .map((node) => ({ node, right: node.getBoundingClientRect().right }))
        .filter(({ right }) => right > root.clientWidth + 1)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          ({ node, right }) =>
            `${name(node)} reaches ${Math.round(right)} px of ${root.clientWidth}`,
        );
    });
  } finally {
    await page.setViewportSize(size);
  }
}

function describe(violations: Result[], where: string): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  );
}

/**
 * The accessibility check of the screen on show: axe-core's WCAG 2.1 A/AA rules, in both card
 * themes when the screen paints one, and a title that names the screen. Fails with every
 * violation, each with the element it was found on.
 */
// Soft: one run reports every screen's problems, not only the first screen's.
export async function expectAccessible(page: Page, screen: string, { bothThemes = true } = {}) {
  // The title is set by the screen's effect, which may run a frame after its heading shows.
  await expect
    .soft(page, `${screen}: the document title names the screen`)
    .toHaveTitle(/^\S.* \| Tapfolio$/);

  const problems: string[] = [];
  const themes = await paintedThemes(page);
  problems.push(...describe(await scan(page), `${screen} [${themes[0] ?? 'no card theme'}]`));
  if (bothThemes && themes.length > 0) {
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.portfolioTheme,
    );
    const other: Theme = themes[0] === 'dark' ? 'light' : 'dark';
    await chooseTheme(page, other);
    await expect
      .poll(() => paintedThemes(page), { message: `${screen} repaints in the ${other} theme` })
      .toEqual(themes.map(() => other));
    problems.push(...describe(await scan(page, 'colours'), `${screen} [${other}]`));
    await chooseTheme(page, stored as Theme | null);
    await expect.poll(() => paintedThemes(page)).toEqual(themes);
  }
  for (const part of await sidewaysAtDoubleZoom(page)) {
    problems.push(`${screen} at 200% zoom: scrolls sideways: ${part}`);
  }
  recordAudited(page);
  expect.soft(problems, `${screen}: axe-core WCAG 2.1 A/AA violations`).toEqual([]);
}

/**
 * The check of a page as a browser without JavaScript paints it. axe-core itself runs as a script,
 * so the same URL is opened beside it with every script of the page refused. Only the theme it
 * paints in is judged: without a script nothing can change it (the other is judged with scripts).
 */
export async function expectAccessibleWithoutJavaScript(page: Page, screen: string) {
  const browser = page.context().browser();
  if (!browser)
    throw new Error('expectAccessibleWithoutJavaScript needs a page of a launched browser');
  // Explicitly on: a context a test makes inherits the test's options, JavaScript off included.
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize() ?? undefined,
  });
  try {
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    const twin = await context.newPage();
    await twin.goto(page.url());
    await expectAccessible(twin, `${screen} (no JavaScript)`, { bothThemes: false });
  } finally {
    await context.close();
  }
}
