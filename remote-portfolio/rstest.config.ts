import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, defineInlineProject } from '@rstest/core';

export default defineConfig({
  projects: [
    defineInlineProject({
      name: 'browser',
      plugins: [pluginReact()],
      testEnvironment: 'jsdom',
      setupFiles: ['../web-kit/rstest.setup.ts'],
      include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
      exclude: ['tests/server/**'],
      testTimeout: 15_000,
    }),
    // The server build renders in plain Node: no window, no document, as the gateway runs it.
    defineInlineProject({
      name: 'server',
      plugins: [pluginReact()],
      testEnvironment: 'node',
      include: ['tests/server/**/*.test.ts', 'tests/server/**/*.test.tsx'],
      testTimeout: 15_000,
    }),
  ],
});
