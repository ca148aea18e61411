import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  plugins: [pluginReact()],
  testEnvironment: 'jsdom',
  setupFiles: ['../web-kit/rstest.setup.ts'],
  include: ['tests/**/*.test.tsx', 'tests/**/*.test.ts'],
  testTimeout: 15_000,
});
