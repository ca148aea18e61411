import { defineConfig } from '@rstest/core';
import { domProjects } from 'web-kit/test-projects';

export default defineConfig({
  // One worker keeps React, the document and the libraries from one file to the next, as the
  // other remotes' suites do; web-kit's setup empties the storage before each file.
  isolate: false,
  projects: domProjects({
    setupFiles: ['../web-kit/rstest.setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
  }),
});
