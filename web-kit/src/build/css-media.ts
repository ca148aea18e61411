import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcssGlobalData from '@csstools/postcss-global-data';
import type { RsbuildConfig } from '@rsbuild/core';
import postcssCustomMedia from 'postcss-custom-media';

/** Where the app's named media queries are defined (`@custom-media --tf-wide ...`). */
export const BREAKPOINTS_CSS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../ui/breakpoints.css',
);

/**
 * The PostCSS step of the shell's and every remote's build: each stylesheet sees the named media
 * queries of ui/breakpoints.css, and `@media (--tf-wide)` becomes the query itself, so the
 * breakpoint is written once (CSS cannot import the TypeScript constant).
 */
export const cssMediaPostcss = (): NonNullable<RsbuildConfig['tools']>['postcss'] => ({
  postcssOptions: {
    plugins: [postcssGlobalData({ files: [BREAKPOINTS_CSS] }), postcssCustomMedia()],
  },
});
