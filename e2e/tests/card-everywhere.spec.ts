import { createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import { cardPath } from 'shared-contracts';
import { DATA_DIR, expect, signInWithToken, test } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { TEST_WALLET, testGoogleAccount } from '../test-wallets';

/** An entry of the editor's Sharing list, named by its title (its description follows). */
const sharingEntry = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Sharing' })
    .getByRole('link', { name: new RegExp(`^${title}`) });

/** Back from a Sharing screen to the editor's list, in the app. */
async function backToTheList(page: Page) {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Sharing' })).toBeVisible();
}

/**
 * What Gmail and Outlook keep of a signature: no <style>, no classes, no scripts, every image and
 * link absolute (a relative one would point at the mail app's own site), under Gmail's 10,000
 * characters. Answers the links, to look for the card's among them.
 */
function expectMailSafe(html: string, name: string): string[] {
  expect(html).toContain(name);
  expect(html.length).toBeLessThan(10_000);
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/<script\b/i);
  expect(html).not.toMatch(/\sclass\s*=/i);
  const urls = (attribute: string) =>
    [...html.matchAll(new RegExp(`\\s${attribute}\\s*=\\s*(["'])(.*?)\\1`, 'gi'))].map(
      (match) => match[2]!,
    );
  const images = urls('src');
  expect(images.length).toBeGreaterThan(0);
  for (const src of images) expect(src).toMatch(/^https?:\/\/[^/]/);
  const links = urls('href');
  // A phone number's link is absolute too, in its own scheme.
  for (const href of links) expect(href).toMatch(/^(https?:\/\/[^/]|tel:|mailto:)/);
  return links;
}

