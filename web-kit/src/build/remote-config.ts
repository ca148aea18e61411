import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { EnvironmentConfig, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildInfo } from './build-info';
import { compileOnLoad, remoteBootFiles } from './compile-hints';
import { cssMediaPostcss } from './css-media';
import { escapeRegExp } from './escape-regexp';
import { containerName, sharedSingletons } from './federation';
import { PREACT_IN_PLACE_OF_REACT } from './preact';

interface RemotePackage {
  name: string;
  dependencies?: Record<string, string>;
}

export interface RemoteConfigOptions {
  port: number;
  /**
   * More builds beside the browser remote (the `web` environment), each into its own folder
   * inside dist/ (`output.distPath.root`, e.g. 'dist/server'). They get React but not Module
   * Federation, and the web build's clean leaves their folders alone.
   */
  environments?: Record<string, EnvironmentConfig>;
}

/** The folder an extra environment builds into, relative to the package: it must be in dist/. */
function extraDistRoot(name: string, environment: EnvironmentConfig): string {
  const { distPath } = environment.output ?? {};
  const root = (typeof distPath === 'string' ? distPath : distPath?.root)?.replace(/\/+$/, '');
  if (!root?.startsWith('dist/') || root.includes('..')) {
    throw new Error(`environment "${name}" must build into a folder inside dist/ (got ${root})`);
  }
  return root;
}

/**
 * The Rsbuild config of every remote, from one place: the same sharing, runtime and asset rules
 * for each, so a new remote is its package.json, a port and its `./pages`.
 */
export function remoteConfig(
  pkg: RemotePackage,
  { port, environments = {} }: RemoteConfigOptions,
): RsbuildConfig {
  // Every environment cleans its own folder before the build; the web build's folder (dist/)
  // holds the others, so it keeps them.
  const keep = Object.entries(environments).map(
    ([name, environment]) => new RegExp(`/${escapeRegExp(extraDistRoot(name, environment))}$`),
  );
  return {
    plugins: [
      // A remote always runs inside the shell, whose React is the production build even while
      // the remote is served by its dev server: JSX compiles for the shared `react/jsx-runtime`
      // (never jsxDEV), and a change reloads the page instead of hot-refreshing into another React.
      pluginReact({ swcReactOptions: { development: false }, fastRefresh: false }),
    ],
    environments: {
      web: {
        plugins: [
          pluginModuleFederation({
            name: containerName(pkg.name),
            exposes: { './pages': './src/expose/pages.ts' },
            shared: sharedSingletons(pkg),
            dts: false,
            // The shell provides the federation runtime (provideExternalRuntime), so a remote's
            // entry does not carry a second copy.
            experiments: { externalRuntime: true, optimization: { target: 'web' } },
          }),
          pluginBuildInfo(pkg),
        ],
        output: { cleanDistPath: keep.length > 0 ? { enable: true, keep } : true },
        resolve: { alias: PREACT_IN_PLACE_OF_REACT },
        tools: { rspack: { plugins: [compileOnLoad(remoteBootFiles(pkg.name))] } },
      },
      ...environments,
    },
    // 'auto': the files find each other relative to where they are served, so one build can be
    // copied unchanged into any /remotes/{name}/{version}/ folder or served by its dev server.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    tools: { postcss: cssMediaPostcss() },
    server: { port, cors: true },
    dev: { assetPrefix: 'auto' },
  };
}

/**
 * The server build is CommonJS in a `.js` file, and a release folder may sit inside a package of
 * `"type": "module"` (deploy's), where Node would read it as an ES module with no exports: a
 * package.json beside it says what it is.
 */
const commonJsPackage: RsbuildPlugin = {
  name: 'web-kit:commonjs-package',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
    });
  },
};

/**
 * A remote's renderer for the gateway (an environment for `remoteConfig`): one CommonJS file with
 * React inside, `dist/server/{name}.js`, and its CSS beside it, which the gateway inlines. Release
 * folders are versioned and immutable, so the files carry no hash in their names.
 */
export function serverRenderer(name: string, entry: string): EnvironmentConfig {
  return {
    plugins: [commonJsPackage],
    source: { entry: { [name]: entry } },
    output: {
      target: 'node',
      module: false,
      emitCss: true,
      distPath: { root: 'dist/server', js: '', css: '' },
      filename: { js: '[name].js', css: '[name].css' },
      filenameHash: false,
      cleanDistPath: true,
      // Rsbuild minifies nothing for Node by default; the CSS is inlined into every page the
      // renderer makes (the card's was 24 KB with its indentation), the script stays readable.
      minify: { js: false, css: true },
    },
    tools: { rspack: { output: { asyncChunks: false } } },
  };
}

/**
 * Preact in place of React in an extra environment, as in the browser remote: a server build
 * whose markup a Preact client hydrates must render with Preact too (the same `useId`s, the same
 * text nodes).
 */
export const withPreact = (environment: EnvironmentConfig): EnvironmentConfig => ({
  ...environment,
  resolve: { ...environment.resolve, alias: PREACT_IN_PLACE_OF_REACT },
});

/**
 * A page's own small client (an environment for `remoteConfig`): a browser script with Preact
 * inside and no Module Federation, `dist/{name}/{name}.js` with its lazy chunks beside it, which
 * the gateway puts on a page it rendered with the same release's server build. Its CSS is that
 * server build's, already inlined in the page: none is emitted. No hash in the entry's name, as
 * the release folder is versioned and immutable.
 */
export function pageClient(name: string, entry: string): EnvironmentConfig {
  return withPreact({
    source: { entry: { [name]: entry } },
    output: {
      target: 'web',
      emitCss: false,
      distPath: { root: `dist/${name}`, js: '', jsAsync: 'async' },
      filename: { js: '[name].js' },
      filenameHash: false,
      cleanDistPath: true,
    },
    // One file for the gateway to name: what the screens need at once is in it; a language's
    // texts and the toaster stay lazy chunks.
    splitChunks: false,
    tools: {
      htmlPlugin: false,
      // Every function of a page client runs as the screen starts. In Chromium here the hint took
      // the sign-in client's three tasks from 17-45, 15-33 and 28-83 ms of main thread to 11-16,
      // 14-19 and 26-41 ms.
      rspack: { plugins: [compileOnLoad()] },
    },
  });
}
