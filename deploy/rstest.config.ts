import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['tests/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
