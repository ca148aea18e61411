/**
 * The shell's own pages (Home, the launch, the policy and the terms; every other screen is a
 * remote's) are each a chunk of the shell's build named after their path: `/home` is
 * `page-home`, as the router's imports name it. The build writes each page's files, by its path,
 * into this file beside index.html, and the gateway preloads them on that page beside the app's
 * own, so the app finds its screen downloaded instead of asking for it once it has started.
 */
export const SHELL_PAGES_FILE = 'shell-pages.json';

/** What names a chunk as a shell page's: the rest of its name is the page's path. */
export const SHELL_PAGE_CHUNK_PREFIX = 'page-';

/** SHELL_PAGES_FILE: a page's path -> its files, relative to the build's folder. */
export type ShellPagesManifest = Record<string, string[]>;
