// ESLint checks only the boundaries, which need its selectors and import-x's resolved paths;
// every other rule is oxlint's (.oxlintrc.json), which reads the whole repository in a fraction of
// a second where ESLint took a minute of CPU time. `npm run lint` runs both on what each checks.
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './api/eslint-boundaries.js';
import { featureBoundaries } from './eslint-feature-boundaries.js';

export default tseslint.config(
  // Only the sources a boundary speaks of: the rest (scripts, tests, builds) is not even parsed.
  { ignores: ['**/dist/**', '**/node_modules/**', 'deploy/releases/**', '**/*.{js,mjs,cjs}'] },
  {
    files: [
      'api/src/**/*.ts',
      // Only its components: the Preact rule below is all ESLint checks there.
      'web-kit/src/**/*.tsx',
      'shell/src/**/*.{ts,tsx}',
      'remote-*/src/**/*.{ts,tsx}',
    ],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
  },
  // The API's domains: no importing another's insides, no writing another's tables.
  ...apiBoundaries,
  // The web apps' features and apps: no importing another's insides.
  ...featureBoundaries,
  // What React code may lean on and still run on Preact in the browser (web-kit/src/build/preact.ts).
  {
    files: ['web-kit/src/**/*.tsx', 'shell/src/**/*.tsx', 'remote-*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message:
            'Preact leaves autofocus to the browser, which honours it only while the page loads: focus the element with a ref as it appears.',
        },
        {
          // Attributes with no DOM property of that name: Preact leaves one out when it is false,
          // where React wrote "false" (disabled, checked and the like are properties: false works).
          selector:
            'JSXAttribute[name.name=/^(spellCheck|focusable)$/] > JSXExpressionContainer > Literal[value=false]',
          message:
            "Preact leaves this attribute out when it is false, where React wrote it: write the string 'false'.",
        },
      ],
    },
  },
);
