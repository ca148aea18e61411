import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseRemote } from '../../src/release.js';
import { writeRemoteBuild, type Fixture } from './fixtures.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

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

/** Releases remote-shop with this server build (none: `null`), answering its version. */
export async function writeProductRelease(
  f: Fixture,
  mark: string,
  server: string | null = productServerBuild(mark),
) {
  await writeRemoteBuild(f, 'remote-shop');
  await f.write('remote-shop/dist/remoteEntry.js', `var remote_shop; // ${mark}`);
  await rm(join(f.root, 'repo', 'remote-shop', 'dist', 'server'), { recursive: true, force: true });
  if (server !== null) {
    await f.write('remote-shop/dist/server/render-product.js', server);
    await f.write('remote-shop/dist/server/package.json', '{ "type": "commonjs" }');
    await f.write(
      'remote-shop/dist/server/render-product.css',
      `.page{color:#123}/* ${mark} */\n/*# sourceMappingURL=render-product.css.map*/`,
    );
  }
  return (await releaseRemote(f.layout, 'remote-shop', { builder: noBuild })).version;
}
