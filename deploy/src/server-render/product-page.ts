import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  API_BASE,
  buildPath,
  escapeHtml,
  filePath,
  isId,
  paths,
  PRODUCT_ANSWERS_ID,
  type DeliveryEstimate,
  type Language,
  type Product,
  type ProductDetailResponse,
} from 'shared-contracts';
import type { HtmlRoute } from '../html.js';
import { languageOf } from '../page-language.js';
import { scriptSafeJson } from '../card/structured-data.js';
import { withPageClient, type PageClientExtra } from './page-client.js';
import { TITLE_TAG, withPrerenderedScreen } from './prerendered-page.js';
import type { ReleaseRenderer } from './release-renderer.js';

/** The remote whose release renders the product page, and the contract version it must offer. */
export const PRODUCT_REMOTE = 'remote-shop';
export const PRODUCT_RENDER_API = 1;
export const PRODUCT_CONTRACT = {
  entry: 'render-product',
  render: 'renderProduct',
  // Its answer is awaited: a build may answer once it has loaded its language's texts.
  api: { name: 'PRODUCT_RENDER_API', version: PRODUCT_RENDER_API },
};

/** What `{release}/server/render-product.js` takes (remote-shop/src/server/render-product.tsx). */
export interface ProductRenderInput {
  detail: ProductDetailResponse;
  delivery: DeliveryEstimate | null;
  /** The visitor's language (the app's cookie, else Accept-Language); a build that ignores it renders English. */
  language: Language;
}

const PAGE = /^\/product\/([^/]+)$/;
const DESCRIPTION_META = /<meta\b[^>]*\bname=["']description["'][^>]*>/gi;
const SOCIAL_META = /<meta\b[^>]*\b(?:name|property)=["'](?:og|twitter):[^"']*["'][^>]*>/gi;
/** Link previews (WhatsApp, X) show one image: the first, at a width they keep sharp. */
const PREVIEW_WIDTH = 1200;

const rupees = (amount: number) => amount.toFixed(2);

/** The product id a path names, or undefined (not one, or not even a decodable path). */
function productIdOf(path: string): string | undefined {
  try {
    const id = decodeURIComponent(PAGE.exec(path)?.[1] ?? '');
    return isId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** "₹499 (MRP ₹999) · Matte black PVC NFC card ...": what a preview says under the name. */
function describe(product: Product): string {
  const price =
    product.actualPrice > product.salePrice
      ? `₹${product.salePrice} (MRP ₹${product.actualPrice})`
      : `₹${product.salePrice}`;
  const about = product.description.trim().replace(/\s+/g, ' ');
  const text = about ? `${price} · ${about}` : price;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** schema.org Product with its Offer, for search engines and link previews (JSON-LD). */
export function productJsonLd(product: Product, pageUrl: string, origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || undefined,
    image: product.productImages.map((image) => `${origin}${filePath(image.key, PREVIEW_WIDTH)}`),
    sku: product._id,
    category: product.category?.name,
    brand: { '@type': 'Brand', name: 'Tapfolio' },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: rupees(product.salePrice),
      priceCurrency: 'INR',
      // The public catalogue lists only what can be bought now (archived cards are not found).
      availability: 'https://schema.org/InStock',
    },
  });
}

/** The release folder of remote-shop's page client, the product client (`product/product.js`). */
export const PRODUCT_CLIENT_FOLDER = 'product';

export interface ProductPageOptions {
  renderer: ReleaseRenderer<ProductRenderInput, PageClientExtra>;
  /** The site's public origin, for the canonical URL and the preview image. */
  publicUrl: string;
}

/**
 * `/product/{id}` as the shell's index.html with the product page already in it: rendered by the
 * current release of remote-shop's server build from the answers the app would ask the API for,
 * with the product's title, description, Open Graph tags and Product JSON-LD in its head, so a
 * shared link previews the card with its price and the page paints before any script arrives.
 * A release with a product client runs it on the page in place of the app, which starts when the
 * visitor goes on to another screen; without one the shell puts the app's own page in its place
 * (shell/src/app/prerendered.ts).
 * Anything else (an unknown or archived product, no server build in the release, a build that
 * fails) leaves index.html as it is: the app's page, never an error.
 */
export function productPage(app: FastifyInstance, options: ProductPageOptions): HtmlRoute {
  const origin = options.publicUrl.replace(/\/+$/, '');
  /**
   * Rendered pages by release, product, delivery answer and language: a product page is read far
   * more than changed.
   */
  const rendered = new LRUCache<string, string>({ max: 500 });

  const answer = async <T>(path: string): Promise<T | undefined> => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${path}` });
    return res.statusCode === 200 ? (res.json() as T) : undefined;
  };

  return {
    match: PAGE,
    async transform(html, { path, request }) {
      const id = productIdOf(path);
      if (!id) return html;
      try {
        const [release, detail, delivery] = await Promise.all([
          options.renderer.current(),
          answer<ProductDetailResponse>(buildPath(paths.product, { id })),
          answer<{ result: DeliveryEstimate }>(paths.delivery),
        ]);
        if (!release || !detail) return html;
        const language = languageOf(request);
        const key = createHash('sha256')
          .update(release.fingerprint)
          .update(language)
          .update(JSON.stringify(detail))
          .update(JSON.stringify(delivery?.result ?? null))
          .digest('base64url');
        let page = rendered.get(key);
        if (page === undefined) {
          const markup = await release.render({
            detail,
            delivery: delivery?.result ?? null,
            language,
          });
          const answers = { detail, delivery: delivery?.result ?? null };
          const withScreen = withProduct(html, answers, { markup, css: release.css, origin, path });
          page = release.clientUrl ? withPageClient(withScreen, release.clientUrl) : withScreen;
          rendered.set(key, page);
        }
        return page;
      } catch (err) {
        request.log.error({ err }, 'the product page could not be rendered: the app serves it');
        return html;
      }
    },
  };
}

/**
 * index.html with the product's head and the rendered page before the app's root, and the answers
 * it was rendered from, which the product client hydrates with.
 */
function withProduct(
  html: string,
  answers: Omit<ProductRenderInput, 'language'>,
  { markup, css, origin, path }: { markup: string; css: string; origin: string; path: string },
): string {
  const product = answers.detail.results;
  const pageUrl = `${origin}${path}`;
  const description = describe(product);
  const [first] = product.productImages;
  const image = first ? `${origin}${filePath(first.key, PREVIEW_WIDTH)}` : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const head = [
    `<title>${escapeHtml(product.name)} | Tapfolio</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'Tapfolio'),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image && product.name),
    meta('property', 'product:price:amount', rupees(product.salePrice)),
    meta('property', 'product:price:currency', 'INR'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', product.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptSafeJson(productJsonLd(product, pageUrl, origin))}</script>`,
    `<script type="application/json" id="${PRODUCT_ANSWERS_ID}">${scriptSafeJson(JSON.stringify(answers))}</script>`,
  ];
  return withPrerenderedScreen(html, {
    markup,
    css,
    head,
    drop: [SOCIAL_META, DESCRIPTION_META, TITLE_TAG],
  });
}
