import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './api/eslint-boundaries.js';
import { featureBoundaries } from './eslint-feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-report/**',
      '**/node_modules/**',
      '**/data/**',
      'api/drizzle/**',
      'deploy/releases/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/test-results-report/**',
      'e2e/out-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web-kit/src/**', 'shell/src/**', 'remote-*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/scripts/**', '**/*.config.*', '.ci/**', 'e2e/lighthouse/**'],
    rules: { 'no-console': 'off' },
  },
  // The API's domains: no importing another's insides, no writing another's tables.
  ...apiBoundaries,
  // The web apps' features and apps: no importing another's insides.
  ...featureBoundaries,
);
