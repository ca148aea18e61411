import { expect, type Page } from '@playwright/test';

/** The sign-in screens, as a person uses them. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function expectToast(page: Page, text: string) {
  // A toast is a live region (role status) whose whole text is the message.
  const exactly = new RegExp(`^${escape(text)}$`);
  await expect(page.getByRole('status').filter({ hasText: exactly }).first()).toBeVisible();
}

/** The whole page; `{ fullPage: false }` for what the screen shows, as with a sheet open. */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}
