import path from 'node:path';
import { defineConfig, rspack, type EnvironmentConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { contentSecurityPolicy } from './src/tooling/csp';
import type { CheckOptions } from './src/shared/screen-files/check';
import { checkSchemasDir } from './src/tooling/schemas-dir';
import { pluginHostingHeaders } from './src/tooling/hosting';
import { buildConfig, deploymentOf } from './src/tooling/hosting-config';
import { pluginPrerender, prerenderDistOf } from './src/tooling/prerender';
import { pluginScreens } from './src/tooling/screens-plugin';
import { PARTS, type PartName } from './src/shared/rjsf-swaps/parts';

// SCHEMAS_DIR: another folder of screen files (npm run bench builds generated ones).
const schemasDir = path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/](core|utils|mui)[\\/]/;

/**
 * Modules swapped inside rjsf for speed, each doing what the original does:
 * the Markdown parser loads the first time it is drawn, and two lookups rjsf
 * redoes for every field on every render are remembered (see each file).
 */
const RJSF_SWAPS: [request: RegExp, file: string][] = [
  [/^markdown-to-jsx\/react$/, 'src/shared/rjsf-swaps/lazy-markdown.tsx'],
  [/^\.\/getDecimalSeparator\.js$/, 'src/shared/rjsf-swaps/decimal-separator.ts'],
  [/^\.\/hasWidget\.js$/, 'src/shared/rjsf-swaps/has-widget.ts'],
];

/** Parts few screens draw, loaded by those that do (src/shared/rjsf-swaps/parts.ts). */
const deferredParts = (Object.entries(PARTS) as [PartName, (typeof PARTS)[PartName]][]).map(
  ([name, { from, request }]) => {
    const kebab = name.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '-' : '') + c.toLowerCase());
    const file = path.resolve(import.meta.dirname, `src/shared/rjsf-swaps/deferred/${kebab}.ts`);
    return new rspack.NormalModuleReplacementPlugin(request, (data) => {
      if (from.test(data.context)) data.request = file;
    });
  },
);

// New plugin objects for each environment's compiler (the app and its prerender).
const rjsfSwaps = () => [
  ...RJSF_SWAPS.map(
    ([request, file]) =>
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (RJSF.test(data.context)) data.request = path.resolve(import.meta.dirname, file);
      }),
  ),
  ...deferredParts,
];

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
  const distRoot = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');
  const web: EnvironmentConfig = {
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
    output: { distPath: { root: distRoot } },
  };
  // A production build also renders each public screen to its own page
  // (src/tooling/prerender.ts): the app itself, built for Node beside it.
  const prerender: EnvironmentConfig = {
    source: { entry: { prerender: './src/app/prerender.tsx' } },
    output: { target: 'node', distPath: { root: prerenderDistOf(distRoot) } },
  };
  return {
    plugins: [
      pluginReact(),
      pluginScreens({ schemasDir, check: checkOptions }),
      pluginHostingHeaders(headerPolicy, import.meta.dirname),
      ...(command === 'build' ? [pluginPrerender({ web: 'web', node: 'prerender' })] : []),
    ],
    environments: (command === 'build' ? { web, prerender } : { web }) as Record<
      string,
      EnvironmentConfig
    >,
    server: {
      historyApiFallback: true,
      headers: strict ? { 'Content-Security-Policy': headerPolicy } : undefined,
    },
    tools: { rspack: (_config, { appendPlugins }) => appendPlugins(rjsfSwaps()) },
  };
});
