import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PRERENDERED_SCREEN_ID,
  PRODUCT_ANSWERS_ID,
  STORAGE_KEYS,
  type Language,
} from 'shared-contracts';
import { appStarted, clearServedPage, fakeHost, servePage } from 'web-kit/testing';
import { renderProduct } from '../src/server/render-product';
import { startProductPage } from '../src/product-page/start';
import { cartLine } from './cart-fixtures';
import { detailAnswer, product, uuid } from './product-fixtures';

const DELIVERY = { minDays: 5, maxDays: 7 };
const card = product(1, { name: 'Onyx Black NFC Card' });
const other = product(2, { name: 'Teak Wood NFC Card' });

/**
 * The page the gateway sends for a product: this build's server render in place, and the answers
 * it was rendered from in their JSON block.
 */
async function servedPage(
  { language = 'en', answers = true } = {} as {
    language?: Language;
    answers?: boolean;
  },
) {
  const input = { detail: detailAnswer(card, [other]), delivery: DELIVERY };
  const markup = await renderProduct({ ...input, language });
  const head = answers
    ? `<script type="application/json" id="${PRODUCT_ANSWERS_ID}">${JSON.stringify(input)}</script>`
    : '';
  servePage({ markup, path: `/product/${card._id}`, language, head });
}

describe('the product client', () => {
  afterEach(clearServedPage);

  it("makes the server-rendered product page work in place, from the page's answers", async () => {
    await servedPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Onyx Black NFC Card' });
    const host = fakeHost();

    await startProductPage({ host });

    // Hydrated: the very nodes the server sent, and nothing asked of the API again.
    expect(screen.getByRole('heading', { level: 1, name: 'Onyx Black NFC Card' })).toBe(heading);
    expect(screen.getByText('Free delivery, usually in 5-7 days')).toBeVisible();
    expect(host.calls).toHaveLength(0);
    expect(appStarted()).toBe(false);
  });

  it('opens another card from Explore Other Cards without the app', async () => {
    await servedPage();
    const host = fakeHost();
    await startProductPage({ host });
    host.answer(detailAnswer(other, [card]));
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: /Teak Wood NFC Card/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teak Wood NFC Card' }),
    ).toBeVisible();
    // Its images were not in the page: they shimmer until they arrive, those of the page did not.
    const [image] = screen.getAllByRole('img', { name: /Teak Wood NFC Card, image 1/ });
    expect(image!.className).toMatch(/loading/);
    expect(window.location.pathname).toBe(`/product/${uuid(2)}`);
    expect(host.calls.map(({ url }) => url)).toEqual([`/product/${uuid(2)}`]);
    expect(appStarted()).toBe(false);
  });

  it('hands Add to Cart over to the app, at the sign-in screen with the reason and the way back', async () => {
    await servedPage();
    await startProductPage({ host: fakeHost() });
    const heading = screen.getByRole('heading', { level: 1 });
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Add to Cart' }));

    await waitFor(() => expect(appStarted()).toBe(true));
    expect(window.location.pathname).toBe('/login');
    // What the app's login screen reads: why, where back to, and what to do there.
    expect(window.history.state?.usr).toMatchObject({
      from: `/product/${card._id}`,
      reason: 'Sign in to add this card to your cart',
    });
    // The page stays on show, out of reach, until the app has painted in #root.
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
  });

  it('hydrates a page rendered in Hindi in Hindi', async () => {
    await servedPage({ language: 'hi' });
    // Add to Cart: the link to sign in first.
    const add = document.querySelector<HTMLAnchorElement>('a[href^="/login"]')!;
    const text = add.textContent;
    expect(text).not.toBe('Add to Cart');
    await startProductPage({ host: fakeHost() });
    expect(document.querySelector('a[href^="/login"]')).toBe(add);
    expect(add.textContent).toBe(text);
  });

  it("gives a signed-in person their cart's count and an Add to Cart that adds, then the app's cart", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    await servedPage();
    const heading = screen.getByRole('heading', { level: 1 });
    const host = fakeHost();
    host.answer({ success: true, results: [cartLine({ productId: other._id, quantity: 2 })] });
    await startProductPage({ host });

    // Hydrated as the visitor's page the server sent, then theirs.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    host.answer({ success: true, result: cartLine({ _id: 'c2', productId: card._id }) });
    host.answer({ success: true, results: [] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(appStarted()).toBe(true));
    expect(window.location.pathname).toBe('/cart');
    expect(host.calls.slice(0, 2).map(({ url, method }) => `${method ?? 'GET'} ${url}`)).toEqual([
      'GET /cart/user',
      `POST /cart/${card._id}`,
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
  });

  it('leaves a page without its answers to the app', async () => {
    await servedPage({ answers: false });
    await startProductPage({ host: fakeHost() });
    expect(appStarted()).toBe(true);
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).not.toBeNull();
  });
});
