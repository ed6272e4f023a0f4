import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginScreens } from './src/tooling/screens-plugin';

export default defineConfig({
  plugins: [
    pluginReact(),
    // SCHEMAS_DIR points the build at another folder of screen files (the build and dev-server tests).
    pluginScreens({
      schemasDir: path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas'),
    }),
  ],
  source: { entry: { index: './src/index.tsx' } },
  html: { title: 'Forms', template: './src/app/index.html' },
  server: { historyApiFallback: true },
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
});
