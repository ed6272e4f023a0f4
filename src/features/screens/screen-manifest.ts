import type { ScreenManifest } from './manifest-types';

// The screens plugin (src/tooling/screens-plugin.ts) replaces this module, in
// the build, the dev server and vitest alike, with the checked files of
// schemas/: this body is only what the type checker sees.
export const manifest: ScreenManifest = { screens: [], problems: [] };
