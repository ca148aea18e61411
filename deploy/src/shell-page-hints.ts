import { join } from 'node:path';
import { SHELL_PAGES_FILE, type ShellPagesManifest } from 'shared-contracts';
import { fileWhenChanged } from './file-when-changed.js';
import { preloadLink, type HtmlRoute } from './html.js';
import { runsPageClient } from './server-render/page-client.js';

/** A page's files as the list names them, relative to the build: served from the root. */
const linkTo = (file: string) =>
  preloadLink(file.endsWith('.css') ? 'style' : 'script', `/${file}`);

/**
 * A page the shell draws itself (Home above all, where everyone lands once signed in) names its
 * chunk's files in its head, as a remote's screen names its remote's (remote-hints.ts): the app
 * found Home's chunk only once it had booted, a round trip after its own scripts. The shell's
 * build says which files each page has (SHELL_PAGES_FILE), re-read when a rebuilt shell changes
 * it; a build without it, a list that cannot be read, or a path that is no shell page's keeps the
 * page as it is.
 */
export function shellPageHints(shellDir: string): HtmlRoute {
  const shellPages = fileWhenChanged(
    join(shellDir, SHELL_PAGES_FILE),
    (text) => JSON.parse(text) as ShellPagesManifest,
  );

  return {
    match: () => true,
    async transform(html, { path }) {
      // A page's own client (sign-in, product) runs without the app.
      if (runsPageClient(html)) return html;
      const pages = (await shellPages().catch(() => undefined)) ?? {};
      const page = path.replace(/\/+$/, '') || '/';
      const files = Object.hasOwn(pages, page) ? pages[page] : undefined;
      if (!Array.isArray(files) || files.length === 0) return html;
      const links = files.filter((name) => typeof name === 'string').map(linkTo);
      return html.replace(/<\/head>/i, () => `${links.join('')}</head>`);
    },
  };
}
