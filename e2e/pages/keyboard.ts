import { expect, type Locator, type Page } from '@playwright/test';

const focused = (target: Locator) =>
  target.evaluate((node) => node === document.activeElement).catch(() => false);

/**
 * Presses Tab, as a person without a mouse does, until `target` has focus. Fails when it is not
 * reached within `limit` presses: the control is then out of the keyboard's reach (or the focus
 * is trapped somewhere it should not be).
 */
export async function tabTo(page: Page, target: Locator, { limit = 60 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (await focused(target)) return;
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`Not reached with ${limit} Tab presses: ${target}. Focus is on ${at}`);
}

/** Tabs to a field, clears it with the keyboard and types `text`. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a button or link and presses `key` on it (Enter or Space). */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
