import { readFile } from 'node:fs/promises';
import { devices } from '@playwright/test';
import { expect, signInWithToken, test } from '../fixtures';
import { shoot, shootPhoneAndDesktop } from '../pages/auth-screens';

test('a visitor shares their details from the card; the owner sees them in Contacts and saves the vCard', async ({
  page,
  person,
  browser,
}) => {
  // Before anyone came: Contacts and Insights say how a first contact or view comes.
  await signInWithToken(page, person);
  await page.goto('/edit-profile/contacts');
  await expect(
    page.getByRole('heading', { name: 'No one has shared their details yet.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share my card' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'contacts-empty');
  await page.goto('/edit-profile/insights');
  await expect(page.getByRole('heading', { name: 'No views in the last 30 days' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share my card' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'insights-empty');

  const visitorContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT || 8180}`,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/portfolio/${person.userId}`);
  await expect(visitor.locator('main[data-card-root]')).toHaveAttribute('data-enhanced', /.*/);
  await visitor.getByRole('link', { name: 'Share your details' }).click();
  const form = visitor.locator('#share-details');
  await expect(form.getByRole('heading', { name: 'Share your details' })).toBeVisible();

  // Sent without the agreement: nothing goes, the box says why.
  await form.getByLabel('Your name').fill('Ravi Kumar');
  await form.getByLabel(/^Phone/).fill('98765 43210');
  await form.getByLabel(/^Company/).fill('Kumar & Sons');
  await form.getByLabel(/short note/).fill('Met at the Bengaluru expo.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please agree so the card owner may contact you')).toBeVisible();
  await shootPhoneAndDesktop(visitor, 'share-details-error', { fullPage: false });
  // The form never clips its Send button: it is on screen, whole, above the sheet's bottom edge.
  const send = form.getByRole('button', { name: 'Send' });
  await send.scrollIntoViewIfNeeded();
  const box = (await send.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(send).toBeInViewport({ ratio: 1 });

  await form.getByLabel(`I agree that ${person.name} may contact me`).check();
  await form.getByRole('button', { name: 'Send' }).click();
  // Sent by the page's script: the thanks shows in the sheet, no page was loaded.
  await expect(form.getByText(`Thank you! ${person.name} has your details.`)).toBeVisible();
  await expect(visitor).toHaveURL(/#share-details$/);
  await shoot(visitor, 'share-details-sent', { fullPage: false });
  await visitorContext.close();

  // The owner: Contacts in the editor's menu.
  await page.goto('/edit-profile');
  await page
    .getByRole('navigation', { name: 'Sharing' })
    .getByRole('link', { name: /Contacts/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('Ravi Kumar')).toBeVisible();
  await expect(page.getByText('Kumar & Sons')).toBeVisible();
  await expect(page.getByText('Met at the Bengaluru expo.')).toBeVisible();
  await shoot(page, 'contacts');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as vCard' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Ravi Kumar.vcf');
  const vcard = await readFile((await file.path())!, 'utf8');
  expect(vcard).toContain('FN:Ravi Kumar');
  expect(vcard).toContain('TEL;TYPE=CELL:+919876543210');
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same form posts and comes back to a thank-you; the browser asks for the agreement', async ({
    page,
    person,
  }) => {
    await page.goto(`/portfolio/${person.userId}`);
    await page.getByRole('link', { name: 'Share your details' }).click();
    const form = page.locator('#share-details');
    await form.getByLabel('Your name').fill('Anu Menon');
    await form.getByLabel(/^E-mail/).fill('anu@example.com');
    // Without the agreement the browser itself holds the form back (the box is required).
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/#share-details$/);
    expect(
      await form
        .getByLabel(`I agree that ${person.name} may contact me`)
        .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel(`I agree that ${person.name} may contact me`).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/#details-sent$/);
    await expect(
      page.locator('#details-sent').getByText(`Thank you! ${person.name} has your details.`),
    ).toBeVisible();
  });
});
