import { defineConfig } from '@rstest/core';
import { domProjects } from 'web-kit/test-projects';

export default defineConfig({
  projects: domProjects({
    // The host's HTTP client (XMLHttpRequest: FormData bodies, upload progress, its time limit)
    // and the remotes' reports (a keepalive fetch where no beacon is), against jsdom's stand-ins.
    jsdomFiles: ['tests/host-request.test.ts', 'tests/remote-events.test.tsx'],
    setupFiles: ['../web-kit/rstest.setup.ts'],
    include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
    testTimeout: 15_000,
  }),
});
