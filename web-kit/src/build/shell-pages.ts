import type { RsbuildPlugin } from '@rsbuild/core';
import {
  SHELL_PAGE_CHUNK_PREFIX,
  SHELL_PAGES_FILE,
  type ShellPagesManifest,
} from 'shared-contracts';

/** What a page needs of its chunk group: its scripts and styles, not their maps or licences. */
const LOADED = /\.(?:js|css)$/;

/**
 * Writes SHELL_PAGES_FILE into the shell's build: each chunk named as a shell page's
 * (`page-home`), by its page's path, with the files the browser loads for it. Written once the
 * files have their final names (after the content hashes).
 */
export const pluginShellPages = (): RsbuildPlugin => ({
  name: 'web-kit:shell-pages',
  setup(api) {
    api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
      const pages: ShellPagesManifest = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(SHELL_PAGE_CHUNK_PREFIX)) continue;
        const path = `/${name.slice(SHELL_PAGE_CHUNK_PREFIX.length)}`;
        pages[path] = group
          .getFiles()
          .filter((file) => LOADED.test(file))
          .sort();
      }
      compilation.emitAsset(
        SHELL_PAGES_FILE,
        new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`),
      );
    });
  },
});
