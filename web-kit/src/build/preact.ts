import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Preact's compatibility layer in place of React in the browser builds of the shell and every
 * remote (issue 27): the same components, hooks and libraries (react-redux, react-router, formik)
 * on 11 KB of script where React DOM took 72 KB; a screen that waits for the app paints sooner,
 * though it is rendered in one task where React sliced it (docs/architecture.md has both
 * measured). Resolved from web-kit, so every app gets the same copy; as the shared singleton
 * `react` the shell provides it to every remote. Server builds keep React's `renderToString`.
 */
export const PREACT_IN_PLACE_OF_REACT: Record<string, string> = {
  'react/jsx-runtime$': require.resolve('preact/jsx-runtime'),
  'react/jsx-dev-runtime$': require.resolve('preact/jsx-dev-runtime'),
  'react-dom/client$': require.resolve('preact/compat/client'),
  // A server build that renders what a browser build hydrates (remote-auth's first screens).
  'react-dom/server$': 'preact-render-to-string',
  'react-dom/test-utils$': require.resolve('preact/test-utils'),
  'react-dom$': require.resolve('preact/compat'),
  react$: require.resolve('preact/compat'),
};
