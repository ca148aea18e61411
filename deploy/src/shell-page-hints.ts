import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml, SHELL_PAGES_FILE, type ShellPagesManifest } from 'shared-contracts';
import type { HtmlRoute } from './html.js';
import { runsPageClient } from './server-render/page-client.js';

const linkTo = (file: string) =>
  `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${escapeHtml(file)}">`;

/**
 * A page the shell draws itself (Home above all, where everyone lands once signed in) names its
 * chunk's files in its head, as a remote's screen names its remote's (remote-hints.ts): the app
 * found Home's chunk only once it had booted, a round trip after its own scripts. The shell's
 * build says which files each page has (SHELL_PAGES_FILE), re-read when a rebuilt shell changes
 * it; a build without it, or a path that is no shell page's, keeps the page as it is.
 */
export function shellPageHints(shellDir: string): HtmlRoute {
  const file = join(shellDir, SHELL_PAGES_FILE);
  let cached: { key: string; pages: ShellPagesManifest } | undefined;
  const pagesNow = async (): Promise<ShellPagesManifest> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return {};
    const key = `${info.mtimeMs}:${info.size}`;
    if (cached?.key !== key) {
      const pages = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as ShellPagesManifest,
        () => ({}),
      );
      cached = { key, pages };
    }
    return cached.pages;
  };

  return {
    match: () => true,
    async transform(html, { path }) {
      // A page's own client (sign-in, product) runs without the app.
      if (runsPageClient(html)) return html;
      const pages = await pagesNow().catch(() => ({}) as ShellPagesManifest);
      const page = path.replace(/\/+$/, '') || '/';
      const files = Object.hasOwn(pages, page) ? pages[page] : undefined;
      if (!Array.isArray(files) || files.length === 0) return html;
      const links = files.filter((name) => typeof name === 'string').map(linkTo);
      return html.replace(/<\/head>/i, () => `${links.join('')}</head>`);
    },
  };
}
