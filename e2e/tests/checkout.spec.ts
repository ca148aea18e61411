import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADMIN_CLI_AVAILABLE,
  adminCommand,
  expect,
  signInWithToken,
  test,
  type Person,
} from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { DESKTOP } from '../pages/backoffice';
import { expectInSight, scrollUnder } from '../pages/in-sight';

interface Product {
  _id: string;
  name: string;
  salePrice: number;
}

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** The demo catalogue's two cheapest cards, as the API lists them. */
async function twoCards(request: APIRequestContext): Promise<[Product, Product]> {
  const res = await request.get('/api/v1/product?limit=2&sort=priceAsc');
  const [first, second] = (await res.json()).results as Product[];
  return [first!, second!];
}

/** The shipping address is kept in the address book (the account page's form writes it). */
async function addShippingAddress(request: APIRequestContext, person: Person) {
  const res = await request.post('/api/v1/addressbook', {
    headers: auth(person),
    data: {
      name: person.name,
      mobile: '9876543210',
      address1: '42 Lake View',
      address2: 'Koramangala',
      landmark: 'Opposite the park',
      pincode: '560034',
    },
  });
  expect(res.status()).toBe(201);
}

async function addToCartFromItsPage(page: Page, product: Product) {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
}

/** Cart -> Review -> Proceed To Pay: answers the order id the payment page belongs to. */
async function reviewAndPay(page: Page, total: string, withPhoto: Buffer | null) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/nfc-review$/);
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your NFC Card Details' })).toBeVisible();
  // Prefilled from the portfolio.
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
  const pay = page.getByRole('button', { name: `Proceed To Pay ${total}` });
  if (withPhoto) await emptyDesignationIsShown(page, pay);
  await page.getByLabel('Designation').fill('Design Lead');
  if (withPhoto) {
    const photo = page.getByRole('group', { name: 'Photo' });
    await photo.getByRole('radio', { name: 'Upload new' }).check();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Upload New photo/i }).click();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: withPhoto });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'Image uploaded!');
  }
  await shoot(page, 'checkout-review');
  if (withPhoto) await previewShowsTheCard(page);

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/order') && request.method() === 'POST',
  );
  await pay.click();
  const request = await sent;
  // A retry of this tap is the same order: the request carries its key.
  expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  // The emulator's hosted page: the amount, Pay and Fail.
  await expect(page).toHaveURL(/\/razorpay-emulator\/pay\/plink_/);
  await expect(page.getByText(total).first()).toBeVisible();
}

/**
 * The front of each card in the cart, drawn with what the form holds now (the photo just
 * uploaded, the designation just typed); shot on a desktop too.
 */
async function previewShowsTheCard(page: Page) {
  const cards = page.getByRole('list', { name: 'How your cards will be printed' }).getByRole('img');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName(/: Meera Iyer, Design Lead$/);
  await expect(cards.first().locator('[data-card-line="designation"]')).toHaveText('Design Lead');
  // The photo just uploaded is on the card, in its circle.
  await expect(cards.first().locator('circle + image')).toHaveAttribute('href', /key=portfolios/);
  const phone = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  await cards.first().scrollIntoViewIfNeeded();
  await shoot(page, 'checkout-review-desktop', { fullPage: false });
  await page.setViewportSize(phone);
}

/**
 * An empty Designation half under the Proceed To Pay bar, then Proceed To Pay, on a phone and on
 * a desktop: the field takes focus and it and its message are scrolled clear of the bar (and of
 * the header), in sight.
 */
