import reduxToolkitPackage from '@reduxjs/toolkit/package.json' with { type: 'json' };
import preactPackage from 'preact/package.json' with { type: 'json' };
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
  // Issue 27: what `react` is in the browser (web-kit/build/preact.ts). Its hooks keep the
  // component being rendered in their module: one copy, or a remote's hooks see none.
  'preact',
  'preact/hooks',
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

/**
 * `react` is Preact's compatibility layer in every browser build (web-kit/build/preact.ts), which
 * Module Federation finds no version for ('*'): between two offers of '*' it took each remote's
 * own copy. Offered as the Preact they are, every app takes the shell's.
 */
const PREACT_AS_REACT: Partial<Record<(typeof SHARED_SINGLETONS)[number], { version: string }>> = {
  react: { version: preactPackage.version },
  'react/jsx-runtime': { version: preactPackage.version },
  'react-dom': { version: preactPackage.version },
};

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** The package a shared module comes from: `react` for `react/jsx-runtime`, Preact for React's. */
export const packageOf = (name: string) =>
  Object.hasOwn(PREACT_AS_REACT, name)
    ? 'preact'
    : name.startsWith('@')
      ? name.split('/').slice(0, 2).join('/')
      : name.split('/')[0]!;

/** The range of each shared singleton an app was built against: its package.json's. */
export function sharedRanges(pkg: PackageJson): Record<string, string> {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const range = deps[packageOf(name)];
      if (!range) throw new Error(`${packageOf(name)} must be a dependency to share ${name}`);
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
        ...PREACT_AS_REACT[name as (typeof SHARED_SINGLETONS)[number]],
      },
    ]),
  );
}

/** Registry names are package names; Module Federation containers need identifier names. */
export const containerName = (remote: string) => remote.replace(/-/g, '_');
