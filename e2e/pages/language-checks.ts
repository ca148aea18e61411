import { expect, type Page } from '@playwright/test';
import {
  englishTexts,
  loadCatalogue,
  localizeTexts,
  type Language,
  type LoadedCatalogue,
  type TextTree,
} from 'shared-contracts';

const catalogues = new Map<Language, Promise<LoadedCatalogue>>();

/** A language's catalogue, as the app loads it: loaded once per worker. */
export function catalogueOf(language: Language): Promise<LoadedCatalogue> {
  let catalogue = catalogues.get(language);
  if (!catalogue) catalogues.set(language, (catalogue = loadCatalogue(language)));
  return catalogue;
}

/** A group of the spec's texts in a language: what the screen should say. */
export async function textsIn<T extends TextTree>(texts: T, language: Language): Promise<T> {
  return localizeTexts(texts, await catalogueOf(language));
}

/**
 * The catalogue's English texts that a screen in `language` must not show: each one the language
 * translates to something else, without placeholders, and long enough to be a phrase rather than
 * a word some owner's content could hold ("Area", "Pincode" are kept out by the length).
 */
async function untranslatable(language: Language): Promise<Set<string>> {
  const english = await englishTexts();
  const { byKey } = await catalogueOf(language);
  const texts = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    if (text.includes('{') || text.length < 8) continue;
    if (byKey[key] !== undefined && byKey[key] !== text) texts.add(text);
  }
  return texts;
}

/**
 * What the issue asks of every translated screen on a 390 px phone: no horizontal scrolling, no
 * text cut off (an element that clips its own text), and no line that is still one of the
 * catalogue's English texts.
 */
export async function expectReadsWell(page: Page, language: Language, screen: string) {
  const layout = await page.evaluate(() => {
    const overflowing = document.documentElement.scrollWidth - window.innerWidth;
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.innerText?.trim() || element.offsetParent === null) continue;
      if (element.children.length > 0 && element.innerText === element.children[0]?.textContent)
        continue;
      const style = getComputedStyle(element);
      // Text for screen readers only is clipped to a pixel on purpose.
      if (element.clientWidth <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') continue;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // Scrolling regions (a carousel, a table) scroll on purpose; only a clip cuts text off.
      if (!clips || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.scrollWidth > element.clientWidth + 1)
        clipped.push(`${element.tagName.toLowerCase()}: ${element.innerText.slice(0, 60)}`);
    }
    return { overflowing, clipped, lines: document.body.innerText.split('\n') };
  });
  expect(layout.overflowing, `${screen} (${language}) scrolls sideways`).toBeLessThanOrEqual(0);
  expect(layout.clipped, `${screen} (${language}) cuts text off`).toEqual([]);
  const english = await untranslatable(language);
  const untranslated = layout.lines.map((line) => line.trim()).filter((line) => english.has(line));
  expect(untranslated, `${screen} (${language}) shows English texts`).toEqual([]);
}
