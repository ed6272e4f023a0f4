import type { ScreenManifest } from '../manifest';

// Imported as `@generated/screen-manifest`: the screens plugin
// (src/build/screens-plugin.ts) serves that id, in the build, the dev server
// and vitest alike, with the checked files of schemas/. This body is only what
// the type checker sees.
export const manifest: ScreenManifest = { screens: [], problems: [] };
