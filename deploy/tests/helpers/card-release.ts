import type { Fixture } from './fixtures.js';
import { writeServerRelease } from './server-release.js';

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
export const writeCardRelease = (
  f: Fixture,
  mark: string,
  server: string | null = serverBuild(mark),
) =>
  writeServerRelease(f, 'remote-portfolio', mark, {
    files: { 'card/enhance.js': `/* enhance ${mark} */` },
    server:
      server === null
        ? null
        : {
            'render-card.js': server,
            'static/css/card.css': `.card{color:#123}/* ${mark} */\n/*# sourceMappingURL=card.css.map*/`,
          },
  });
