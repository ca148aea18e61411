import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, signInWithToken, test, type Person } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { PHONE, staffConsole } from '../pages/backoffice';

interface Product {
  _id: string;
  name: string;
  salePrice: number;
}

interface OrderInvoice {
  number: string;
  date: string;
  creditNote: { number: string; date: string } | null;
}

/** A GSTIN of Maharashtra (27) whose check character is right; the sample seller is in Karnataka. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const LEGAL_NAME = 'Iyer Design Studio LLP';

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** The demo catalogue's cheapest card, as the API lists it. */
async function cheapestCard(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/v1/product?limit=1&sort=priceAsc');
  return ((await res.json()).results as Product[])[0]!;
}

/** An address in the book, its district and state found from the pincode as the form does. */
async function addShippingAddress(
  request: APIRequestContext,
  person: Person,
  place: { address2: string; pincode: string },
) {
  const res = await request.post('/api/v1/addressbook', {
    headers: auth(person),
    data: {
      name: person.name,
      mobile: '9876543210',
      address1: '42 Lake View',
      landmark: 'Opposite the park',
      ...place,
    },
  });
  expect(res.status()).toBe(201);
}

/** The card in the cart, then Checkout to the review. */
async function toReview(page: Page, product: Product) {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/nfc-review$/);
  await expect(page.getByRole('heading', { name: 'Your NFC Card Details' })).toBeVisible();
  await page.getByLabel('Designation').fill('Design Lead');
}

/** Proceed To Pay, Pay on the emulator's page, and back on the order: answers its id. */
async function payOnTheEmulator(page: Page, product: Product) {
  const total = `₹${product.salePrice.toLocaleString('en-IN')}`;
  await page.getByRole('button', { name: `Proceed To Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/razorpay-emulator\/pay\/plink_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Payment received. Your order is placed!');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The order's invoice, as the buyer's API gives it. */
async function invoiceOf(request: APIRequestContext, person: Person, orderId: string) {
  const res = await request.get(`/api/v1/order/user/${orderId}`, { headers: auth(person) });
  return (await res.json()).result.invoice as OrderInvoice;
}

/** A downloaded PDF's text as PDF.js reads it, every page, its pieces joined with a space. */
async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const pdf = await getDocument({ data: bytes, verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/₹\s+/g, '₹');
}

/** Download invoice on Order Details: the PDF saved as "TF-26-27-000123.pdf", its text. */
async function downloadInvoice(page: Page, invoice: OrderInvoice) {
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(invoice.number)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
  return pdfText(download);
}

test('a buyer pays, opens the order and downloads its tax invoice, CGST and SGST within Karnataka', async ({
  page,
  person,
  request,
}) => {
  const product = await cheapestCard(request);
  await addShippingAddress(request, person, { address2: 'Koramangala', pincode: '560034' });
  await signInWithToken(page, person);

  await toReview(page, product);
  // A person's purchase: the box stays unticked, nothing of it is asked.
  await expect(page.getByRole('checkbox', { name: 'Business purchase' })).not.toBeChecked();
  await expect(page.getByLabel('GSTIN')).toHaveCount(0);
  const orderId = await payOnTheEmulator(page, product);

  const invoice = await invoiceOf(request, person, orderId);
  expect(invoice).toMatchObject({ number: expect.stringMatching(/^TF\/\d\d-\d\d\/\d{6}$/) });
  expect(invoice.creditNote).toBeNull();
  await expect(page.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);
  await shoot(page, 'order-detail-invoice');

  const text = await downloadInvoice(page, invoice);
  expect(text).toContain(invoice.number);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(person.name);
  expect(text).toContain('State: Karnataka, Code: 29');
  expect(text).toContain('CGST @ 9%');
  expect(text).toContain('SGST @ 9%');
  expect(text).not.toContain('IGST');
  expect(text).toContain('Whether tax is payable on reverse charge: No');
});

test('a business buyer in Maharashtra gives its GSTIN at checkout and gets IGST; the back office lists it and exports GSTR-1', async ({
  page,
  person,
  request,
  browser,
}) => {
  const product = await cheapestCard(request);
  // Delivered in Mumbai: the place of supply is Maharashtra, the sample seller is in Karnataka.
  await addShippingAddress(request, person, { address2: 'Fort', pincode: '400001' });
  await signInWithToken(page, person);

  await toReview(page, product);
  const business = page.getByRole('region', { name: 'Business purchase' });
  await business.getByRole('checkbox', { name: 'Business purchase' }).check();
  const gstin = business.getByRole('textbox', { name: 'GSTIN' });
  const legalName = business.getByRole('textbox', { name: 'Legal name' });
  // A typo in the last character is caught here, in the shared schema's words, before paying.
  await gstin.fill('27AAPFU0939F1ZW');
  await legalName.fill(LEGAL_NAME);
  await page.getByRole('button', { name: /^Proceed To Pay/ }).click();
  await expect(gstin).toBeFocused();
  await expect(gstin).toHaveAccessibleDescription(
    'This GSTIN has a typo: its last character does not match the others',
  );
  await expect(page).toHaveURL(/\/nfc-review$/);
  await shoot(page, 'checkout-business-purchase', { fullPage: false });

  await gstin.fill(MAHARASHTRA_GSTIN.toLowerCase());
  await expect(gstin).not.toHaveAttribute('aria-invalid');
  const orderId = await payOnTheEmulator(page, product);

  const invoice = await invoiceOf(request, person, orderId);
  const text = await downloadInvoice(page, invoice);
  expect(text).toContain(invoice.number);
  expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
  expect(text).toContain(LEGAL_NAME);
  expect(text).toContain('State: Maharashtra, Code: 27');
  expect(text).toContain('Maharashtra (27)');
  expect(text).toContain('IGST @ 18%');
  expect(text).not.toContain('CGST');
  expect(text).not.toContain('SGST');

  // Staff, on a phone: this month's invoices hold it, with the GSTIN and IGST; then GSTR-1.
  const { context, page: staff } = await staffConsole(browser, PHONE);
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await expect(staff).toHaveURL(/\/backoffice\/invoices$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const row = staff
    .getByRole('list', { name: 'Invoices and credit notes' })
    .getByRole('listitem')
    .filter({ hasText: invoice.number });
  await expect(row).toContainText(LEGAL_NAME);
  await expect(row).toContainText(`GSTIN ${MAHARASHTRA_GSTIN}`);
  await expect(row).toContainText('Place of supply: Maharashtra (27)');
  await expect(row).toContainText('IGST');
  await expect(staff.getByRole('table', { name: /^Totals/ })).toBeVisible();
  await shoot(staff, 'backoffice-invoices-phone');

  const gstr1 = staff.getByRole('form', { name: 'GSTR-1' });
  const month = await gstr1.getByLabel('GSTR-1 month').inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const downloading = staff.waitForEvent('download');
  await gstr1.getByRole('button', { name: 'Download GSTR-1 CSV' }).click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toBe(`gstr1-${month}.csv`);
  const sheet = await readFile((await csv.path())!, 'utf8');
  expect(sheet).toContain(MAHARASHTRA_GSTIN);
  expect(sheet).toContain(invoice.number);
  await context.close();
});
