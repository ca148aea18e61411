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

/** `shared` for pluginModuleFederation: singletons with the range each app was built against. */
export function sharedSingletons(pkg: PackageJson) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = deps[packageOf(name)];
      if (!requiredVersion) throw new Error(`${name} must be a dependency to be shared`);
      return [name, { singleton: true, requiredVersion, ...PROVIDED_BY_WEB_KIT[name] }];
    }),
  );
}

/** Registry names are package names; Module Federation containers need identifier names. */
export const containerName = (remote: string) => remote.replace(/-/g, '_');
