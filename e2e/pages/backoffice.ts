import { expect, type Browser, type Page } from '@playwright/test';
import { shoot } from './auth-screens';

/** The back office's demo accounts, made beside the demo account (api/src/demo). */
export const STAFF = { email: 'staff@tapfolio.app', password: 'Tapfolio123' };
export const ADMIN = { email: 'admin@tapfolio.app', password: 'Tapfolio123' };

/** The console is laid out for a desktop and must fit a phone. */
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** A staff member's (or admin's) browser, signed in through the login screen on the way in. */
export async function staffConsole(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string } = STAFF,
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^Login$/i }).click();
  await expect(page).toHaveURL(/\/backoffice/);
  await expect(page.getByRole('heading', { name: 'Order queue' })).toBeVisible();
  return { context, page };
}

/** The console's own bar, where its places are. */
export const bar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * The same screen on a phone, opened by its address (a reload), photographed as `{name}-phone`:
 * every screen of the console must fit 390 px as well as it fits a desktop.
 */
export async function onPhone(phone: Page, path: string, heading: string | RegExp, name: string) {
  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await shoot(phone, `${name}-phone`);
}
