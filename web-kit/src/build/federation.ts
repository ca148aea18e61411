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

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** `shared` for pluginModuleFederation: singletons with the range each app was built against. */
export function sharedSingletons(pkg: PackageJson) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const root = name.startsWith('@')
        ? name.split('/').slice(0, 2).join('/')
        : name.split('/')[0]!;
      const requiredVersion = deps[root];
      if (!requiredVersion) throw new Error(`${name} must be a dependency to be shared`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/** Registry names are package names; Module Federation containers need identifier names. */
export const containerName = (remote: string) => remote.replace(/-/g, '_');
