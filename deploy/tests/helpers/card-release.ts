import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseRemote } from '../../src/release.js';
import { writeRemoteBuild, type Fixture } from './fixtures.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

/**
 * A stand-in for remote-portfolio's server build (the real one is tested in remote-portfolio and
 * by the e2e journeys): CommonJS, `renderCard` escaping what it prints, a mark of its build.
 */
const serverBuild = (mark: string) => `
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
exports.CARD_RENDER_API = 1;
exports.renderCard = (input) =>
  '<main class="card" data-theme="' + input.theme + '" data-build="${mark}">' +
  '<h1>' + escape(input.result.portfolio.personalInfo.name) + '</h1>' +
  '<a href="' + escape(input.vcardUrl) + '" download>Save Contact</a>' +
  '<a href="' + escape(input.pageUrl) + '">Link</a></main>';
`;

/** Releases remote-portfolio with this server build (none: `null`), answering its version. */
export async function writeCardRelease(
  f: Fixture,
  mark: string,
  server: string | null = serverBuild(mark),
) {
  await writeRemoteBuild(f, 'remote-portfolio');
  await f.write('remote-portfolio/dist/remoteEntry.js', `var remote_portfolio; // ${mark}`);
  await f.write('remote-portfolio/dist/card/enhance.js', `/* enhance ${mark} */`);
  await rm(join(f.root, 'repo', 'remote-portfolio', 'dist', 'server'), {
    recursive: true,
    force: true,
  });
  if (server !== null) {
    await f.write('remote-portfolio/dist/server/render-card.js', server);
    await f.write(
      'remote-portfolio/dist/server/static/css/card.css',
      `.card{color:#123}/* ${mark} */\n/*# sourceMappingURL=card.css.map*/`,
    );
  }
  return (await releaseRemote(f.layout, 'remote-portfolio', { builder: noBuild })).version;
}
