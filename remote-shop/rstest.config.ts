import { defineConfig } from '@rstest/core';
import { PREACT_IN_PLACE_OF_REACT } from 'web-kit/preact';
import { domProjects, serverProject } from 'web-kit/test-projects';

export default defineConfig({
  // A worker keeps what it loaded (React, the document, the libraries) from one file to the next: a
  // fresh environment for each file cost half the suite's time. Each file still loads its own code,
  // and web-kit's setup empties the storage first, as a new page would have it.
  isolate: false,
  projects: [
    ...domProjects({
      // The image widget's crop area (react-easy-crop) updates itself without end on happy-dom.
      jsdomFiles: ['tests/nfc-review-images.test.tsx'],
      setupFiles: ['../web-kit/rstest.setup.ts', './rstest.setup.ts'],
      include: ['tests/**/*.test.tsx'],
      exclude: ['tests/server/**'],
      testTimeout: 15_000,
    }),
    // The gateway's render of the product page, on Preact as its build is: the libraries bundled
    // too, or react-redux and react-router would load React beside it from node_modules.
    serverProject({
      resolve: { alias: PREACT_IN_PLACE_OF_REACT },
      output: { bundleDependencies: true },
      testTimeout: 15_000,
    }),
  ],
});
