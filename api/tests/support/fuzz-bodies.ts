import fc from 'fast-check';

/**
 * Generated request bodies for the fuzz suite, as raw JSON text (so keys such as `__proto__` and
 * nesting too deep for JSON.stringify get through). Each case prints as a short description, not
 * as the megabytes it may hold.
 */
export interface BodyCase {
  payload: string;
  contentType: string;
  label: string;
}

/** A stand-in inside a value, swapped for raw JSON text once the value is serialised. */
const RAW = '\u0001raw\u0001';
interface Evil {
  value: unknown;
  raw?: string;
  label: string;
}

const deep = (levels: number, inner = '1') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);

/** Strings that trip up text handling: each tagged with what it is. */
const edgeStrings: Array<[string, string]> = [
  ['lone high surrogate', 'ab\uD800cd'],
  ['lone low surrogate', '\uDFFF'],
  ['RTL override', 'Asha \u202Eoar\u202C Rao'],
  ['zero-width', 'Asha\u200B\u200C\u200D\uFEFFRao'],
  ['NUL byte', 'Asha\u0000Rao'],
  ['only NUL', '\u0000'],
  ['emoji family', '👩‍👩‍👧‍👦 Rao'],
  ['combining marks', 'Ase\u0301\u0301\u0301\u0301\u0301ha'],
  ['zalgo', 'A' + '\u0336\u0337\u0338'.repeat(300)],
  ['control chars', '\u0007\u001B[31mred\u0008'],
  ['newlines', 'a\r\nb\u2028c\u2029'],
  ['blank', '   '],
  ['empty', ''],
  ['html', '<script>alert(1)</script>'],
  ['sql', "' OR 1=1 --"],
  ['path', '../../../etc/passwd'],
  ['NaN text', 'NaN'],
  ['Infinity text', '-Infinity'],
  ['minus zero text', '-0'],
  ['big exponent text', '1e308'],
  ['hex text', '0x1F'],
  ['padded number', ' 12 '],
  ['uuid', '00000000-0000-4000-8000-000000000000'],
];

const numbers: Array<[string, unknown]> = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['-0', -0],
  ['max safe + 2', Number.MAX_SAFE_INTEGER + 2],
  ['negative', -1],
  ['fraction', 0.1 + 0.2],
  ['tiny', 5e-324],
  ['zero', 0],
];

const wrongTypes: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['empty array', []],
  ['empty object', {}],
  ['array of strings', ['a', 'b']],
  ['object', { a: 1 }],
  ['array of objects', [{}, { key: null }]],
];

const evilValue: fc.Arbitrary<Evil> = fc.oneof(
  fc.constantFrom(...wrongTypes).map(([label, value]) => ({ label, value })),
  fc.constantFrom(...numbers).map(([label, value]) => ({ label, value })),
  // 1e309 and friends are only expressible as JSON text.
  fc
    .constantFrom('1e309', '-1e309', '1e-400', '123456789012345678901234567890', '-0.0')
    .map((raw) => ({ label: `number ${raw}`, value: RAW, raw })),
  fc.constantFrom(...edgeStrings).map(([label, value]) => ({ label, value })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ label: 'unicode', value })),
  fc
    .constantFrom(300, 5_000, 70_000)
    .map((size) => ({ label: `string of ${size}`, value: 'é'.repeat(size) })),
  // Just under a 64 KiB body limit: a name this long once took gigabytes to count (graphemeCount).
  fc.constant({ label: 'ASCII string of 60000', value: 'a'.repeat(60_000) }),
  fc.constantFrom(1_000, 20_000).map((size) => ({
    label: `array of ${size}`,
    value: RAW,
    raw: `[${new Array(size).fill('{"key":"x"}').join(',')}]`,
  })),
  fc.constantFrom(100, 10_000).map((levels) => ({
    label: `nested ${levels} deep`,
    value: RAW,
    raw: deep(levels),
  })),
  fc
    .constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"prototype":{"polluted":true}}',
      '{"toString":"x","hasOwnProperty":1,"valueOf":null}',
    )
    .map((raw) => ({ label: `object ${raw.slice(0, 20)}`, value: RAW, raw })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ label: 'random JSON', value })),
);

type Path = Array<string | number>;

/** Every place a value sits in a body: each field and array element, at any depth. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((inner, index) => [index, inner] as const)
    : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[...prefix, key], ...pathsOf(inner, [...prefix, key])]);
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(
  root: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
}

function serialise(value: unknown, raw?: string): string {
  const text = JSON.stringify(value) ?? 'null';
  return raw === undefined ? text : text.split(JSON.stringify(RAW)).join(raw);
}

const jsonCase = (label: string, payload: string): BodyCase => ({
  payload,
  contentType: 'application/json',
  label,
});

/** The valid body with one field replaced, removed, or one field added. */
function mutations(valid: unknown): fc.Arbitrary<BodyCase> {
  const paths = pathsOf(valid);
  if (paths.length === 0) return fc.constant(jsonCase('valid', serialise(valid)));
  const at = fc.constantFrom(...paths);
  const name = (path: Path) => path.join('.');
  return fc.oneof(
    fc.tuple(at, evilValue).map(([path, evil]) => {
      const body = clone(valid);
      setAt(body, path, (parent, key) => (parent[key] = evil.value));
      return jsonCase(`${name(path)} = ${evil.label}`, serialise(body, evil.raw));
    }),
    at.map((path) => {
      const body = clone(valid);
      setAt(body, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      });
      return jsonCase(`${name(path)} missing`, serialise(body));
    }),
    fc
      .tuple(
        fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', 'toString'),
        evilValue,
      )
      .map(([key, evil]) => {
        // Appended as text: an object literal cannot hold an own `__proto__` key.
        const text = serialise(valid);
        const extra = `${JSON.stringify(key)}:${serialise(evil.value, evil.raw)}`;
        const payload = text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
        return jsonCase(`extra field ${key} = ${evil.label}`, payload);
      }),
  );
}

/** Bodies that are not the route's shape at all, or not JSON. */
const junk: fc.Arbitrary<BodyCase> = fc.oneof(
  evilValue.map((evil) => jsonCase(`whole body: ${evil.label}`, serialise(evil.value, evil.raw))),
  fc
    .dictionary(
      fc.string({ maxLength: 12 }),
      evilValue.map((evil) => evil.value),
      { maxKeys: 6 },
    )
    .map((body) =>
      jsonCase('object of random fields', serialise(body).split(JSON.stringify(RAW)).join('null')),
    ),
  fc
    .constantFrom(
      '',
      '{',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '\uFEFF{}',
      '{"a":1}{"b":2}',
      '{"a":1,"a":2}',
      'null',
      '"just a string"',
      '[]',
    )
    .map((payload) => jsonCase(`text ${JSON.stringify(payload)}`, payload)),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
    .map((contentType) => ({ payload: 'a=1&b=%00', contentType, label: contentType })),
);

/** For a route with a valid example: mostly that example, mutated; some plain junk. */
export function bodiesFor(valid: unknown): fc.Arbitrary<BodyCase> {
  const all =
    valid !== null && typeof valid === 'object'
      ? fc.oneof({ arbitrary: mutations(valid), weight: 3 }, { arbitrary: junk, weight: 1 })
      : junk;
  return all.map((body) =>
    Object.assign(body, {
      [fc.toStringMethod]: () => `${body.label} (${body.payload.length} bytes)`,
    }),
  );
}

/** Over any route's limit: 2 MiB of text in a valid-looking field. */
export const oversize = (): BodyCase =>
  jsonCase('2 MiB body', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
