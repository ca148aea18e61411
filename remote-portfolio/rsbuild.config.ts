import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { remoteConfig } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * The server build is CommonJS in a `.js` file, and a release folder may sit inside a package of
 * `"type": "module"` (deploy's), where Node would read it as an ES module with no exports: a
 * package.json beside it says what it is.
 */
const commonJsPackage: RsbuildPlugin = {
  name: 'remote-portfolio:commonjs-package',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
    });
  },
};

/**
 * Besides the browser remote, two builds for the server-rendered public card (see README): release
 * folders are versioned and immutable, so their files carry no hash in the name.
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3002,
    environments: {
      // The card's renderer for the gateway: one CommonJS file with React inside, plus its CSS.
      server: {
        plugins: [commonJsPackage],
        source: { entry: { 'render-card': './src/server/render-card.tsx' } },
        output: {
          target: 'node',
          module: false,
          emitCss: true,
          distPath: { root: 'dist/server', js: '', css: '' },
          filename: { js: '[name].js', css: '[name].css' },
          filenameHash: false,
          cleanDistPath: true,
        },
        tools: { rspack: { output: { asyncChunks: false } } },
      },
      // What the server-rendered page gains with script: one small file, no React.
      card: {
        source: { entry: { enhance: './src/server/card-enhance.ts' } },
        output: {
          target: 'web',
          distPath: { root: 'dist/card', js: '' },
          filename: { js: '[name].js' },
          filenameHash: false,
          cleanDistPath: true,
        },
        splitChunks: false,
        tools: { htmlPlugin: false },
      },
    },
  }),
);
