import reduxToolkitPackage from '@reduxjs/toolkit/package.json' with { type: 'json' };
import reactRouterPackage from 'react-router/package.json' with { type: 'json' };

/**
 * The Module Federation shared singletons: the same list, from one place, in the shell and every
 * remote (read by their rsbuild configs at build time, never bundled). Sharing only
 * react-router-dom breaks router context in a remote that imports react-router, so both are here.
 */
export const SHARED_SINGLETONS = [
  'react',
  // Beyond ARCHITECTURE's list: a remote on its dev server would otherwise bundle the development
  // JSX runtime, which calls internals the shell's production React does not have.
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  // Issue 30: the ICU formatter of every app's texts, loaded once rather than once a remote.
  'intl-messageformat',
] as const;

/**
 * Singletons provided through a module of web-kit that re-exports the names the apps use, instead
 * of the whole package: a shared module keeps every export, so this is how it is tree-shaken.
 * Deterministic, unlike Module Federation's `treeShaking` option, which builds a full fallback
 * that a remote built without it (an older release after a rollback) loads as a second copy.
 */
const PROVIDED_BY_WEB_KIT: Partial<
  Record<(typeof SHARED_SINGLETONS)[number], { import: string; version: string }>
> = {
  // The provider module's own package is web-kit: the version offered is the real package's.
  'react-router': { import: 'web-kit/shared/react-router', version: reactRouterPackage.version },
  '@reduxjs/toolkit': {
    import: 'web-kit/shared/redux-toolkit',
    version: reduxToolkitPackage.version,
  },
};

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** The package a shared module comes from: `react` for `react/jsx-runtime`. */
export const packageOf = (name: string) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;

/** The range of each shared singleton an app was built against: its package.json's. */
export function sharedRanges(pkg: PackageJson): Record<string, string> {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const range = deps[packageOf(name)];
      if (!range) throw new Error(`${name} must be a dependency to be shared`);
      return [name, range];
    }),
  );
}

/**
 * `shared` for pluginModuleFederation: singletons, each app's range checked when a remote is
 * released (deploy's release checks read it from tapfolio-build.json), not in the browser. There
 * a singleton whose version is out of range is used all the same, with a warning; checking cost
 * every first load about 35 ms of semver parsing on a fast machine, four times that on a phone.
 */
export function sharedSingletons(pkg: PackageJson) {
  return Object.fromEntries(
    Object.keys(sharedRanges(pkg)).map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false as const,
        ...PROVIDED_BY_WEB_KIT[name as (typeof SHARED_SINGLETONS)[number]],
      },
    ]),
  );
}

/** Registry names are package names; Module Federation containers need identifier names. */
export const containerName = (remote: string) => remote.replace(/-/g, '_');
