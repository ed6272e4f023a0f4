import path from 'node:path';
import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readConfig } from './src/shared/config/env';
import { contentSecurityPolicy } from './src/tooling/csp';
import { checkSchemasDir } from './src/tooling/schemas-dir';
import { pluginScreens } from './src/tooling/screens-plugin';

// SCHEMAS_DIR: another folder of screen files (npm run bench builds generated ones).
const schemasDir = path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

export default defineConfig(({ command }) => {
  const { rawPublicVars } = loadEnv({ processEnv: {} });
  const config = readConfig({ ...rawPublicVars, ...process.env }, command === 'dev');
  // The dev server's hot reload needs more than a production policy allows: the
  // strict policy is for the build and `rsbuild preview`, which serves it.
  const strict = command !== 'dev';
  const { logo } = checkSchemasDir(schemasDir).theme;
  return {
    plugins: [pluginReact(), pluginScreens({ schemasDir })],
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
      headers: strict
        ? { 'Content-Security-Policy': contentSecurityPolicy(config, true, logo) }
        : undefined,
    },
    output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
  };
});
