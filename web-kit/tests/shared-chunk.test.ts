import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { sharedChunkGroup, sharedLibraryPackages, SHARED_CHUNK } from '../src/build/shared-chunk';

const shellPackage = fileURLToPath(new URL('../../shell/package.json', import.meta.url));
const webKitSrc = fileURLToPath(new URL('../src', import.meta.url));
const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

describe('the shell shared libraries chunk', () => {
  it('holds the shared singletons and what they depend on, as installed', () => {
    const packages = sharedLibraryPackages(shellPackage);
    // The singletons' own packages…
    for (const name of [
      'preact',
      'react-router',
      'react-router-dom',
      'redux',
      '@reduxjs/toolkit',
      'react-redux',
      'intl-messageformat',
    ]) {
      expect(packages).toContain(name);
    }
    // …and their dependencies, which Module Federation would otherwise put in files of their own.
    for (const name of ['immer', 'reselect', 'redux-thunk', 'cookie', '@formatjs/fast-memoize']) {
      expect(packages).toContain(name);
    }
    expect(packages.filter((name) => name.startsWith('@types/'))).toEqual([]);
    // A screen's own library stays in that screen's chunk.
    for (const name of ['yup', 'formik', 'swiper', 'qrcode', 'uplot']) {
      expect(packages).not.toContain(name);
    }
  });

  it('takes those packages and web-kit modules that provide a singleton, nothing else', () => {
    const group = sharedChunkGroup(shellPackage);
    expect(group.name).toBe(SHARED_CHUNK);
    const taken = (path: string) => group.test.test(path);
    expect(taken(`${nodeModules}/preact/hooks/dist/hooks.module.js`)).toBe(true);
    expect(taken(`${nodeModules}/immer/dist/immer.mjs`)).toBe(true);
    expect(
      taken(`${nodeModules}/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs`),
    ).toBe(true);
    expect(taken(`${webKitSrc}/shared/react-router.ts`)).toBe(true);
    expect(taken(`${webKitSrc}/shared/redux-toolkit.ts`)).toBe(true);

    expect(taken(`${nodeModules}/yup/index.esm.js`)).toBe(false);
    expect(taken(`${nodeModules}/preact-render-to-string/dist/index.mjs`)).toBe(false);
    expect(taken(`${webKitSrc}/ui/button.tsx`)).toBe(false);
    expect(taken(`${webKitSrc}/host/session.ts`)).toBe(false);
  });
});
