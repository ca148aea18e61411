import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, defineInlineProject } from '@rstest/core';
import { PREACT_IN_PLACE_OF_REACT } from './src/build/preact';

/**
 * Files whose outcome is Preact's own, run on Preact as the browser builds are: a screen's lazy
 * loader keeps its download for the component that suspended, which Preact keeps and React
 * discards.
 */
const PREACT_FILES = ['tests/lazy-page.test.tsx'];

const common = {
  plugins: [pluginReact()],
  testEnvironment: 'jsdom' as const,
  setupFiles: ['./rstest.setup.ts'],
};

export default defineConfig({
  // A worker keeps what it loaded (React, jsdom, the libraries) from one file to the next: a fresh
  // environment for each file cost half the suite's time. Each file still loads its own code, and
  // web-kit's setup empties the storage first, as a new page would have it.
  isolate: false,
  projects: [
    defineInlineProject({
      ...common,
      name: 'browser',
      include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
      exclude: PREACT_FILES,
    }),
    defineInlineProject({
      ...common,
      name: 'preact',
      resolve: { alias: PREACT_IN_PLACE_OF_REACT },
      include: PREACT_FILES,
    }),
  ],
});
