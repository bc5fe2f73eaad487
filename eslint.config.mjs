// The project's conventions (docs/conventions.md; docs/decisions/0115-the-conventions-are-linted.md), checked by `npm run lint`.
// Rules that need type information are left out on purpose: `tsc` already runs in `npm test`, and
// the syntactic rules below keep lint fast enough to run on every change.
import fs from 'node:fs';
import path from 'node:path';
import vitest from '@vitest/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');

/** Import boundaries: who may import whom (docs/conventions.md, "Who may import whom"). */
const zones = [
  // Imports flow one way: domain -> lib/components/config -> features -> app.
  ...['components', 'lib', 'config'].map((dir) => ({
    target: `apps/web/src/${dir}`,
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: `${dir}/ is shared: it may not import a feature or the app. Pass what it needs in as props, or move the shared part here.`,
  })),
  { target: 'apps/web/src/features', from: 'apps/web/src/app', message: 'A feature may not import the app; the app composes features.' },
  // A feature owns its area; features talk through the domain, the API and shared query keys.
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature. Compose them in a route module (app/routes) or move the shared part to components/ or lib/.',
  })),
  { target: 'packages/domain', from: 'apps', message: 'The domain package is pure and imports nothing of the apps.' },
  // A server module reaches another module through its service (or its visibility rule), never its SQL.
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: serverModules.filter((other) => other !== module).map((other) => `apps/server/src/modules/${other}/*.repository.ts`),
    message: "A module may not import another module's repository; call that module's service.",
  })),
];

const noExportAll = { selector: 'ExportAllDeclaration', message: 'No `export *`: import files directly (docs/conventions.md, "Names and files").' };

/**
 * SQL lives in repositories (docs/conventions.md, "Server"): in apps/server/src only `*.repository.ts`
 * files and src/db/ (SQL several modules share, migrations, seed) build queries; everywhere else code
 * calls a named repository function (`db.transaction()` stays where the transaction boundary is).
 * A later block's `no-restricted-syntax` replaces the earlier one's options, so the server block
 * repeats `noExportAll`. Tests (apps/server/test) build their own fixtures and are not covered.
 */
const SQL_HOME = 'SQL lives in repositories: put this query in a named function of the area\'s *.repository.ts (src/db/ when several modules share it) and call that.';
const QUERY_STARTS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'selectNoFrom', 'replaceInto', 'mergeInto', 'executeQuery'];
const queryBuilding = [
  noExportAll,
  { selector: `CallExpression[callee.property.name=/^(${QUERY_STARTS.join('|')})$/]`, message: SQL_HOME },
];
/** Kysely's query-building values and types; row and handle types (Kysely, Transaction, Insertable, Updateable, Selectable) stay allowed. */
const QUERY_BUILDING_IMPORTS = [
  'sql', 'expressionBuilder', 'CompiledQuery', 'RawBuilder', 'Expression', 'ExpressionBuilder', 'ExpressionWrapper', 'AliasedRawBuilder', 'SqlBool',
  'SelectQueryBuilder', 'InsertQueryBuilder', 'UpdateQueryBuilder', 'DeleteQueryBuilder', 'OnConflictBuilder', 'WhereInterface',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.tmp/**'] },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    extends: [tseslint.configs.recommended],
    plugins: { import: importPlugin },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/resolver': { typescript: { project: ['packages/domain/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      // Import cycles are oxlint's (.oxlintrc.json, run first by npm run lint): ESLint's import/no-cycle
      // spent nine tenths of the lint's time walking the graph again for every file.
      'import/no-self-import': 'error',
      'no-restricted-syntax': ['error', noExportAll],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/api-client.ts (one HTTP client: base URLs, token, 401, problems).' },
        { name: 'localStorage', message: 'Use lib/storage.ts.' },
        { name: 'sessionStorage', message: 'Use lib/storage.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through lib/api-client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through lib/api-client.ts.' },
        { object: 'window', property: 'localStorage', message: 'Use lib/storage.ts.' },
        { object: 'window', property: 'sessionStorage', message: 'Use lib/storage.ts.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error', ...queryBuilding],
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: QUERY_BUILDING_IMPORTS, message: SQL_HOME }] }],
    },
  },
  {
    // Kysely's migration guide types migrations as Kysely<any>: a migration must not depend on the
    // schema types of today, which later migrations change (docs/decisions/0115-the-conventions-are-linted.md).
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A component that needs more than a screenful is several: split out a form hook, field sections
    // or presentational parts rather than raise the limit.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: false }] },
  },
  {
    // A service holds one area's rules; past 300 lines it is several use cases to split (docs/conventions.md, "Server").
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-identical-title': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*'] }],
      // expect(value, message) is Vitest's way to say which case failed.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
);
