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
      setupFiles: ['../web-kit/rstest.setup.ts'],
      include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
      exclude: ['tests/server/**', 'tests/node/**'],
      testTimeout: 15_000,
    }),
    // Reading drawn business cards with tesseract.js's Node worker: in Node, no document, as
    // tesseract.js decides once, when loaded, whether it runs in a page. Beside the component
    // files, whose shared document it must not touch.
    defineInlineProject({
      name: 'node',
      testEnvironment: 'node',
      include: ['tests/node/**/*.test.ts'],
      testTimeout: 30_000,
    }),
    // The card's server build, as the gateway runs it.
    serverProject({ testTimeout: 15_000 }),
  ],
});
