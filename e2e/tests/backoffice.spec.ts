import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DATA_DIR, expect, signInWithToken, test, type Person } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { DESKTOP, PHONE, STAFF, staffConsole } from '../pages/backoffice';

const TRACKING = 'https://www.delhivery.com/track/package/1490810009999';

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** An order of the demo catalogue's cheapest card, placed through the API: answers its page. */
async function placeOrder(request: APIRequestContext, person: Person) {
  const list = await (await request.get('/api/v1/product?limit=1&sort=priceAsc')).json();
  const product = list.results[0] as { _id: string; salePrice: number };
  expect(
    (await request.post(`/api/v1/cart/${product._id}`, { headers: auth(person) })).status(),
  ).toBe(201);
  const portfolio = await (
    await request.get('/api/v1/portfolio', { headers: auth(person) })
  ).json();
  const placed = await request.post('/api/v1/order', {
    headers: auth(person),
    data: {
      portfolioId: portfolio.result.portfolio._id,
      nfcDetails: {
        customerName: person.name,
        designation: 'Design Lead',
        customerLogo: { image: null, source: 'none' },
        customerPhoto: { image: null, source: 'none' },
      },
      totalPrice: product.salePrice,
      items: [{ productId: product._id, quantity: 1, salePrice: product.salePrice }],
      address: {
        name: person.name,
        mobile: '9876543210',
        address1: '42 Lake View',
        address2: 'Koramangala',
        landmark: 'Opposite the park',
        pincode: '560034',
        district: 'Bangalore',
        state: 'Karnataka',
        country: 'India',
        type: 'Home',
      },
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).result as { _id: string; code: string; razorpayPaymentLink: string };
}

/** The newest mail to `email` whose subject ends so, its soft line breaks undone. */
async function mailTo(email: string, subjectEnd: string): Promise<string> {
  const dir = join(DATA_DIR, 'mail');
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
          const eml = (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
          if (
            eml.includes(`To: ${email}`) &&
            new RegExp(`^Subject: .*${subjectEnd}`, 'm').test(eml)
          ) {
            found = eml.replace(/=3D/gi, '=');
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} ending "${subjectEnd}"`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

test('staff confirm a paid order, download the print batch and ship it; the buyer follows the parcel', async ({
  page,
  person,
  request,
  browser,
}) => {
  // The buyer pays on the payment page (the emulator's stand-in for Razorpay's).
  const order = await placeOrder(request, person);
  await signInWithToken(page, person);
  await page.goto(order.razorpayPaymentLink);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  await expectToast(page, 'Payment received. Your order is placed!');

  // A plain person is kept out of the console.
  await page.goto('/backoffice');
  await expect(page.getByText("You don't have access to the back office")).toBeVisible();
  await shoot(page, 'backoffice-no-access');

  // Staff, on a desktop: find the order in the Placed tab and confirm it.
  const { context, page: staff } = await staffConsole(browser, DESKTOP);
  const tabs = staff.getByRole('navigation', { name: 'Order statuses' });
  await expect(tabs.getByRole('link', { name: /^Placed/ })).toHaveAttribute('aria-current', 'page');
  await shoot(staff, 'backoffice-queue');
  await staff.getByLabel('Search orders').fill(order.code);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = staff.getByRole('list', { name: 'Orders' });
  await expect(rows.getByRole('link')).toHaveCount(1);
  await rows.getByRole('link', { name: new RegExp(order.code) }).click();
  await expect(staff.getByRole('heading', { name: `Order ${order.code}` })).toBeVisible();
  await expect(staff.getByText(person.email).first()).toBeVisible();
  await shoot(staff, 'backoffice-order-placed');
  await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(staff, 'Order confirmed');

  // The print batch of every confirmed order: a PDF.
  await staff.goto('/backoffice?status=confirmed');
  await expect(tabs.getByRole('link', { name: /^Confirmed/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download the print batch (PDF)' }).click();
  const batch = await download;
  expect(batch.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await batch.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Ship it with the courier's tracking link.
  await staff.goto(`/backoffice/orders/${order._id}`);
  await staff.getByLabel('Courier').fill('Delhivery');
  await staff.getByLabel('Tracking number or link').fill(TRACKING);
  await shoot(staff, 'backoffice-order-ship');
  await staff.getByRole('button', { name: 'Mark as shipped' }).click();
  await expectToast(staff, 'Order marked as shipped');
  const timeline = staff.getByRole('region', { name: /Timeline/i });
  await expect(timeline.getByText(STAFF.email).first()).toBeVisible();

  // The audit log names who did it.
  await staff.goto('/backoffice/audit');
  await expect(staff.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(staff.getByText(`order ${order.code}`).first()).toBeVisible();
  await shoot(staff, 'backoffice-audit');
  await context.close();

  // The same console fits a phone.
  const phone = await staffConsole(browser, PHONE);
  await shoot(phone.page, 'backoffice-queue-phone');
  await phone.context.close();

  // The buyer: Shipped, with the courier and a link to follow the parcel, and the mail.
  await page.goto(`/orders/${order._id}`);
  const track = page.getByRole('region', { name: 'Track Order' });
  await expect(track.getByText('Courier: Delhivery')).toBeVisible();
  await expect(track.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    TRACKING,
  );
  await shoot(page, 'order-shipped-tracking');
  const mail = await mailTo(person.email, 'has shipped');
  expect(mail).toContain(`Follow the parcel: ${TRACKING}`);
});
