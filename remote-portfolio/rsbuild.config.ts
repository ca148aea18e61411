import { defineConfig } from '@rsbuild/core';
import { remoteConfig, serverRenderer } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * Besides the browser remote, two builds for the server-rendered public card (see README): the
 * gateway's renderer and the small script the page gains.
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3002,
    environments: {
      // The card's renderer for the gateway: one CommonJS file with React inside, plus its CSS.
      server: serverRenderer('render-card', './src/server/render-card.tsx'),
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
