import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { shoot, shootPhoneAndDesktop } from '../pages/auth-screens';

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the card paints from the HTML alone: every field, Save Contact downloads a vCard, links work', async ({
    page,
    person,
  }) => {
    const response = await page.goto(`/portfolio/${person.userId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
    await expect(page.locator('main[data-card-root]')).toBeVisible();
    // Call and WhatsApp under the name: a tel: link and a wa.me chat, plain links.
    const identity = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(identity.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(identity.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    await expect(
      page.getByRole('link', { name: 'Made with Tapfolio: get your free card' }),
    ).toHaveAttribute('href', '/register');
    await shoot(page, 'public-card-no-js', { javaScript: false });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Save Contact' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${person.name}.vcf`);
    const vcard = await readFile((await file.path())!, 'utf8');
    expect(vcard).toMatch(/^BEGIN:VCARD\r\n/);
    expect(vcard).toContain(`FN:${person.name}`);
    // The spec: the WhatsApp number is the work phone; the card's own URL a URI, not text.
    expect(vcard).toContain('TEL;TYPE=WORK:+919876543210');
    expect(vcard).toMatch(/\r\nURL:http:\/\/[^\r\\]+\/portfolio\/[\w-]+\r\n/);

    // Share without a script: the sheet is the page's #share target, its services plain links.
    await page.getByRole('link', { name: 'Share', exact: true }).click();
    await expect(page).toHaveURL(/#share$/);
    await expect(
      page.locator('#share a[href^="https://wa.me/"], #share a[href*="whatsapp"]').first(),
    ).toBeVisible();
  });

  test('an unknown card is a real 404 page', async ({ page }) => {
    const response = await page.goto('/portfolio/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This card doesn't exist" })).toBeVisible();
  });
});

test('with JavaScript: share sheet, Copy Link and the theme switch come from the small script', async ({
  page,
  person,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/portfolio/${person.userId}`);
  const card = page.locator('main[data-card-root]');
  await expect(card).toHaveAttribute('data-enhanced', /.*/);
  // Only the release's enhancement script: not the shell, not React.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/remotes\/remote-portfolio\/[^/]+\/card\/enhance\.js$/);

  const before = await card.getAttribute('data-theme');
  const after = before === 'dark' ? 'light' : 'dark';
  // The button says what it does: "Switch to light theme" on a dark card.
  await page.getByRole('button', { name: `Switch to ${after} theme` }).click();
  await expect(card).toHaveAttribute('data-theme', after);
  await expect(page.getByRole('button', { name: `Switch to ${before} theme` })).toBeFocused();
  await page.reload();
  await expect(card).toHaveAttribute('data-theme', after);
  await shootPhoneAndDesktop(page, `public-card-${after}`);
  // And the other theme, as the visitor who prefers it sees the card.
  await page.getByRole('button', { name: `Switch to ${before} theme` }).click();
  await expect(card).toHaveAttribute('data-theme', before!);
  await shootPhoneAndDesktop(page, `public-card-${before}`);

  await page.getByRole('link', { name: 'Share', exact: true }).click();
  const sheet = page.locator('[data-card-share-sheet]');
  await expect(sheet).toBeVisible();
  await shoot(page, 'public-card-share-sheet', { fullPage: false });
  // The spec's share menu: Twitter keeps its name.
  await expect(sheet.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?/,
  );
  await sheet.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/portfolio/${person.userId}`, page.url()).href,
  );

  // The QR screen: from the sheet, full-screen and white, left with the phone's back button.
  // The toast fades out but keeps its text: wait for it to go, so it is not in the screenshot.
  await expect(page.locator('[data-card-toast]')).not.toHaveAttribute('data-shown');
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await sheet.getByRole('link', { name: 'QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'QR code' });
  await expect(qr).toBeVisible();
  await expect(
    qr.getByRole('button', { name: 'Close' }).or(qr.getByRole('link', { name: 'Close' })),
  ).toBeFocused();
  const code = qr.getByRole('img', { name: /^QR code of / });
  await expect(code).toHaveAttribute('src', `/api/v1/portfolio/${person.userId}/qr?format=svg`);
  await expect(qr.getByRole('link', { name: 'Download PNG' })).toHaveAttribute(
    'href',
    `/api/v1/portfolio/${person.userId}/qr?format=png&size=1024&download=1`,
  );
  // The code itself arrived and is drawn (a broken image has no natural width).
  await expect
    .poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(page, 'public-card-qr', { fullPage: false });
  await page.goBack();
  await expect(qr).toBeHidden();
  await expect(page.getByRole('link', { name: 'Share', exact: true })).toBeFocused();
});
