import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { vitestDecimalSeparator } from './src/tooling/form-stand-ins';
import { viteScreens } from './src/tooling/screens-plugin';

export default defineConfig({
  plugins: [
    viteScreens({ schemasDir: path.resolve(import.meta.dirname, 'schemas') }),
    vitestDecimalSeparator(),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    // rjsf from node_modules through vite, not node: its decimal separator is swapped as in the build.
    server: { deps: { inline: [/[\\/]@rjsf[\\/]/] } },
  },
});
