import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedSingletons } from 'web-kit/federation';
import pkg from './package.json' with { type: 'json' };

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    pluginReact(),
    // No remotes at build time: the registry (/remotes.json) names them when the app boots.
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(pkg),
      dts: false,
      // Remotes run on the shell's copy of the federation runtime instead of shipping their own.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  html: {
    title: 'Tapfolio',
    meta: {
      viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
      description: 'Your free digital business card and portfolio, one tap away.',
      'theme-color': '#4f46e5',
    },
  },
  output: { assetPrefix: '/', cleanDistPath: true },
  server: {
    port: 3000,
    historyApiFallback: true,
    // In development the gateway answers the API and the registry.
    proxy: { '/api': gateway, '/remotes.json': gateway, '/remotes': gateway },
  },
});
