import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { sharedSingletons, SHARED_SINGLETONS } from '../src/build/federation';
import * as sharedReactRouter from '../src/shared/react-router';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The apps whose code runs in the browser against the shell's shared react-router. */
const APPS = [
  'shell',
  'web-kit',
  'remote-auth',
  'remote-portfolio',
  'remote-shop',
  'remote-orders',
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

const IMPORT =
  /(import|export)\s+(type\s+)?(\*\s+as\s+\w+|\w+\s*,?\s*)?(\{[^}]*\})?\s*from\s*['"](react-router|react-router-dom)['"]/g;

/** Every value name each file imports (or re-exports) from react-router or react-router-dom. */
function routerImports() {
  const found: { file: string; name: string }[] = [];
  for (const app of APPS) {
    for (const file of sourcesOf(join(repo, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, , typeOnly, other, braces] of text.matchAll(IMPORT)) {
        if (typeOnly) continue;
        const where = file.slice(repo.length);
        if (other?.trim()) found.push({ file: where, name: `(${other.trim()})` });
        for (const part of braces?.slice(1, -1).split(',') ?? []) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) found.push({ file: where, name });
        }
      }
    }
  }
  return found;
}

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
      dependencies: {
        react: '^19.3.1',
        'react-dom': '^19.3.1',
        'react-router': '^7.18.5',
        'react-router-dom': '^7.18.5',
        redux: '^5.0.1',
        '@reduxjs/toolkit': '^2.14.0',
        'react-redux': '^9.3.1',
      },
    });
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    expect(shared['react-router']).toMatchObject({
      singleton: true,
      requiredVersion: '^7.18.5',
      import: 'web-kit/shared/react-router',
      version: expect.stringMatching(/^7\.\d+\.\d+$/),
    });
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  });
});
