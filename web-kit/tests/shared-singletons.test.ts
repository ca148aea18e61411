import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import * as preactCompat from 'preact/compat';
import * as preactClient from 'preact/compat/client';
import preactPackage from 'preact/package.json' with { type: 'json' };
import { sharedRanges, sharedSingletons, SHARED_SINGLETONS } from '../src/build/federation';
import { PREACT_IN_PLACE_OF_REACT } from '../src/build/preact';
import * as sharedReactRouter from '../src/shared/react-router';
import * as sharedReduxToolkit from '../src/shared/redux-toolkit';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The apps whose code runs in the browser against the shell's shared react-router. */
const APPS = [
  'shell',
  'web-kit',
  'remote-auth',
  'remote-portfolio',
  'remote-shop',
  'remote-orders',
  'remote-backoffice',
  'remote-teams',
];

function sourcesOf(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (packages: string) =>
  new RegExp(
    `(import|export)\\s+(type\\s+)?(\\*\\s+as\\s+\\w+|\\w+\\s*,?\\s*)?(\\{[^}]*\\})?\\s*from\\s*['"](${packages})['"]`,
    'g',
  );

/** Every value name the given files import (or re-export) from the packages (a regex source). */
function namesImported(files: string[], packages: string) {
  const found: { file: string; name: string }[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, , typeOnly, other, braces] of text.matchAll(importsOf(packages))) {
      if (typeOnly) continue;
      const where = file.slice(repo.length);
      if (other?.trim()) found.push({ file: where, name: `(${other.trim()})` });
      for (const part of braces?.slice(1, -1).split(',') ?? []) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) found.push({ file: where, name });
      }
    }
  }
  return found;
}

/** An app's package.json dependencies on every shared singleton. */
const APP_DEPENDENCIES = {
  preact: '^11.2.0',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router': '^7.18.5',
  'react-router-dom': '^7.18.5',
  redux: '^5.0.1',
  '@reduxjs/toolkit': '^2.14.0',
  'react-redux': '^9.3.1',
  'intl-messageformat': '^12.1.5',
};

const appSources = () => APPS.flatMap((app) => sourcesOf(join(repo, app, 'src')));
const routerImports = () => namesImported(appSources(), 'react-router|react-router-dom');

describe('the shared react-router', () => {
  it('has every name an app imports (a remote gets the shell copy, where a missing one is undefined)', () => {
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(20);
    const provided = new Set(Object.keys(sharedReactRouter));
    const missing = imports.filter(({ name }) => !provided.has(name));
    expect(missing).toEqual([]);
  });

  it('re-exports real react-router values, not undefined', () => {
    for (const [name, value] of Object.entries(sharedReactRouter)) {
      expect([name, typeof value]).not.toEqual([name, 'undefined']);
    }
  });

  it('is offered as react-router at the version installed, for every app', () => {
    const shared = sharedSingletons({
      dependencies: APP_DEPENDENCIES,
    });
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    expect(shared['react-router']).toMatchObject({
      singleton: true,
      // Ranges are held at release time (sharedRanges, tapfolio-build.json), not in the browser.
      requiredVersion: false,
      import: 'web-kit/shared/react-router',
      version: expect.stringMatching(/^7\.\d+\.\d+$/),
    });
    expect(sharedRanges({ dependencies: APP_DEPENDENCIES })).toMatchObject({
      'react-router': '^7.18.5',
    });
  });
});

describe('React in the browser: Preact', () => {
  it('answers every name an app imports from react and react-dom', () => {
    const imports = namesImported(appSources(), 'react|react-dom');
    expect(imports.length).toBeGreaterThan(100);
    const provided = new Set(Object.keys(preactCompat));
    expect(imports.filter(({ name }) => !provided.has(name))).toEqual([]);
    const client = namesImported(appSources(), 'react-dom/client');
    expect(client.map(({ name }) => name)).toContain('createRoot');
    const fromClient = new Set(Object.keys(preactClient));
    expect(client.filter(({ name }) => !fromClient.has(name))).toEqual([]);
  });

  it("is what react's entries resolve to in a browser build", () => {
    for (const entry of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      expect([entry, PREACT_IN_PLACE_OF_REACT[`${entry}$`]]).toEqual([
        entry,
        expect.stringContaining('/node_modules/preact/'),
      ]);
    }
  });

  it("is offered as react at Preact's version and range, so every app takes the shell's", () => {
    const shared = sharedSingletons({ dependencies: APP_DEPENDENCIES });
    for (const name of ['react', 'react-dom', 'react/jsx-runtime']) {
      expect(shared[name]).toEqual({
        singleton: true,
        requiredVersion: false,
        version: preactPackage.version,
      });
      expect(sharedRanges({ dependencies: APP_DEPENDENCIES })[name]).toBe('^11.2.0');
    }
  });

  it('is refused as a shared singleton by an app that does not depend on it', () => {
    const withoutPreact: Record<string, string> = { ...APP_DEPENDENCIES };
    delete withoutPreact.preact;
    expect(() => sharedRanges({ dependencies: withoutPreact })).toThrow(
      'preact must be a dependency to share react',
    );
  });
});

describe('the shared @reduxjs/toolkit', () => {
  // RTK Query, itself shared, imports the package too: the shell's module answers it.
  const rtkQuery = ['query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs'].map(
    (file) => join(repo, 'node_modules/@reduxjs/toolkit/dist', file),
  );

  it('has every name an app or RTK Query imports from it', () => {
    const imports = [
      ...namesImported(appSources(), '@reduxjs/toolkit'),
      ...namesImported(rtkQuery, '@reduxjs/toolkit'),
    ];
    expect(imports.filter(({ file }) => file.includes('rtk-query')).length).toBeGreaterThan(10);
    const provided = new Set(Object.keys(sharedReduxToolkit));
    expect(imports.filter(({ name }) => !provided.has(name))).toEqual([]);
  });

  it('re-exports real values, offered at the version installed', () => {
    for (const [name, value] of Object.entries(sharedReduxToolkit)) {
      expect([name, typeof value]).not.toEqual([name, 'undefined']);
    }
    const shared = sharedSingletons({
      dependencies: APP_DEPENDENCIES,
    });
    expect(shared['@reduxjs/toolkit']).toMatchObject({
      import: 'web-kit/shared/redux-toolkit',
      version: expect.stringMatching(/^2\.\d+\.\d+$/),
    });
  });
});
