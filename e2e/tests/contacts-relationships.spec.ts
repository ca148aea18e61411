import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { devices } from '@playwright/test';
import Papa from 'papaparse';
import { DATA_DIR, expect, signInWithToken, test } from '../fixtures';
import { expectAccessible } from '../pages/accessibility';
import { expectToast, shoot } from '../pages/auth-screens';
import { photographedCard } from '../pages/business-card';
import { testWebhookReceiverTls } from '../test-webhooks';

const ARJUN = {
  name: 'Arjun Mehta',
  designation: 'Head of Partnerships',
  company: 'Mehta Logistics Pvt Ltd',
  phone: '+91 98200 12345',
  email: 'arjun@mehtalogistics.in',
  website: 'www.mehtalogistics.in',
};

test('the owner scans a paper card into a contact, notes where they met and when to follow up, finds it by tag and exports it for Google Contacts', async ({
  page,
  person,
  request,
}) => {
  // Someone met earlier, typed in through the API: the tag filter must leave them out.
  const typed = await request.post('/api/v1/portfolio/leads', {
    headers: { authorization: `Bearer ${person.token}` },
    data: { name: 'Kavya Rao', email: 'kavya@raostudio.in', tags: ['supplier'] },
  });
  expect(typed.status()).toBe(201);

  await signInWithToken(page, person);
  await page.goto('/edit-profile/contacts');
  await expect(page.getByText('Kavya Rao')).toBeVisible();
  await page.getByRole('link', { name: 'Add contact' }).click();
  await expect(page.getByRole('heading', { name: 'Add contact' })).toBeVisible();

  // The phone's camera hands over a photo of the card: read on the phone, into the form.
  await page.getByLabel('Scan a business card').setInputFiles({
    name: 'card.jpg',
    mimeType: 'image/jpeg',
    buffer: await photographedCard(ARJUN),
  });
  // Tesseract's first start (its WebAssembly and English data) on a machine busy with other
  // journeys: seconds, not a judgement of its speed (npm run bench measures that).
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(ARJUN.name, {
    timeout: 90_000,
  });
  await expect(page.getByText('Check what was found, then save.')).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+919820012345');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(ARJUN.email);
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue(ARJUN.company);
  await expect(page.getByLabel('Designation', { exact: true })).toHaveValue(ARJUN.designation);
  await expect(page.getByLabel('Keep the photo with this contact')).not.toBeChecked();

  await page.getByLabel('Add a tag').fill('expo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove tag expo' })).toBeVisible();
  await page.getByLabel('Where you met').fill('India Logistics Expo');
  await page.getByLabel('Follow-up date').fill('2026-12-05');
  await page.getByLabel('Notes').fill('Wants 40 cards for his sales team.');
  await shoot(page, 'contact-scanned');
  await expectAccessible(page, 'add contact, after a scan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Contact saved.');

  // The list: found by its tag, the one typed in earlier left out.
  await expect(page).toHaveURL(/\/edit-profile\/contacts$/);
  const contacts = page.getByRole('list', { name: 'Contacts' });
  await expect(contacts.getByRole('listitem', { name: ARJUN.name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption('expo');
  await expect(contacts.getByRole('listitem', { name: ARJUN.name })).toBeVisible();
  await expect(contacts.getByRole('listitem', { name: 'Kavya Rao' })).toHaveCount(0);
  const arjun = contacts.getByRole('listitem', { name: ARJUN.name });
  await expect(arjun.getByText('India Logistics Expo')).toBeVisible();
  await shoot(page, 'contacts-by-tag');
  await expectAccessible(page, 'contacts, by tag');

  // One contact's whole form: the note kept as written.
  await arjun.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('Wants 40 cards for his sales team.');
  await expect(page.getByLabel('Follow-up date')).toHaveValue('2026-12-05');
  await expectAccessible(page, 'one contact');
  await page.goBack();

  // Google Contacts' CSV, read back by a CSV parser: the columns its import knows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV for Google Contacts' }).click();
  const file = await download;
  const csv = await readFile((await file.path())!, 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const row = rows.find((r) => r['First Name'] === 'Arjun');
  expect(row, csv).toBeDefined();
  expect(row!['Last Name']).toBe('Mehta');
  expect(row!['Phone 1 - Value']).toBe('+919820012345');
  expect(row!['E-mail 1 - Value']).toBe(ARJUN.email);
  expect(row!['Organization Name']).toBe(ARJUN.company);
  expect(row!['Labels']).toContain('expo');
  expect(row!['Notes']).toContain('Wants 40 cards for his sales team.');
  expect(rows.map((r) => r['First Name'])).toContain('Kavya');
});

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

test("a webhook receiver gets the contact a card's visitor shares, signed with its secret", async ({
  page,
  person,
  request,
  browser,
}) => {
  // The owner's tool: an https endpoint on this machine, recording what arrives.
  const received: Delivery[] = [];
  const receiver = createServer(testWebhookReceiverTls(DATA_DIR), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/tapfolio`;
  try {
    await signInWithToken(page, person);
    await page.goto('/edit-profile/integrations');
    await page.getByLabel('Webhook URL').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expectToast(page, 'Webhook added.');
    const webhook = page.getByRole('listitem', { name: url });
    await webhook.getByRole('button', { name: 'Show' }).click();
    const secret = (await webhook.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page, 'integrations');

    // A visitor shares their details on the card.
    const visitorContext = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      baseURL: `http://127.0.0.1:${process.env.E2E_PORT || 8180}`,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/portfolio/${person.userId}`);
    await visitor.getByRole('link', { name: 'Share your details' }).click();
    const form = visitor.locator('#share-details');
    await form.getByLabel('Your name').fill('Ravi Kumar');
    await form.getByLabel(/^Phone/).fill('98765 43210');
    await form.getByLabel(`I agree that ${person.name} may contact me`).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText(`Thank you! ${person.name} has your details.`)).toBeVisible();
    await visitorContext.close();

    // It arrives, signed: t=<seconds>,v1=<HMAC-SHA256 of "t.body">, checked here on its own.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = received;
    const header = String(delivery!.headers['tapfolio-signature']);
    const parts = Object.fromEntries(
      header.split(',').map((part) => part.split('=') as [string, string]),
    );
    const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery!.raw}`).digest();
    expect(timingSafeEqual(Buffer.from(parts.v1!, 'hex'), expected)).toBe(true);
    expect(Math.abs(Date.now() / 1000 - Number(parts.t))).toBeLessThan(300);
    const body = JSON.parse(delivery!.raw);
    expect(body.event).toBe('contact.created');
    expect(body.data).toMatchObject({
      name: 'Ravi Kumar',
      phoneNumber: '+919876543210',
      source: 'shared',
    });

    // The delivery log says so.
    await page.reload();
    await webhook.getByRole('button', { name: 'Delivery log' }).click();
    const log = webhook.getByRole('list', { name: 'Delivery log' });
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByText('New contact')).toBeVisible();
    await shoot(page, 'integrations-delivered');

    // The owner's own tools read the contact with a personal API token, and no more.
    const tokens = await request.post('/api/v1/user/api-tokens', {
      headers: { authorization: `Bearer ${person.token}` },
      data: { name: 'CRM sync', scopes: ['contacts:read'] },
    });
    const { token } = (await tokens.json()).result;
    const listed = await request.get('/api/v1/portfolio/leads', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await listed.json()).result.map((c: { name: string }) => c.name)).toContain(
      'Ravi Kumar',
    );
    const refused = await request.get('/api/v1/portfolio', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