/** The width and height a PNG's header gives (its IHDR chunk comes first, at byte 16). */
async function pngSize(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Clicks `button` and answers the download it starts. */
async function downloadWith(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return download;
}

test('the card everywhere: an e-mail signature copied, a call background and a wallpaper downloaded, the card added to Google and Apple Wallet', async ({
  page,
  person,
}) => {
  await signInWithToken(page, person);
  await page.goto('/edit-profile');
  const cardUrl = new URL(cardPath({ userId: person.userId }), page.url()).href;
  // Offered by the test wallet settings of the gateway (playwright.config.ts).
  await expect(sharingEntry(page, 'Wallet pass')).toContainText(
    'Your card in Google Wallet or Apple Wallet',
  );
  await shoot(page, 'editor-sharing');

  // E-mail signature: each layout in the preview, each safe for a mail app.
  await sharingEntry(page, 'E-mail signature').click();
  await expect(page.getByRole('heading', { name: 'E-mail signature' })).toBeVisible();
  const preview = page.getByTitle('Preview of your e-mail signature');
  const layouts = new Set<string>();
  // Classic, shown first, last: the one copied is the layout most people keep.
  for (const layout of ['Compact', 'Bold', 'Classic']) {
    await page.getByRole('radio', { name: new RegExp(`^${layout}`) }).check();
    await expect(preview.contentFrame().getByText(person.name)).toBeVisible();
    const html = (await preview.getAttribute('srcdoc'))!.replace(
      /^.*?<body[^>]*>|<\/body>.*$/gs,
      '',
    );
    expect(expectMailSafe(html, person.name)).toContain(cardUrl);
    layouts.add(html);
  }
  expect(layouts.size).toBe(3);

  // Copied as rich HTML with plain text beside it: read back from the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy signature' }).click();
  await expectToast(page, 'Signature copied');
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const text = async (type: string) => (await item!.getType(type)).text();
    return { html: await text('text/html'), plain: await text('text/plain') };
  });
  expect(expectMailSafe(copied.html, person.name)).toContain(cardUrl);
  expect(copied.plain).toContain(person.name);
  expect(copied.plain).toContain(cardUrl.replace(/^https?:\/\//, ''));
  await shoot(page, 'email-signature');

  // What a mail app pastes, drawn on a page of its own. On the app's origin: its QR and photo
  // answer same-site requests only, and a page of no origin would draw them broken. A file's path:
  // no screen of the app, so only photographed.
  const mail = await page.context().newPage();
  await mail.route('**/e2e/pasted-signature.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Pasted signature</title></head><body style="margin:16px;background:#ffffff">${copied.html}</body></html>`,
    }),
  );
  await mail.goto('/e2e/pasted-signature.html');
  await expect(mail.getByText(person.name)).toBeVisible();
  await expect
    .poll(() => mail.evaluate(() => [...document.images].every((image) => image.naturalWidth > 0)))
    .toBe(true);
  await shoot(mail, 'email-signature-pasted');
  await mail.close();
  await backToTheList(page);

  // Backgrounds: the gradient design behind a video call, and an iPhone's lock screen.
  await sharingEntry(page, 'Backgrounds').click();
  await expect(page.getByRole('heading', { name: 'Backgrounds' })).toBeVisible();
  await page.getByRole('radio', { name: /^Gradient/ }).check();
  const video = await downloadWith(page, 'Download background');
  expect(video.suggestedFilename()).toBe('tapfolio-background-2.png');
  expect(await pngSize(video)).toEqual({ width: 1920, height: 1080 });
  await expectToast(page, 'Image downloaded');
  await page.getByRole('radio', { name: /^iPhone\s*1179/ }).check();
  const wallpaper = await downloadWith(page, 'Download wallpaper');
  expect(wallpaper.suggestedFilename()).toBe('tapfolio-wallpaper-iphone.png');
  expect(await pngSize(wallpaper)).toEqual({ width: 1179, height: 2556 });
  await expectToast(page, 'Image downloaded');
  // From the top: a whole-page photograph of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'backgrounds');
  await backToTheList(page);

  // Wallet pass: Google's save link carries the card in a JWT signed with the service account.
  await sharingEntry(page, 'Wallet pass').click();
  await expect(page.getByRole('heading', { name: 'Wallet pass' })).toBeVisible();
  await shoot(page, 'wallet-pass');
  // Google's page, answered here: the machine has no internet.
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }),
  );
  await page.getByRole('button', { name: 'Add to Google Wallet' }).click();
  await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const jwt = new URL(page.url()).pathname.split('/').pop()!;
  const account = testGoogleAccount(DATA_DIR);
  const { payload } = await jwtVerify(jwt, createPublicKey(account.private_key), {
    algorithms: ['RS256'],
    issuer: account.client_email,
    audience: 'google',
  });
  expect(payload).toMatchObject({ typ: 'savetowallet', origins: [new URL(cardUrl).origin] });
  const [pass] = (payload.payload as { genericObjects: Record<string, unknown>[] }).genericObjects;
  expect(pass).toMatchObject({
    id: expect.stringMatching(new RegExp(`^${TEST_WALLET.googleIssuerId}\\.[\\w.-]+$`)),
    classId: expect.stringMatching(new RegExp(`^${TEST_WALLET.googleIssuerId}\\.`)),
    header: { defaultValue: { value: person.name } },
    barcode: { type: 'QR_CODE', value: cardUrl },
  });
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Wallet pass' })).toBeVisible();

  // Apple Wallet: the button opens a short-lived link to the signed pass, which a computer saves.
  const passResponse = page.waitForResponse((response) =>
    response.url().includes('/wallet/apple/pass.pkpass?ticket='),
  );
  const passDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const served = await passResponse;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  const saved = await passDownload;
  expect(saved.suggestedFilename()).toBe('tapfolio-card.pkpass');
  const files = unzipSync(await readFile(await saved.path()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'logo.png']),
  );
  const passJson = JSON.parse(strFromU8(files['pass.json']!));
  expect(passJson).toMatchObject({
    passTypeIdentifier: TEST_WALLET.passTypeId,
    teamIdentifier: TEST_WALLET.teamId,
    generic: { primaryFields: [expect.objectContaining({ value: person.name })] },
    barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: cardUrl })],
  });
  // A computer stays on the screen, ready for another tap.
  await expect(page).toHaveURL(/\/edit-profile\/wallet$/);
  await expect(page.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
});
