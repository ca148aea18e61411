import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { ProductRow } from '../../api/src/db/schema/index.js';
import { paths, type ProductDetailResponse } from 'shared-contracts';
import { addCategory, addProducts } from '../../api/tests/helpers/catalogue.js';
import type { TestApp } from '../../api/tests/helpers/app.js';
import { outsideTemplate } from './helpers/app-template.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway, TEST_PUBLIC_URL } from './helpers/gateway.js';
import { writeProductRelease } from './helpers/product-release.js';

const HOSTILE = 'Night </script><script>alert(1)</script> "Card"';

describe('the product page rendered by the gateway', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let card: ProductRow;
  let hostile: ProductRow;
  let archived: ProductRow;

  const page = (id: string) => app.inject({ method: 'GET', url: `/product/${id}` });
  const decoded = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&');
  /** A meta tag's content as a browser reads it (the gateway writes one attribute order). */
  const meta = (html: string, key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
    return tag && decoded(tag[1]!);
  };
  const title = (html: string) =>
    [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, t]) => decoded(t!));
  const jsonLd = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]![1]!);
  };
  /** The API's answers the page was rendered from, as its client reads them. */
  const answers = (html: string) => {
    const block =
      /<script type="application\/json" id="tf-product-answers">([\s\S]*?)<\/script>/.exec(html);
    return JSON.parse(block![1]!) as { detail: ProductDetailResponse; delivery: unknown };
  };
  /** What the gateway put before the app's root. */
  const prerendered = (html: string) =>
    /<div id="tf-prerendered">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1];

  beforeAll(async () => {
    f = await createFixture();
    await writeProductRelease(f, 'build-one');
    let api: TestApp['api'] | undefined;
    app = await createTestGateway(f, 'default', undefined, (instance) => {
      api = instance;
    });
    const shop = { api } as TestApp;
    const category = await addCategory(shop, 'Premium Matte');
    const made = await addProducts(shop, [
      {
        name: 'Onyx Black NFC Card',
        categoryId: category._id,
        description: 'Matte black PVC with your name in gold foil.',
        actualPrice: 1499,
        salePrice: 999,
      },
      { name: HOSTILE, salePrice: 499, actualPrice: 499 },
      { name: 'Retired Card', archived: true },
    ]);
    [card, hostile, archived] = made as [ProductRow, ProductRow, ProductRow];
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it("puts the release's render in the shell's page, before the app's root, with its CSS", async () => {
    const res = await page(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The release's render, then the app's empty root: the other cards and the delivery line came
    // from the API's own answers.
    expect(prerendered(res.body)).toBe(
      '<div class="page" data-build="build-one"><h1>Onyx Black NFC Card</h1><p>1 others</p><p>5-7</p></div>',
    );
    // The app still boots: the shell's script is there, and takes the page over.
    expect(res.body).toContain('<script src="/static/app.1234.js"></script>');
    expect(res.body).toContain('<style>.page{color:#123}/* build-one */');
    expect(res.body).not.toContain('sourceMappingURL');
  });

  it('carries the answers it was rendered from, for the product client to hydrate with', async () => {
    const html = (await page(card.id)).body;
    const api = await app.inject({ method: 'GET', url: `/api/v1/product/${card.id}` });
    const delivery = await app.inject({ method: 'GET', url: `/api/v1${paths.delivery}` });
    expect(answers(html)).toEqual({ detail: api.json(), delivery: delivery.json().result });
  });

  it('previews the card with its price: title, description, Open Graph and a Product in JSON-LD', async () => {
    const html = (await page(card.id)).body;
    const url = `${TEST_PUBLIC_URL}/product/${card.id}`;
    expect(title(html)).toEqual(['Onyx Black NFC Card | Tapfolio']);
    expect(meta(html, 'description')).toBe(
      '₹999 (MRP ₹1499) · Matte black PVC with your name in gold foil.',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe('Onyx Black NFC Card');
    expect(meta(html, 'og:url')).toBe(url);
    const image = `${TEST_PUBLIC_URL}/api/v1/file?key=${encodeURIComponent(card.images[0]!.key)}&w=1200`;
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'product:price:amount')).toBe('999.00');
    expect(meta(html, 'product:price:currency')).toBe('INR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Onyx Black NFC Card',
      description: 'Matte black PVC with your name in gold foil.',
      image: [image],
      sku: card.id,
      category: 'Premium Matte',
      brand: { '@type': 'Brand', name: 'Tapfolio' },
      offers: {
        '@type': 'Offer',
        url,
        price: '999.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('keeps a name that holds markup as text in the head, the JSON-LD and the page', async () => {
    const res = await page(hostile.id);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const html = res.body;
    expect(title(html)).toEqual([`${HOSTILE} | Tapfolio`]);
    expect(meta(html, 'og:title')).toBe(HOSTILE);
    // A sale at the MRP says one price.
    expect(meta(html, 'description')).toMatch(/^₹499 · /);
    expect(jsonLd(html).name).toBe(HOSTILE);
    expect(prerendered(html)).toContain('<h1>Night &#60;/script&#62;');
    // The JSON-LD, the answers, the registry the gateway inlines, the shell's script: no other.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="tf-product-answers">',
      '<script type="application/json" id="tf-remotes">',
      '<script src="/static/app.1234.js">',
    ]);
    expect(answers(html).detail.results.name).toBe(HOSTILE);
  });

  it("serves the app's page as built for an unknown, archived or malformed product", async () => {
    for (const id of ['0123456789abcdef01234567', archived.id, 'not-an-id', '%3Cscript%3E']) {
      const res = await page(id);
      expect(res.statusCode, id).toBe(200);
      expect(res.body, id).not.toContain('tf-prerendered');
      expect(res.body, id).toContain('<title>Tapfolio</title>');
    }
  });

  it('refuses a path that cannot be decoded as the gateway refuses any: 400, never a 500', async () => {
    const res = await page('%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('tf-prerendered');
  });

  it("serves the app's page when the release has no server build, or one that throws; never a 500", async () => {
    await writeProductRelease(f, 'no-server', null);
    let res = await page(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tf-prerendered');

    await writeProductRelease(
      f,
      'throws',
      'exports.PRODUCT_RENDER_API = 1; exports.renderProduct = () => { throw new Error("boom"); };',
    );
    res = await page(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tf-prerendered');

    await writeProductRelease(
      f,
      'other-contract',
      'exports.PRODUCT_RENDER_API = 2; exports.renderProduct = () => "<p>v2</p>";',
    );
    res = await page(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tf-prerendered');

    // A release with a server build again: the next request renders with it.
    await writeProductRelease(f, 'build-two');
    expect((await page(card.id)).body).toContain('data-build="build-two"');
  });

  it("runs a release's product client instead of the app, whose scripts wait in a template", async () => {
    const version = await writeProductRelease(f, 'with-client', undefined, { client: true });
    const res = await page(card.id);
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<meta name="tf-enhance" content="/remotes/remote-shop/${version}/product/product.js">`,
    );
    expect(head).toContain(
      '<template id="tf-app-scripts"><link href="/static/shared-libs.5678.js" rel="preload" as="script"><script src="/static/app.1234.js"></script></template>',
    );
    // Both inline scripts (the loader, the fallback) are allowed by the page's CSP.
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(inline).toHaveLength(2);
    for (const text of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    // Nothing of the app is fetched for this page (its scripts and preloads wait in the template),
    // nor a remote's files (no preloads).
    expect(html.match(/app\.1234\.js/g)).toHaveLength(1);
    expect(outsideTemplate(html)).not.toContain('rel="preload"');
    expect(html.match(/shared-libs\.5678\.js/g)).toHaveLength(1);
    expect(prerendered(html)).toContain('data-build="with-client"');
    const client = await app.inject({
      method: 'GET',
      url: `/remotes/remote-shop/${version}/product/product.js`,
    });
    expect(client.body).toBe('/* the product client of with-client */');

    // A release without one leaves the page to the app again.
    await rm(join(f.root, 'repo', 'remote-shop', 'dist', 'product'), { recursive: true });
    await writeProductRelease(f, 'build-three');
    const after = (await page(card.id)).body;
    expect(after).not.toContain('tf-app-scripts');
    expect(after).toContain('<script src="/static/app.1234.js"></script>');
  });
});
