import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  plugins: [pluginReact()],
  testEnvironment: 'jsdom',
  // A worker keeps what it loaded (React, jsdom, the libraries) from one file to the next: a fresh
  // environment for each file cost half the suite's time. Each file still loads its own code, and
  // web-kit's setup empties the storage first, as a new page would have it.
  isolate: false,
  setupFiles: ['../web-kit/rstest.setup.ts'],
  include: ['tests/**/*.test.{ts,tsx}'],
  testTimeout: 15_000,
});
