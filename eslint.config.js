import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** Element types, by folder: README.md, Architecture, says what each holds. */
const element = (type) => ({ element: { type } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
// A feature's public entry: the only file of it the rest of the app imports.
const featureEntry = { element: { type: 'feature', fileInternalPath: 'index.ts' } };
// The layers, lowest first: each may import those below it.
const layers = ['kernel', 'screen', 'checker', 'email', 'form', 'swaps', 'services', 'feature'];
const below = (layer) => layers.slice(0, layers.indexOf(layer));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'tests/output', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // One-way imports between the app's layers (eslint-plugin-boundaries), README.md,
    // Architecture: kernel <- screen <- {checker, email, form} <- services <- features <- app
    // (the checker also reads email's reserved names);
    // build uses checker, screen and kernel; scripts use build too.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        // The parts of rjsf and MUI swapped at bundle time: the form draws them, the build swaps
        // them in (src/build/form-perf-swaps.ts), so both read the table in this folder.
        { type: 'swaps', pattern: 'src/form/perf/**', partialMatch: false },
        ...['services', 'form', 'email', 'checker', 'screen', 'kernel'].map((type) => ({
          type,
          pattern: `src/${type}/**`,
          partialMatch: false,
        })),
        { type: 'build', pattern: 'src/build/**', partialMatch: false },
        { type: 'scripts', pattern: 'src/scripts/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} may not import {{to.type}} {{to.fileInternalPath}}: see README.md, Architecture (the layers import downwards only; a feature is imported only through its index.ts)',
          policies: [
            { from: element('kernel'), allow: { to: element('kernel') } },
            { from: element('screen'), allow: { to: anyOf('screen', 'kernel') } },
            // The checker refuses the names an email request reserves (email/reserved-names.ts).
            {
              from: element('checker'),
              allow: { to: anyOf('checker', 'email', 'screen', 'kernel') },
            },
            { from: element('email'), allow: { to: anyOf('email', 'screen', 'kernel') } },
            {
              from: anyOf('form', 'swaps'),
              allow: { to: anyOf('form', 'swaps', 'screen', 'kernel') },
            },
            { from: element('services'), allow: { to: anyOf('services', ...below('services')) } },
            {
              from: element('feature'),
              allow: [
                { to: anyOf(...below('feature')) },
                // Its own files; another feature only through its public entry.
                { dependency: { relationship: { to: 'internal' } } },
                { to: featureEntry },
              ],
            },
            {
              from: element('app'),
              allow: [{ to: anyOf('app', ...below('feature')) }, { to: featureEntry }],
            },
            {
              from: element('build'),
              allow: { to: anyOf('build', 'swaps', 'checker', 'screen', 'kernel') },
            },
            {
              from: element('scripts'),
              allow: { to: anyOf('scripts', 'build', 'checker', 'screen', 'kernel', 'email') },
            },
          ],
        },
      ],
    },
  },
  {
    // No module reaches itself through its imports: a cycle between files is a cycle between
    // the folders that hold them, which the layers above exist to prevent.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Read the modules it follows as TypeScript, or it sees no imports in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Browser code never reaches into the Node-side build and scripts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/build/**', 'src/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/build/**', '**/scripts/**', 'node:*'],
              message: 'src/build and src/scripts are Node-only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
