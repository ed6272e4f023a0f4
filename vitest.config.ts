import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { viteScreens } from './src/build/screens-plugin';

export default defineConfig({
  plugins: [viteScreens({ schemasDir: path.resolve(import.meta.dirname, 'schemas') })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // The studio's and the app's component tests render the whole studio or a screen in jsdom,
    // typing key by key: on a loaded 2-core machine (CI runs at load 20) several take most of
    // 20 s and some pass it. A hang still fails, only later.
    testTimeout: 60_000,
    // Every core: vitest's default leaves one to its main process, which only waits, so on two
    // cores it ran one file at a time (docs/decisions/performance.md).
    maxWorkers: availableParallelism(),
  },
});
