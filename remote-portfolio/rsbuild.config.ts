import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName, sharedSingletons } from 'web-kit/federation';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    // A remote always runs inside the shell, whose React is the production build even while this
    // remote is served by its dev server: JSX compiles for the shared `react/jsx-runtime` (never
    // jsxDEV), and a change reloads the page instead of hot-refreshing into another React.
    pluginReact({ swcReactOptions: { development: false }, fastRefresh: false }),
    pluginModuleFederation({
      name: containerName(pkg.name),
      exposes: { './pages': './src/expose/pages.ts' },
      shared: sharedSingletons(pkg),
      dts: false,
      // The shell provides the federation runtime (provideExternalRuntime), so this remote's entry
      // does not carry a second copy.
      experiments: { externalRuntime: true },
    }),
  ],
  // 'auto': the files find each other relative to where they are served, so one build can be
  // copied unchanged into any /remotes/remote-portfolio/{version}/ folder or served by its dev server.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  server: { port: 3002, cors: true },
  dev: { assetPrefix: 'auto' },
});
