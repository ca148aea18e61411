import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, defineInlineProject } from '@rstest/core';
import { serverProject } from 'web-kit/test-projects';

export default defineConfig({
  // A worker keeps what it loaded (React, jsdom, the libraries) from one file to the next: a fresh
  // environment for each file cost half the suite's time. Each file still loads its own code, and
  // web-kit's setup empties the storage first, as a new page would have it.
  isolate: false,
  projects: [
    defineInlineProject({
      name: 'browser',
      plugins: [pluginReact()],
      testEnvironment: 'jsdom',
      setupFiles: ['../web-kit/rstest.setup.ts', './rstest.setup.ts'],
      include: ['tests/**/*.test.tsx'],
      exclude: ['tests/server/**'],
      testTimeout: 15_000,
    }),
    // The gateway's render of the product page.
    serverProject({
      // The carousel's CSS comes from its package: bundled as the server build bundles it.
      output: { bundleDependencies: ['swiper/css'] },
      testTimeout: 15_000,
    }),
  ],
});
