import { SAVED_ANSWERS_CACHE, SERVICE_WORKER_OPT_IN_KEY } from 'shared-contracts';
import { expect, signInWithToken, test } from '../fixtures';
import { shoot } from '../pages/auth-screens';

test('with no signal, the own card and its QR code open from the saved copy; other screens say they are offline', async ({
  page,
  context,
  person,
}) => {
  await page.addInitScript(
    // The app registers its service worker for automation only when asked.
    (key) => localStorage.setItem(key, 'on'),
    SERVICE_WORKER_OPT_IN_KEY,
  );
  await signInWithToken(page, person);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  // The first visit installs the worker; the card opened once more with it in charge is kept,
  // its QR code with it, never opened online.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const kept = await (await caches.open(name)).keys();
        return kept.map((request) => new URL(request.url).pathname);
      }, SAVED_ANSWERS_CACHE),
    )
    .toEqual(
      expect.arrayContaining([
        '/api/v1/portfolio',
        '/api/v1/user/profile',
        `/api/v1/portfolio/${person.userId}/qr`,
      ]),
    );

  // Orders were opened once too: their screen's code is kept, their answers are not.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(page.getByText(/^Your card as saved on \d{1,2} [A-Z][a-z]{2}, /)).toBeVisible();
  await shoot(page, 'own-card-offline', { fullPage: false });

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'QR code' }).click();
  const code = page.getByRole('dialog').getByRole('img', { name: /QR code/ });
  await expect(code).toBeVisible();
  await expect
    .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(page, 'own-card-qr-offline', { fullPage: false });
  await page.keyboard.press('Escape');

  // Nothing else pretends: the orders cannot be read, and the screen says why.
  await page.goto('/orders');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/Failed to fetch orders/);
  await expect(page).toHaveTitle('Your Orders | Tapfolio');
  await shoot(page, 'orders-offline', { fullPage: false });

  // Back online, the next answer takes the line away.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText("You're offline")).toBeHidden();
});
