import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildInfo } from 'web-kit/build-info';
import { compileOnLoad, SHELL_BOOT_FILES } from 'web-kit/compile-hints';
import { cssMediaPostcss } from 'web-kit/css-media';
import { sharedSingletons } from 'web-kit/federation';
import { SHARED_CHUNK, sharedChunkGroup } from 'web-kit/shared-chunk';
import { pluginShellPages } from 'web-kit/shell-pages';
import { PREACT_IN_PLACE_OF_REACT } from 'web-kit/preact';
import pkg from './package.json' with { type: 'json' };

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/** The theme colour of the app (global.css's --tf-primary), in the page and the web manifest. */
const THEME_COLOR = '#4f46e5';

/**
 * `npm run build:report -w shell` (RSDOCTOR=true) also writes a bundle analysis, HTML and JSON,
 * to dist-report/. The plugin is loaded only then, so a normal build pays nothing for it.
 */
async function bundleReport() {
  if (process.env.RSDOCTOR !== 'true') return [];
  const { RsdoctorRspackPlugin } = await import('@rsdoctor/core');
  return [
    new RsdoctorRspackPlugin({
      disableClientServer: true,
      output: { mode: 'brief', reportDir: 'dist-report', options: { type: ['html', 'json'] } },
    }),
  ];
}

export default defineConfig({
  plugins: [pluginReact()],
  environments: {
    web: {
      plugins: [
        // No remotes at build time: the registry (/remotes.json) names them when the app boots.
        pluginModuleFederation({
          name: 'shell',
          remotes: {},
          shared: sharedSingletons(pkg),
          dts: false,
          experiments: {
            // Remotes run on the shell's copy of the federation runtime instead of shipping theirs.
            provideExternalRuntime: true,
            // A browser app: the runtime's Node.js paths are left out.
            optimization: { target: 'web' },
          },
        }),
        // What deploy's release checks hold every remote against: the contract and shared versions.
        pluginBuildInfo(pkg),
        // Home's and the other shell pages' chunks, by path, which the gateway preloads on them.
        pluginShellPages(),
      ],
      html: {
        // Rsbuild's own template has no `lang`: screen readers and translators need it.
        template: './index.html',
        title: 'Tapfolio',
        meta: {
          viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
          description: 'Your free digital business card and portfolio, one tap away.',
          'theme-color': THEME_COLOR,
        },
        tags: [
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
          { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
        ],
      },
      // The service worker (the `sw` build) writes dist/sw.js: this build's clean keeps it.
      output: { cleanDistPath: { enable: true, keep: [/\/dist\/sw\.js$/] } },
      resolve: { alias: PREACT_IN_PLACE_OF_REACT },
      splitChunks: {
        preset: 'default',
        cacheGroups: {
          sharedLibraries: sharedChunkGroup(
            fileURLToPath(new URL('package.json', import.meta.url)),
          ),
        },
      },
      performance: {
        preload: { type: 'async-chunks', include: [new RegExp(`/${SHARED_CHUNK}\\.`), /\/app\./] },
      },
      tools: { rspack: { plugins: [compileOnLoad(SHELL_BOOT_FILES), ...(await bundleReport())] } },
    },
    // The service worker: one unhashed file at the root, so its scope is the whole app.
    sw: {
      source: { entry: { sw: './src/sw/sw.ts' } },
      output: {
        target: 'web-worker',
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        cleanDistPath: false,
        copy: [],
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { htmlPlugin: false },
    },
  },
  output: { assetPrefix: '/' },
  tools: { postcss: cssMediaPostcss() },
  server: {
    port: 3000,
    historyApiFallback: true,
    // In development the gateway answers the API and the registry.
    proxy: { '/api': gateway, '/remotes.json': gateway, '/remotes': gateway },
  },
});
