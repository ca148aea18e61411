import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName, sharedSingletons } from './federation';

interface RemotePackage {
  name: string;
  dependencies?: Record<string, string>;
}

/**
 * The Rsbuild config of every remote, from one place: the same sharing, runtime and asset rules
 * for each, so a new remote is its package.json, a port and its `./pages`.
 */
export function remoteConfig(pkg: RemotePackage, { port }: { port: number }): RsbuildConfig {
  return {
    plugins: [
      // A remote always runs inside the shell, whose React is the production build even while
      // the remote is served by its dev server: JSX compiles for the shared `react/jsx-runtime`
      // (never jsxDEV), and a change reloads the page instead of hot-refreshing into another React.
      pluginReact({ swcReactOptions: { development: false }, fastRefresh: false }),
      pluginModuleFederation({
        name: containerName(pkg.name),
        exposes: { './pages': './src/expose/pages.ts' },
        shared: sharedSingletons(pkg),
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime), so a remote's entry
        // does not carry a second copy.
        experiments: { externalRuntime: true },
      }),
    ],
    // 'auto': the files find each other relative to where they are served, so one build can be
    // copied unchanged into any /remotes/{name}/{version}/ folder or served by its dev server.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    server: { port, cors: true },
    dev: { assetPrefix: 'auto' },
  };
}
