import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, test } from '../fixtures';
import { expectToast, fieldLabelled, shoot } from '../pages/auth-screens';
import { DESKTOP } from '../pages/backoffice';

interface Product {
  _id: string;
  name: string;
  salePrice: number;
  productImages: { key: string }[];
}
interface ProductCategory {
  _id: string;
  name: string;
}

/** The demo catalogue the gateway seeded on its first start, as the API lists it. */
async function catalogue(request: APIRequestContext, query: string): Promise<Product[]> {
  const res = await request.get(`/api/v1/product?limit=50&${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).results;
}

/** What `shot` shows on a 1366x768 desktop, then the phone again. */
async function onDesktop(page: Page, shot: () => Promise<void>) {
  const phone = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  await shot();
  await page.setViewportSize(phone);
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Cards' }).getByRole('listitem');

/** The names the grid shows, top to bottom. */
async function shownNames(page: Page, products: Product[]): Promise<string[]> {
  const texts = await tiles(page).allInnerTexts();
  return texts.map((text) => products.find((p) => text.includes(p.name))?.name ?? text);
}

test('a visitor adds a card after signing in; search, sort, filter and the next page; the cart survives a reload', async ({
  page,
  person,
  request,
}) => {
  const everything = await catalogue(request, 'sort=new');
  expect(everything.length).toBeGreaterThan(10);
  const [cheapest] = await catalogue(request, 'sort=priceAsc');

  // A visitor opens a card's page: the carousel moves by itself, for one who has not asked the
  // browser for less motion (the journeys run as one who has: playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/static/js/')) appScripts.push(request.url());
  });
  await page.goto(`/product/${cheapest!._id}`);
  const heading = page.getByRole('heading', { name: cheapest!.name });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-served', ''));
  await expect(page.getByText('Inclusive of all taxes').first()).toBeVisible();
  for (const feature of [
    'Designed for Professionals',
    'Free Digital Portfolio',
    'Instant Sharing',
  ]) {
    await expect(page.getByText(feature)).toBeVisible();
  }
  const images = cheapest!.productImages.length;
  await expect(
    page.getByRole('img', { name: `${cheapest!.name}, image 1 of ${images}` }),
  ).toBeInViewport();
  await expect(
    page.getByRole('img', { name: `${cheapest!.name}, image 2 of ${images}` }),
  ).toBeInViewport({ timeout: 6_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByText('Free delivery, usually in 5-7 days')).toBeVisible();
  // The carousel moves: the gateway's render of the page runs in place (the very heading it
  // sent) by remote-shop's product client, and none of the app's script has been fetched.
  await expect(heading).toHaveAttribute('data-served', '');
  expect(appScripts).toEqual([]);
  await shoot(page, 'shop-detail');
  await onDesktop(page, () => shoot(page, 'shop-detail-desktop'));

  // Another card from Explore Other Cards opens in the page, still without the app.
  const [explored] = await page
    .getByRole('region', { name: 'Explore Other Cards' })
    .getByRole('link')
    .all();
  const exploredName = (await explored!.getByRole('img').getAttribute('alt')) ?? '';
  await explored!.click();
  await expect(page.getByRole('heading', { level: 1, name: exploredName })).toBeVisible();
  await expect(page.getByText('Inclusive of all taxes').first()).toBeVisible();
  expect(appScripts).toEqual([]);
  await page.goBack();
  await expect(heading).toBeVisible();

  // Add to Cart as a visitor: told why they must sign in, then back on the same card, which is
  // in the cart (once), as the toast and the header's cart say.
  await page.getByRole('link', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to add this card to your cart')).toBeVisible();
  // The app started for it, and the product page is gone.
  expect(appScripts.length).toBeGreaterThan(0);
  await expect(page.locator('#tf-prerendered, [inert]')).toHaveCount(0);
  await shoot(page, 'shop-login-to-add');
  await fieldLabelled(page, 'Email').fill(person.email);
  await fieldLabelled(page, 'Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${cheapest!._id}$`));
  await expectToast(page, 'Added to cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // A reload of the product adds nothing more. Signed in, the page runs without the app too:
  // the cart's count is the product client's, and the cart starts the app.
  appScripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: cheapest!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(appScripts).toEqual([]);
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const line = page.getByRole('article', { name: cheapest!.name });
  await expect(line.getByLabel('Quantity 1')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Quantities: up twice, down once.
  await line.getByRole('button', { name: `Increase quantity of ${cheapest!.name}` }).click();
  await expect(line.getByLabel('Quantity 2')).toBeVisible();
  await line.getByRole('button', { name: `Increase quantity of ${cheapest!.name}` }).click();
  await expect(line.getByLabel('Quantity 3')).toBeVisible();
  await line.getByRole('button', { name: `Decrease quantity of ${cheapest!.name}` }).click();
  await expect(line.getByLabel('Quantity 2')).toBeVisible();

  // The list: newest first, two columns, the next page when the last card comes into view.
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Explore Cards' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(10);
  await shoot(page, 'shop-list');
  await onDesktop(page, () => shoot(page, 'shop-list-desktop', { fullPage: false }));
  await tiles(page).last().scrollIntoViewIfNeeded();
  await expect(tiles(page)).toHaveCount(everything.length);
  expect(await shownNames(page, everything)).toEqual(everything.map((p) => p.name));

  // Search, by name and description, case-insensitive.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Search cards').fill('WOOD');
  const wooden = await catalogue(request, 'search=wood');
  expect(wooden.length).toBeGreaterThan(0);
  await expect(tiles(page)).toHaveCount(wooden.length);
  expect(await shownNames(page, wooden)).toEqual(wooden.map((p) => p.name));
  // Closing the search brings back the whole list, kept from before (5-minute cache).
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(tiles(page)).toHaveCount(everything.length);

  // Sort By: price, low to high.
  await page.getByRole('button', { name: /SORT/ }).click();
  const sortSheet = page.getByRole('dialog', { name: 'Sort By' });
  await expect(sortSheet).toBeVisible();
  await shoot(page, 'shop-sort-sheet', { fullPage: false });
  await sortSheet.getByRole('radio', { name: 'Price : Low to High' }).click();
  await expect(sortSheet).toBeHidden();
  await expect(tiles(page).first()).toContainText(cheapest!.name);

  // Filters: one design type, then RESET.
  const categories: ProductCategory[] = (
    await (await request.get('/api/v1/product-category')).json()
  ).results;
  const category = categories[0]!;
  const ofCategory = await catalogue(request, `category=${category._id}&sort=priceAsc`);
  await page.getByRole('button', { name: /FILTER/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('radio', { name: category.name }).check();
  await shoot(page, 'shop-filter-sheet', { fullPage: false });
  await filters.getByRole('button', { name: 'APPLY' }).click();
  await expect(tiles(page)).toHaveCount(ofCategory.length);
  expect(await shownNames(page, ofCategory)).toEqual(ofCategory.map((p) => p.name));
  await page.getByRole('button', { name: /FILTER/ }).click();
  await filters.getByRole('button', { name: 'RESET' }).click();
  await filters.getByRole('button', { name: 'APPLY' }).click();
  await expect(tiles(page).first()).toContainText(cheapest!.name);
  expect(await tiles(page).count()).toBeGreaterThan(ofCategory.length);

  // A second card into the cart from its page, then removed again.
  const other = everything.find((p) => p._id !== cheapest!._id)!;
  await page.goto(`/product/${other._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('article', { name: other.name })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page
    .getByRole('article', { name: other.name })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByRole('article', { name: other.name })).toBeHidden();

  // Onboarding filled the first shipping address; the cart says when the cards come.
  await expect(page.getByRole('region', { name: /Deliver to/ })).toContainText('560034');
  await expect(page.getByText('Free delivery, usually in 5-7 days')).toBeVisible();

  // A reload finds the cart as it was (the server keeps it), with the spec's Price Details.
  await page.reload();
  const kept = page.getByRole('article', { name: cheapest!.name });
  await expect(kept.getByLabel('Quantity 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Prices include all applicable taxes.')).toBeVisible();
  await shoot(page, 'shop-cart');
  await onDesktop(page, () => shoot(page, 'shop-cart-desktop'));

  // Home: the Explore slider and the cart link with its count.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Explore The Designs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await shoot(page, 'shop-home');
});

test('with the shop remote away, Home and the portfolio keep working', async ({ page, person }) => {
  await page.route('**/remotes/remote-shop/**', (route) => route.abort('failed'));
  await signInWithToken(page, person);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  // The shell's own designs card and cart link stand in for the shop's.
  await expect(page.getByRole('heading', { name: 'Explore The Designs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Explore The Designs' })
      .getByRole('link', { name: 'Explore' }),
  ).toHaveAttribute('href', '/products');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore' })
    .click();
  await expect(page.getByRole('heading', { name: "This screen didn't load" })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible();
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared product link previews the card with its price and paints from the HTML alone; Add to Cart signs in and comes back', async ({
    page,
    person,
    request,
    browser,
  }) => {
    const [card] = await catalogue(request, 'sort=priceDsc');
    const response = await page.goto(`/product/${card!._id}`);
    expect(response?.status()).toBe(200);

    // What WhatsApp and search engines read: the card's name, picture and price.
    await expect(page).toHaveTitle(`${card!.name} | Tapfolio`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', card!.name);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/v1\/file\?key=products%2F.+&w=1200$/,
    );
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      'content',
      card!.salePrice.toFixed(2),
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: card!.name,
      offers: { priceCurrency: 'INR', price: card!.salePrice.toFixed(2) },
    });

    // The page itself, with no script at all: its name, price, first photo and delivery.
    await expect(page.getByRole('heading', { level: 1, name: card!.name })).toBeVisible();
    await expect(page.getByText('Inclusive of all taxes').first()).toBeVisible();
    await expect(page.getByText('Free delivery, usually in 5-7 days')).toBeVisible();
    const photo = page.getByRole('img', { name: `${card!.name}, image 1 of `, exact: false });
    await expect(photo.first()).toBeVisible();
    expect(
      await photo.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await shoot(page, 'shop-detail-no-js', { javaScript: false });

    // Add to Cart before the app's script: a link to signing in, which comes back to the card.
    const add = page.getByRole('link', { name: 'Add to Cart' });
    const href = await add.getAttribute('href');
    expect(href).toBe(`/login?from=${encodeURIComponent(`/product/${card!._id}`)}`);
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    try {
      const signIn = await withScript.newPage();
      await signIn.goto(href!);
      await fieldLabelled(signIn, 'Email').fill(person.email);
      await fieldLabelled(signIn, 'Password', { exact: true }).fill(person.password);
      await signIn.getByRole('button', { name: 'Login' }).click();
      await expect(signIn).toHaveURL(new RegExp(`/product/${card!._id}$`));
      await expect(signIn.getByRole('heading', { level: 1, name: card!.name })).toBeVisible();
    } finally {
      await withScript.close();
    }
  });
});
