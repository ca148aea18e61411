import { describe, expect, it } from '@rstest/core';
import { JSDOM } from 'jsdom';
import { PRODUCT_RENDER_API, renderProduct } from '../../src/server/render-product';
import { detailAnswer, product, uuid } from '../product-fixtures';
import type { Language } from 'shared-contracts';

const DELIVERY = { minDays: 5, maxDays: 7 };
const SCRIPT = '<script>alert(1)</script>';

/** The markup as a browser would read it (parsed only: nothing in it runs). */
const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

describe("the product page's server render", () => {
  const card = product(1, {
    name: 'Onyx Black NFC Card',
    salePrice: 999,
    actualPrice: 1499,
    discountPercentage: 33,
  });
  const page = async (language?: Language) =>
    parse(
      await renderProduct({
        detail: detailAnswer(card, [product(2)]),
        delivery: DELIVERY,
        language,
      }),
    );

  it('renders in plain Node, as the gateway runs it, with the contract version it speaks', async () => {
    // No browser here: a component reading one while it renders would throw.
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect((await page()).querySelector('h1')).not.toBeNull();
    expect(PRODUCT_RENDER_API).toBe(1);
  });

  it('is the screen the app paints with the same answers: name, prices, images, delivery, others', async () => {
    const doc = await page();
    expect(doc.querySelector('h1')?.textContent).toBe('Onyx Black NFC Card');
    // No skeleton: the answers were there before the render.
    expect(doc.querySelector('[aria-label="Loading the card"]')).toBeNull();
    expect(doc.body.textContent).toContain('₹999');
    expect(doc.body.textContent).toContain('Inclusive of all taxes');
    expect(doc.body.textContent).toContain('Free delivery, usually in 5-7 days');
    const images = [...doc.querySelectorAll('img')];
    expect(images[0]?.getAttribute('alt')).toBe('Onyx Black NFC Card, image 1 of 2');
    // The largest paint is asked for at once, in the variants the file service makes.
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('srcset')).toContain('&w=800 800w');
    const other = doc.querySelector(`a[href="/product/${uuid(2)}"]`);
    expect(other?.textContent).toContain('Card design 2');
    // Fetched with the page, they do not shimmer: an animation nothing would stop until a script ran.
    expect(images.length).toBeGreaterThan(2);
    expect(images.filter((image) => /loading/.test(image.className))).toEqual([]);
  });

  it("makes a visitor's Add to Cart a link to signing in that comes back to this card", async () => {
    const add = [...(await page()).querySelectorAll('a')].find(
      (a) => a.textContent === 'Add to Cart',
    );
    expect(add?.getAttribute('href')).toBe(`/login?from=%2Fproduct%2F${uuid(1)}`);
    expect((await page()).querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toBe(
      'Cart',
    );
  });

  it('keeps the delivery line empty when the days could not be read, as the app does', async () => {
    const doc = parse(await renderProduct({ detail: detailAnswer(card), delivery: null }));
    expect(doc.body.textContent).not.toContain('Free delivery');
    expect(doc.querySelector('h1')?.textContent).toBe('Onyx Black NFC Card');
  });

  it('prints what the catalogue holds as text, never markup', async () => {
    const html = await renderProduct({
      detail: detailAnswer(product(3, { name: SCRIPT, description: `</main>${SCRIPT}` })),
      delivery: DELIVERY,
    });
    expect(html).not.toContain(SCRIPT);
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('h1')?.textContent).toBe(SCRIPT);
  });

  it("frames the card in the visitor's language: Add to Cart, taxes, delivery, in Hindi", async () => {
    const doc = await page('hi');
    // The product's own words stay as the catalogue holds them; money keeps its Indian grouping.
    expect(doc.querySelector('h1')?.textContent).toBe('Onyx Black NFC Card');
    expect(doc.body.textContent).toContain('₹999');
    expect(doc.body.textContent).toContain('सभी टैक्स सहित');
    expect(doc.body.textContent).toContain('मुफ़्त डिलीवरी, आमतौर पर 5-7 दिन में');
    expect(doc.body.textContent).toContain('33% छूट');
    expect(doc.body.textContent).not.toContain('Add to Cart');
    const add = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'कार्ट में डालें');
    expect(add?.getAttribute('href')).toBe(`/login?from=%2Fproduct%2F${uuid(1)}`);
    expect(doc.querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toBe('कार्ट');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Onyx Black NFC Card, 2 में से फ़ोटो 1');
  });

  it('renders the same English markup when asked for English as when given no language', async () => {
    const input = { detail: detailAnswer(card, [product(2)]), delivery: DELIVERY };
    expect(await renderProduct({ ...input, language: 'en' })).toBe(await renderProduct(input));
  });

  it('renders in Tamil and Marathi too', async () => {
    expect((await page('ta')).body.textContent).toContain('கார்ட்டில் சேர்');
    expect((await page('mr')).body.textContent).toContain('कार्टमध्ये टाका');
  });
});
