import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, signInWithToken, test, type Person } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/**
 * One card bought through the API (cart, order) and paid on the Razorpay emulator's page, as a
 * buyer presses Pay: answers the order's id.
 */
async function buyOneCard(page: Page, request: APIRequestContext, person: Person) {
  const [product] = (await (await request.get('/api/v1/product?limit=1&sort=priceAsc')).json())
    .results as { _id: string; salePrice: number }[];
  expect((await request.post(`/api/v1/cart/${product!._id}`, { headers: auth(person) })).ok()).toBe(
    true,
  );
  const { portfolio } = (
    await (await request.get('/api/v1/portfolio', { headers: auth(person) })).json()
  ).result as { portfolio: { _id: string } };
  const ordered = await request.post('/api/v1/order', {
    headers: { ...auth(person), 'idempotency-key': randomUUID() },
    data: {
      portfolioId: portfolio._id,
      nfcDetails: { customerName: person.name, designation: 'Design Lead' },
      totalPrice: product!.salePrice,
      items: [{ productId: product!._id, quantity: 1, salePrice: product!.salePrice }],
      address: {
        name: person.name,
        mobile: '9876543210',
        address1: '42 Lake View',
        address2: 'Koramangala',
        pincode: '560034',
        district: 'Bengaluru',
        state: 'Karnataka',
      },
    },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()).result as { _id: string; razorpayPaymentLink: string };
  await page.goto(order.razorpayPaymentLink);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  return order._id;
}

test('a bought card has its code; lost, its link shows a neutral page; the data downloads; deleting the account ends the card', async ({
  page,
  person,
  request,
  browser,
}) => {
  await signInWithToken(page, person);
  await buyOneCard(page, request, person);

  // The order shows the code written on the card's chip.
  const codes = page.getByRole('region', { name: 'Card codes' });
  await expect(codes).toBeVisible();
  const code = (await codes
    .getByText(/^[2-9A-HJ-NP-Z]{12}$/)
    .first()
    .textContent())!.trim();

  // A visitor taps the chip: the owner's card.
  const visitorContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT || 8180}`,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/c/${code}`);
  await expect(visitor).toHaveURL(new RegExp(`/portfolio/${person.userId}$`));
  await expect(visitor.getByRole('heading', { name: person.name })).toBeVisible();

  // Account -> My NFC cards: mark it lost.
  await page.goto('/account');
  await page.getByRole('link', { name: 'My NFC cards' }).click();
  const card = page.getByRole('article', { name: code });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Mark as lost' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark this card as lost?' });
  await shoot(page, 'nfc-card-mark-lost', { fullPage: false });
  await ask.getByRole('button', { name: 'Mark as lost' }).click();
  await expectToast(page, 'The card is switched off.');
  await expect(card.getByText('Marked lost')).toBeVisible();
  await shoot(page, 'nfc-cards');

  const lost = await visitor.goto(`/c/${code}`);
  expect(lost?.status()).toBe(410);
  await expect(
    visitor.getByRole('heading', { name: 'This card is no longer active' }),
  ).toBeVisible();
  await expect(visitor.getByText(person.name)).toHaveCount(0);
  await shoot(visitor, 'nfc-card-lost-link', { fullPage: false });

  // Download my data: one zip archive.
  await page.goto('/account');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download my data/ }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toMatch(/^tapfolio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await archive.path())!);
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(bytes.includes('data.json')).toBe(true);

  // Delete my account: the password again; signed out; the card is gone for everyone.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my account' });
  await confirm
    .getByLabel('Enter your password to confirm', { exact: true })
    .fill('Wrong-password-1');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('Current password is incorrect')).toBeVisible();
  await shoot(page, 'delete-account', { fullPage: false });
  await confirm.getByLabel('Enter your password to confirm', { exact: true }).fill(person.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Your account has been deleted.');
  await expect(page).toHaveURL(/\/login$/);

  const gone = await visitor.goto(`/portfolio/${person.userId}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByText(person.name)).toHaveCount(0);
  await visitorContext.close();
});
