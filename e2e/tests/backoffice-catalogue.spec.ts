import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signInWithToken, test } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { bar, DESKTOP, onPhone, PHONE, STAFF, staffConsole } from '../pages/backoffice';

/** A name no other run or journey uses: the shop and the console are searched for it. */
const unique = () => randomUUID().slice(0, 6).toUpperCase();

/** The shop's list as a visitor sees it, searched for `name`. */
async function shopSearch(shop: Page, name: string) {
  await shop.goto('/products');
  await shop.getByRole('button', { name: 'Search' }).click();
  await shop.getByLabel('Search cards').fill(name);
}

test('staff run the catalogue: the dashboard, products (search, create with an image, edit, archive and restore from the list, the shop forgets and shows it) and categories', async ({
  browser,
  page: shop,
  person: shopper,
  request,
}) => {
  // A shopper's phone beside the console, to see what the shop shows.
  await signInWithToken(shop, shopper);
  const { context, page } = await staffConsole(browser, DESKTOP, STAFF);
  const phone = await staffConsole(browser, PHONE, STAFF);
  const name = `Aurora Steel ${unique()}`;
  const renamed = `${name} Pro`;
  const [category] = (await (await request.get('/api/v1/product-category')).json()).results as {
    name: string;
  }[];

  // The dashboard: a day at a glance, and the last 30 days drawn.
  await bar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Orders and revenue per day' });
  await expect(chart.locator('canvas')).toBeVisible();
  await shoot(page, 'backoffice-dashboard');
  await onPhone(phone.page, '/backoffice/dashboard', 'Dashboard', 'backoffice-dashboard');
  await expect(
    phone.page.getByRole('figure', { name: 'Orders and revenue per day' }).locator('canvas'),
  ).toBeVisible();

  // The products: every one, searched by name.
  await bar(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Products' });
  await expect(rows.getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'backoffice-products');
  await page.getByLabel('Search products').fill('wood');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/products\?q=wood$/);
  await expect(rows.getByRole('link').first()).toHaveAccessibleName(/wood/i);
  await shoot(page, 'backoffice-products-search');
  await onPhone(phone.page, '/backoffice/products?q=wood', 'Products', 'backoffice-products');

  // A new product, with a picture through the upload, seen as the shop will show it.
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category').selectOption({ label: category!.name });
  await page.getByLabel('Description').fill('Brushed steel, laser engraved, with a chip inside.');
  await page.getByLabel('MRP (₹)').fill('2999');
  await page.getByLabel('Sale price (₹)').fill('2499');
  await expect(page.getByRole('status', { name: 'Discount' })).toHaveText('16% off the MRP');
  const picture = await (await request.get('/placeholder-image.jpg')).body();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add an image' }).click();
  await (await chooser).setFiles({ name: 'aurora.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview in the shop' });
  await expect(preview).toContainText(name);
  await shoot(page, 'backoffice-product-new');
  await onPhone(phone.page, '/backoffice/products/new', 'New product', 'backoffice-product-new');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expectToast(page, 'Product created');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // Found by its name, edited: only what changed is sent.
  await page.getByLabel('Search products').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await rows.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await page.getByLabel('Name').fill(renamed);
  await page.getByLabel('Sale price (₹)').fill('2199');
  await expect(page.getByRole('status', { name: 'Discount' })).toHaveText('26% off the MRP');
  await shoot(page, 'backoffice-product-edit');
  // The form by its address alone, as after a reload.
  await onPhone(
    phone.page,
    `/backoffice/products/${id}`,
    `Edit ${name}`,
    'backoffice-product-edit',
  );
  await expect(phone.page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  const saved = page.waitForRequest((r) => r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save product' }).click();
  expect((await saved).postDataJSON()).toEqual({ name: renamed, salePrice: 2199 });
  await expectToast(page, 'Product saved');

  // In the shop, as any visitor finds it.
  await shopSearch(shop, renamed);
  const tiles = shop.getByRole('list', { name: 'Cards' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText(renamed);

  // Archived from its row of the list: the shop forgets it; restored: the shop shows it again.
  await page.getByLabel('Search products').fill(renamed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await rows.getByRole('button', { name: `Archive ${renamed}` }).click();
  await expectToast(page, 'Product archived');
  await expect(rows.getByRole('button', { name: `Restore ${renamed}` })).toBeVisible();
  await expect(rows.getByText('Archived', { exact: true })).toBeVisible();
  await shoot(page, 'backoffice-products-archived');
  await onPhone(
    phone.page,
    `/backoffice/products?q=${encodeURIComponent(renamed)}`,
    'Products',
    'backoffice-products-archived',
  );
  await shopSearch(shop, renamed);
  await expect(shop.getByText('No cards match your search')).toBeVisible();
  await expect(tiles).toHaveCount(0);
  await shoot(shop, 'shop-search-archived-product');
  expect((await request.get(`/api/v1/product/${id}`)).status()).toBe(404);

  await rows.getByRole('button', { name: `Restore ${renamed}` }).click();
  await expectToast(page, 'Product restored');
  await expect(rows.getByRole('button', { name: `Archive ${renamed}` })).toBeVisible();
  await shopSearch(shop, renamed);
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText(renamed);

  // The list's archive is the form's: the same entries in the audit log.
  await bar(page).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit entries' });
  for (const action of ['Restored a product', 'Archived a product', 'Created a product']) {
    await expect(
      log.getByRole('listitem').filter({ hasText: action }).filter({ hasText: name }).first(),
    ).toContainText(STAFF.email);
  }

  // Categories: add one, rename it, archive it.
  const categoryName = `Walnut ${unique()}`;
  await bar(page).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByLabel('Name of the new category').fill(categoryName);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expectToast(page, `Category ${categoryName} added`);
  const categories = page.getByRole('list', { name: 'Categories' });
  await categories.getByRole('button', { name: `Rename ${categoryName}` }).click();
  await page.getByLabel(`New name for ${categoryName}`).fill(`${categoryName} Wood`);
  await shoot(page, 'backoffice-categories-rename');
  await categories.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Category renamed to ${categoryName} Wood`);
  await categories.getByRole('button', { name: `Archive ${categoryName} Wood` }).click();
  await expectToast(page, `Category ${categoryName} Wood archived`);
  await expect(
    categories.getByRole('button', { name: `Restore ${categoryName} Wood` }),
  ).toBeVisible();
  await shoot(page, 'backoffice-categories');
  await onPhone(phone.page, '/backoffice/categories', 'Categories', 'backoffice-categories');

  await context.close();
  await phone.context.close();
});
