import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutJavaScript } from './accessibility';
import { screenOf } from './screen-coverage';
import { toastShown, toastsNotLookedFor } from './toast-log';

/** Where the screens are kept to look at: in this run's results folder (E2E_OUTPUT_DIR). */
const SCREENS_DIR = join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'screens');

/**
 * The field labelled `label` that a person sees. On a screen the gateway rendered on the server
 * (the sign-in screens, a product page) the app boots hidden behind that render, so for a moment
 * two fields have the label; whichever is on show is the one typed into, and the app carries
 * what was typed over when it takes the screen.
 */
export function fieldLabelled(page: Page, label: string, { exact = false } = {}): Locator {
  return page.getByLabel(label, { exact }).filter({ visible: true });
}

/** The sign-in screens, as a person uses them. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fieldLabelled(page, 'Email').fill(email);
  await fieldLabelled(page, 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function expectToast(page: Page, text: string) {
  // A toast is a live region (role status, or alert for an error) whose whole text is the message:
  // on show now, or shown since the last toast looked for (toast-log.ts).
  const exactly = new RegExp(`^${escape(text)}$`);
  const onShow = page.locator('[role=status], [role=alert]').filter({ hasText: exactly }).first();
  try {
    await expect
      .poll(async () => (await toastShown(page, text)) || (await onShow.isVisible()), {
        message: `a toast saying "${text}"`,
      })
      .toBe(true);
  } catch (error) {
    // What the page said instead: the run keeps no trace in CI, and a toast is gone in seconds.
    if (error instanceof Error) {
      error.message += `\nOn show instead: ${await liveRegions(page)}`;
      error.message += `\nShown and not looked for: ${JSON.stringify(await toastsNotLookedFor(page))}`;
    }
    throw error;
  }
}

/** Every live region and toast of the page with its text, for a toast check that failed. */
function liveRegions(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        url: location.href,
        regions: [...document.querySelectorAll('[role=status], [role=alert], [aria-live]')].map(
          (node) =>
            `${node.getAttribute('role')} ${node.getAttribute('aria-live')}: ${node.textContent}`,
        ),
        toasts: [...document.querySelectorAll('.tf-toast')].map((node) => node.outerHTML),
      }),
    )
    .catch((error: unknown) => `(could not be read: ${String(error)})`);
}

/**
 * A screen the journey shows: photographed for people to look at (`{ fullPage: false }` for what
 * the screen shows, as with a sheet open), and checked with axe-core in both card themes.
 */
export async function shoot(page: Page, name: string, { fullPage = true, javaScript = true } = {}) {
  // A page that is not ours (the payment provider's) is photographed only.
  const ours = screenOf(page.url()) !== undefined;
  if (ours && javaScript) await expectAccessible(page, name);
  if (ours && !javaScript) await expectAccessibleWithoutJavaScript(page, name);
  // CI keeps no files from its run (.ci/run sets CI): no photograph to throw away.
  if (!process.env.CI) await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage });
}

/** The desktop the app is looked at on besides the phone. */
export const DESKTOP_VIEWPORT = { width: 1366, height: 768 };

/** A screen photographed (and checked) on the phone, then on a 1366x768 desktop (`-desktop`). */
export async function shootPhoneAndDesktop(page: Page, name: string, options = { fullPage: true }) {
  await shoot(page, name, options);
  const phone = page.viewportSize()!;
  await page.setViewportSize(DESKTOP_VIEWPORT);
  try {
    await shoot(page, `${name}-desktop`, options);
  } finally {
    await page.setViewportSize(phone);
  }
}
