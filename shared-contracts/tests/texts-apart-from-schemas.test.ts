import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.ts'))
  .map((path) => join(SRC, path));

/** What a module imports for its values: `import type` and `export type` are left out. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) =>
    specifier.startsWith('.')
      ? resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
      : specifier,
  );
}

/** Whether evaluating the module evaluates yup: itself or anything it imports, at any depth. */
function bringsYup(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return valueImports(file).some((dependency) =>
    dependency === 'yup' ? true : dependency.startsWith('/') && bringsYup(dependency, seen),
  );
}

/**
 * A screen that shows the spec's texts need not download and run yup, 12 KB of gzipped script a
 * remote (issue 27): a module that defines texts keeps its schemas in a module of their own
 * (`portfolio/handle.ts` and `handle-schemas.ts`), since the schemas a module builds as it loads
 * are kept by the bundler with any export of it that a screen uses.
 */
describe('the texts apart from the schemas', () => {
  it('finds the modules that build schemas, so that the rule below is about something', () => {
    expect(sources.filter((file) => bringsYup(file)).length).toBeGreaterThan(20);
  });

  it('keeps every module that defines texts free of yup, and all it imports', () => {
    const withTexts = sources.filter((file) => /\bdefineTexts\(/.test(readFileSync(file, 'utf8')));
    expect(withTexts.length).toBeGreaterThan(30);
    const mixed = withTexts
      .filter((file) => !file.endsWith('i18n/texts.ts'))
      .filter((file) => bringsYup(file))
      .map((file) => relative(SRC, file));
    expect(mixed).toEqual([]);
  });

  it('keeps the small rules a screen checks before any form free of yup', () => {
    const rules = [
      'common/ids.ts',
      'common/phone.ts',
      'backoffice/tracking.ts',
      'orders/tracking.ts',
    ];
    expect(rules.filter((file) => bringsYup(join(SRC, file)))).toEqual([]);
  });
});
