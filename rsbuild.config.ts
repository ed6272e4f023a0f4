import path from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { contentSecurityPolicy } from './src/tooling/csp';
import type { CheckOptions } from './src/shared/screen-files/check';
import { checkSchemasDir } from './src/tooling/schemas-dir';
import { pluginHostingHeaders } from './src/tooling/hosting';
import { buildConfig, deploymentOf } from './src/tooling/hosting-config';
import { pluginScreens } from './src/tooling/screens-plugin';

// SCHEMAS_DIR: another folder of screen files (npm run bench builds generated ones).
const schemasDir = path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/](core|utils|mui)[\\/]/;

/**
 * Modules swapped inside rjsf for speed, each doing what the original does:
 * the Markdown parser and MUI's slider load the first time they are drawn
 * (a quarter of the form's code between them), and two lookups rjsf redoes
 * for every field on every render are remembered (see each file).
 */
const RJSF_SWAPS: [request: RegExp, file: string][] = [
  [/^markdown-to-jsx\/react$/, 'src/shared/rjsf-swaps/lazy-markdown.tsx'],
  [/^\.\.\/RangeWidget\/RangeWidget\.js$/, 'src/shared/rjsf-swaps/lazy-range-widget.tsx'],
  [/^\.\/getDecimalSeparator\.js$/, 'src/shared/rjsf-swaps/decimal-separator.ts'],
  [/^\.\/hasWidget\.js$/, 'src/shared/rjsf-swaps/has-widget.ts'],
];

const rjsfSwaps = RJSF_SWAPS.map(
  ([request, file]) =>
    new rspack.NormalModuleReplacementPlugin(request, (data) => {
      if (RJSF.test(data.context)) data.request = path.resolve(import.meta.dirname, file);
    }),
);

export default defineConfig(({ command }) => {
  const config = buildConfig();
  // The dev server's hot reload needs more than a production policy allows: the
  // strict policy is for the build and `rsbuild preview`, which serves it.
  const strict = command !== 'dev';
  // The same options as the screens plugin's, so the folder is checked once.
  const checkOptions: CheckOptions =
    command === 'build' ? { deployment: deploymentOf(config) } : {};
  const { logo } = checkSchemasDir(schemasDir, checkOptions).theme;
  // The header form is also what static hosts send (firebase.json, Netlify's _headers).
  const headerPolicy = contentSecurityPolicy(config, true, logo);
  return {
    plugins: [
      pluginReact(),
      pluginScreens({ schemasDir, check: checkOptions }),
      pluginHostingHeaders(headerPolicy, import.meta.dirname),
    ],
    source: { entry: { index: './src/index.tsx' } },
    html: {
      title: 'Forms',
      template: './src/app/index.html',
      meta: strict
        ? {
            csp: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(config, false, logo),
            },
          }
        : undefined,
    },
    server: {
      historyApiFallback: true,
      headers: strict ? { 'Content-Security-Policy': headerPolicy } : undefined,
    },
    output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
    tools: { rspack: { plugins: rjsfSwaps } },
  };
});
