import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { contentSecurityPolicy } from './src/tooling/csp';
import { pluginHostingHeaders } from './src/tooling/hosting';
import { buildConfig } from './src/tooling/hosting-config';
import { pluginScreens } from './src/tooling/screens-plugin';

// SCHEMAS_DIR: another folder of screen files (npm run bench builds generated ones).
const schemasDir = path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

export default defineConfig(({ command }) => {
  const config = buildConfig(command === 'dev');
  // The dev server's hot reload needs more than a production policy allows: the
  // strict policy is for the build and `rsbuild preview`, which serves it.
  const strict = command !== 'dev';
  return {
    plugins: [
      pluginReact(),
      pluginScreens({ schemasDir }),
      pluginHostingHeaders(config, import.meta.dirname),
    ],
    source: { entry: { index: './src/index.tsx' } },
    html: {
      title: 'Forms',
      template: './src/app/index.html',
      meta: strict
        ? {
            csp: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(config),
            },
          }
        : undefined,
    },
    server: {
      historyApiFallback: true,
      headers: strict
        ? { 'Content-Security-Policy': contentSecurityPolicy(config, true) }
        : undefined,
    },
    output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
  };
});
