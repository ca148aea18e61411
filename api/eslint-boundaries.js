// The API's boundaries, checked by ESLint (the root eslint.config.js spreads these in):
// - a domain (src/modules/<domain>/) uses another only through that domain's index.ts (its
//   plugin), public.ts (what it offers other domains) or docs.ts (its OpenAPI shapes), never its
//   insides, as bulletproof-react's import/no-restricted-paths zones keep features apart;
// - a domain writes only its own tables, those of src/db/schema/<domain>.ts: an insert, update or
//   delete of another domain's table, through Drizzle or in raw SQL, is refused. Reading another
//   domain's rows (a join for display) stays allowed.
// That src/ has no import cycle is oxlint's check (.oxlintrc.json: import/no-cycle), which follows
// the imports in a fraction of the time ESLint's import-x took.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = join(import.meta.dirname, '..');
const modules = join(import.meta.dirname, 'src', 'modules');
const schema = join(import.meta.dirname, 'src', 'db', 'schema');

const domains = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PUBLIC_FILES = ['index.ts', 'public.ts', 'docs.ts'];

/** Each domain's tables, read from its schema file: `export const name = pgTable('sql_name'`. */
const tablesOf = new Map(
  readdirSync(schema)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [
      basename(file, '.ts'),
      [
        ...readFileSync(join(schema, file), 'utf8').matchAll(
          /export const (\w+) = pgTable\(\s*'(\w+)'/g,
        ),
      ].map(([, name, sqlName]) => ({ name, sqlName })),
    ]),
);

const either = (names) => names.join('|');
const WRITE = String.raw`insert\s+into|update|delete\s+from`;
/** Template literals with up to this many interpolations are checked for `${table}` writes. */
const MAX_INTERPOLATIONS = 8;

function foreignWrites(domain) {
  const foreign = [...tablesOf]
    .filter(([owner]) => owner !== domain)
    .flatMap(([, tables]) => tables);
  if (foreign.length === 0) return [];
  const names = either(foreign.map((table) => table.name));
  const sqlNames = either(foreign.map((table) => table.sqlName));
  const message = `${domain} writes only its own tables (db/schema/${domain}.ts): ask the owning domain's public.ts`;
  return [
    {
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${names})$/]`,
      message,
    },
    {
      selector: `TemplateElement[value.raw=/\\b(${WRITE})\\s+"?(${sqlNames})"?\\b/i]`,
      message,
    },
    ...Array.from({ length: MAX_INTERPOLATIONS }, (_, i) => ({
      selector: `TemplateLiteral[quasis.${i}.value.raw=/\\b(${WRITE})\\s*$/i][expressions.${i}.name=/^(${names})$/]`,
      message,
    })),
  ];
}

export const apiBoundaries = [
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        // The sources import each other as `./x.js`: the file is x.ts.
        createNodeResolver({
          extensions: ['.ts', '.js'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: domains.map((domain) => ({
            target: `./api/src/modules/${domain}`,
            from: './api/src/modules',
            except: [
              `./${domain}`,
              ...domains
                .filter((other) => other !== domain)
                .flatMap((other) => PUBLIC_FILES.map((file) => `./${other}/${file}`)),
            ],
            message: `Another domain is used through its index.ts, public.ts or docs.ts only`,
          })),
        },
      ],
    },
  },
  ...domains.map((domain) => ({
    files: [`api/src/modules/${domain}/**/*.ts`],
    rules: { 'no-restricted-syntax': ['error', ...foreignWrites(domain)] },
  })),
];
