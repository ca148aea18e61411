import { expect, type Browser } from '@playwright/test';

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
