import { randomUUID } from 'node:crypto';
import { devices, type Page } from '@playwright/test';
import { expect, signInWithToken, test } from '../fixtures';
import { DESKTOP_VIEWPORT, expectToast, shoot } from '../pages/auth-screens';

/** The owner picks a personal link in the editor, waiting for the availability check. */
async function choosePersonalLink(page: Page, handle: string) {
  await page.goto('/edit-profile');
  await page
    .getByRole('navigation', { name: 'Sharing' })
    .getByRole('link', { name: /Personal link/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your personal link' })).toBeVisible();
  await page.getByLabel('Personal link').fill(handle);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Your personal link is saved!');
  await expect(page.getByText('This is your link')).toBeVisible();
}

/** One total of the Insights screen, as its tile reads: "3 Views". */
const total = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: label });

test('a personal link opens the card; a visitor’s taps and Save Contact show in Insights; an old link still works', async ({
  page,
  person,
  browser,
}) => {
  const first = `meera-${randomUUID().slice(0, 6)}`;
  const second = `${first}.studio`;
  await signInWithToken(page, person);
  await choosePersonalLink(page, first);
  await shoot(page, 'personal-link');

  // A visitor on another phone: no session, a real browser's user agent (bots are not counted).
  const visitorContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: new URL(page.url()).origin,
  });
  // The card's links leave the site: answer them here, the machine has no internet.
  await visitorContext.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const visitor = await visitorContext.newPage();
  const opened = await visitor.goto(`/@${first}`);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(`/@${first}`, visitor.url()).href,
  );
  await expect(visitor.locator('main[data-card-root]')).toHaveAttribute('data-enhanced', /.*/);
  await shoot(visitor, 'card-by-handle');

  // Save Contact and two link taps (the phone number and the WhatsApp chat). Save Contact first:
  // on a busy machine Chromium sometimes started no download at all for a click that came after a
  // tel: launch (no request in the trace), which it handles as an external download of its own.
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Save Contact' }).click();
  await download;
  // The Call and WhatsApp buttons under the name count like the contact cards they repeat.
  await visitor.getByRole('link', { name: 'Call', exact: true }).click();
  const chat = visitorContext.waitForEvent('page');
  await visitor.getByRole('link', { name: 'WhatsApp', exact: true }).click();
  await (await chat).close();

  // The owner's Insights: the visit, both taps and the saved contact, none of their own visits.
  await page.goto('/edit-profile');
  await page
    .getByRole('navigation', { name: 'Sharing' })
    .getByRole('link', { name: /Insights/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(total(page, 'Contacts saved')).toHaveText(/^\s*1\s*Contacts saved\s*$/, {
      timeout: 1_000,
    });
    await expect(total(page, 'Link taps')).toHaveText(/^\s*2\s*Link taps\s*$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  // Reloading after the counts are in: the answer is not the cached one from before the flush.
  await page.reload();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(total(page, 'Views')).toHaveText(/^\s*1\s*Views\s*$/);
  await expect(total(page, 'Visitors')).toHaveText(/^\s*1\s*Visitors\s*$/);
  await expect(total(page, 'Link taps')).toHaveText(/^\s*2\s*Link taps\s*$/);
  const topLinks = page.getByRole('region', { name: 'Top links' });
  await expect(topLinks.getByText('Phone')).toBeVisible();
  await expect(topLinks.getByText('WhatsApp')).toBeVisible();
  await shoot(page, 'insights');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).suggestedFilename()).toBe('tapfolio-insights-7-days.csv');

  // A new link: the printed one (the old handle) takes the visitor to it, for good.
  await choosePersonalLink(page, second);
  const moved = await visitor.goto(`/@${first}?src=nfc`);
  expect(moved?.status()).toBe(200);
  expect(moved?.request().redirectedFrom()?.url()).toContain(`/@${first}`);
  await expect(visitor).toHaveURL(new RegExp(`/@${second.replace('.', '\\.')}\\?src=nfc$`));
  await expect(visitor.getByRole('heading', { name: person.name })).toBeVisible();
  await visitorContext.close();

  // Home's preview: the QR code of the card, full-screen.
  await page.goto('/home');
  await page.getByRole('button', { name: /QR/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'home-qr', { fullPage: false });
  await page.keyboard.press('Escape');
  const cardUrl = new URL(`/@${second}`, page.url()).href;

  // Home's Share my card, with no share sheet (a desktop): the link is copied, with a toast.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await page.getByRole('button', { name: 'Share my card' }).click();
  await expectToast(page, 'Link copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cardUrl);
  // Held under the pointer (the toaster pauses it) while it is checked and photographed.
  const copied = page.getByRole('status').filter({ hasText: /^Link copied!$/ });
  await copied.hover();
  // On a line of its own in Home's header, which grows to hold it: nothing of the screen is
  // under the toast, and what follows the header starts below it.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('status').filter({ hasText: /^Link copied!$/ })).toBeVisible();
  const header = (await banner.boundingBox())!;
  const toast = (await copied.boundingBox())!;
  expect(toast.y + toast.height).toBeLessThanOrEqual(header.y + header.height);
  const underHeader = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header') === null,
    { x: toast.x + toast.width / 2, y: header.y + header.height + 4 },
  );
  expect(underHeader).toBe(true);
  await shoot(page, 'home-link-copied', { fullPage: false });

  // On a phone with a share sheet: the sheet is handed the card's address.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  await page.reload();
  await page.getByRole('button', { name: 'Share my card' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      { title: person.name, text: `${person.name} - digital business card`, url: cardUrl },
    ]);

  // A screen whose remote is still on its way shows its frame, not a blank page.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/remotes/remote-auth/**', async (route) => {
    await arrived;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page.getByRole('status', { name: 'Loading...' })).toBeVisible();
  await shoot(page, 'loading-frame', { fullPage: false });
  arrive();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await page.unroute('**/remotes/remote-auth/**');
  await page.goto('/home');

  // A desktop at the foot of Home: the bottom navigation covers none of the footer.
  await page.setViewportSize(DESKTOP_VIEWPORT);
  // Home whole (both remote cards in) before scrolling to its foot.
  await expect(page.getByRole('button', { name: 'Share my card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore The Designs' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  for (const link of await page.locator('footer').getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, await link.innerText()).toBeLessThanOrEqual(bar.y);
  }
  await shoot(page, 'home-foot-desktop', { fullPage: false });
});