async function emptyDesignationIsShown(page: Page, pay: Locator) {
  const designation = page.getByLabel('Designation');
  await designation.fill('');
  const phone = page.viewportSize()!;
  for (const [size, name] of [
    [phone, 'checkout-review-error'],
    [DESKTOP, 'checkout-review-error-desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await scrollUnder(designation, pay);
    await pay.click();
    await expect(designation).toBeFocused();
    await expectInSight(designation);
    await expectInSight(page.getByText('Designation is required'));
    await shoot(page, name, { fullPage: false });
  }
  await page.setViewportSize(phone);
}

test('a new customer buys two cards with a photo, pays, and follows the order until it ships', async ({
  page,
  person,
  request,
}) => {
  const [first, second] = await twoCards(request);
  const total = `₹${(first.salePrice + second.salePrice).toLocaleString('en-IN')}`;
  await addShippingAddress(request, person);
  await signInWithToken(page, person);

  await addToCartFromItsPage(page, first);
  await addToCartFromItsPage(page, second);
  await expect(page.getByRole('article')).toHaveCount(2);

  const photo = await (await request.get('/placeholder-image.jpg')).body();
  await reviewAndPay(page, total, photo);
  await shoot(page, 'checkout-payment-page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the order: the payment is confirmed by the API before "placed" shows.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Payment received. Your order is placed!');
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Order Placed').first()).toBeVisible();
  const track = page.getByRole('region', { name: 'Track Order' });
  await expect(track.getByText(/^Order placed on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(track.getByText('Order has been confirmed by the admin.')).toBeVisible();
  // Just paid: a thank-you and what happens next, above the order.
  const thanks = page.getByRole('region', { name: 'Thank you for your order!' });
  await expect(thanks.getByRole('listitem')).toHaveText([/^Printing/, /^Shipping/, /^Tracking/]);
  await expect(thanks).toContainText('Free delivery, usually in 5-7 days.');
  await shoot(page, 'order-thank-you', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'order-thank-you-desktop', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;

  // The order kept the card details and the new photo; the cart is empty now.
  const saved = await (
    await request.get(`/api/v1/order/user/${orderId}`, { headers: auth(person) })
  ).json();
  expect(saved.result.nfcDetails).toMatchObject({
    customerName: 'Meera Iyer',
    designation: 'Design Lead',
    customerPhoto: { source: 'order', image: { key: expect.stringMatching(/^portfolios\//) } },
  });
  const cart = await (await request.get('/api/v1/cart/user', { headers: auth(person) })).json();
  expect(cart.results).toEqual([]);

  // Your Orders lists it.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await expect(page.getByText(saved.result.code)).toBeVisible();
  await expect(page.getByText('Order Placed')).toBeVisible();
  await shoot(page, 'orders-list');

  // The shop ships it: the command line a shop manager uses, on the same database.
  test.skip(!ADMIN_CLI_AVAILABLE, 'the admin command line needs PostgreSQL (TEST_DATABASE_URL)');
  expect(adminCommand('advance', saved.result.code, 'confirmed')).toContain('is confirmed now');
  expect(adminCommand('advance', saved.result.code, 'shipped')).toContain('is shipped now');
  await page.getByText(saved.result.code).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText('Order Shipped').first()).toBeVisible();
  await expect(track.getByText(/^Order shipped on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(track.getByText(/^Order confirmed on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await shoot(page, 'orders-timeline-shipped');
});

test('a payment that fails shows "Order Failed", and the card is back in the cart', async ({
  page,
  person,
  request,
}) => {
  const [first] = await twoCards(request);
  const total = `₹${first.salePrice.toLocaleString('en-IN')}`;
  await addShippingAddress(request, person);
  await signInWithToken(page, person);
  await addToCartFromItsPage(page, first);
  await reviewAndPay(page, total, null);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByText(/^Payment failed\./)).toBeVisible();

  // The person goes back to the app and looks at their orders.
  await page.goto('/orders');
  await expect(page.getByText('Order Failed')).toBeVisible();
  await page.getByText('Order Failed').click();
  const track = page.getByRole('region', { name: 'Track Order' });
  await expect(
    track.getByText('Your order could not be processed. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('Payment link unavailable. Please contact support.')).toBeHidden();
  await shoot(page, 'orders-failed');

  // Trying again is one tap: the card waits in the cart.
  await page.goto('/cart');
  await expect(page.getByRole('article', { name: first.name })).toBeVisible();
});
