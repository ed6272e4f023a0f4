import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Element types, by folder: README.md, Architecture, says what each holds. */
const element = (type) => ({ element: { type } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
// A feature's public entry: the only file of it the rest of the app imports.
const featureEntry = { element: { type: 'feature', fileInternalPath: 'index.ts' } };

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
    // One-way imports between the app's parts (eslint-plugin-boundaries):
    // shared <- services <- features <- app, and tooling on the side.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'services', pattern: 'src/services/**', partialMatch: false },
        { type: 'generated', pattern: 'src/generated/**', partialMatch: false },
        { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
        { type: 'tooling', pattern: 'src/scripts/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} may not import {{to.type}} {{to.fileInternalPath}}: see README.md, Architecture (a feature is imported only through its index.ts)',
          policies: [
            { from: element('shared'), allow: { to: anyOf('shared', 'generated') } },
            { from: element('generated'), allow: { to: element('shared') } },
            { from: element('services'), allow: { to: anyOf('shared', 'services') } },
            {
              from: element('feature'),
              allow: [
                { to: anyOf('shared', 'services', 'generated') },
                // Its own files; another feature only through its public entry.
                { dependency: { relationship: { to: 'internal' } } },
                { to: featureEntry },
              ],
            },
            {
              from: element('app'),
              allow: [
                { to: anyOf('app', 'shared', 'services', 'generated') },
                { to: featureEntry },
              ],
            },
            { from: element('tooling'), allow: { to: anyOf('tooling', 'shared') } },
          ],
        },
      ],
    },
  },
  {
    // Browser code never reaches into the Node-side tooling.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/tooling/**', 'node:*'], message: 'src/tooling is Node-only.' }],
        },
      ],
    },
  },
  prettier,
);
