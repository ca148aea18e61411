import { defineConfig } from '@rstest/core';
import { domProjects } from 'web-kit/test-projects';

export default defineConfig({
  projects: domProjects({
    // The remotes' reports (a keepalive fetch where no beacon is), against jsdom's stand-in.
    jsdomFiles: ['tests/remote-events.test.tsx'],
    setupFiles: ['../web-kit/rstest.setup.ts'],
    include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
    testTimeout: 15_000,
  }),
});
