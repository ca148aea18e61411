import type { Fixture } from './fixtures.js';
import { serverBuildFiles, writeServerRelease } from './server-release.js';

/**
 * A stand-in for remote-shop's server build (the real one is tested in remote-shop and by the
 * journeys): CommonJS, `renderProduct` escaping what it prints, a mark of its build.
 */
export const productServerBuild = (mark: string) => `
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
exports.PRODUCT_RENDER_API = 1;
exports.renderProduct = ({ detail, delivery }) =>
  '<div class="page" data-build="${mark}"><h1>' + escape(detail.results.name) + '</h1>' +
  '<p>' + escape(detail.otherProducts.length) + ' others</p>' +
  '<p>' + (delivery ? escape(delivery.minDays + '-' + delivery.maxDays) : 'no delivery') + '</p></div>';
`;

/**
 * Releases remote-shop with this server build (none: `null`), and with a product client when
 * asked (`dist/product/product.js`, as web-kit's `pageClient` writes it), answering its version.
 */
export const writeProductRelease = (
  f: Fixture,
  mark: string,
  server: string | null = productServerBuild(mark),
  { client = false }: { client?: boolean } = {},
) =>
  writeServerRelease(f, 'remote-shop', mark, {
    server: serverBuildFiles(
      'render-product',
      server,
      `.page{color:#123}/* ${mark} */\n/*# sourceMappingURL=render-product.css.map*/`,
    ),
    files: client ? { 'product/product.js': `/* the product client of ${mark} */` } : {},
  });
