import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  // One worker loads the schemas once for every file: pure functions, nothing to reset.
  isolate: false,
  include: ['tests/**/*.test.ts'],
});
