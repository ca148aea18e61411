import { defineConfig } from '@rstest/core';
import { domProjects } from 'web-kit/test-projects';

export default defineConfig({
  // A worker keeps what it loaded (React, the document, the libraries) from one file to the next: a
  // fresh environment for each file cost half the suite's time. Each file still loads its own code,
  // and web-kit's setup empties the storage first, as a new page would have it.
  isolate: false,
  projects: domProjects({
    setupFiles: ['../web-kit/rstest.setup.ts'],
    include: ['tests/**/*.test.tsx'],
    testTimeout: 15_000,
  }),
});
