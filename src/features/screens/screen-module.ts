import type { ScreenEntry } from '../../shared/screen-files/types';

// Each `screen-module.ts?slug=<slug>` import is replaced by the screens plugin
// (src/tooling/screens-plugin.ts) with that screen's checked file, one chunk a
// screen; this body is only what the type checker sees.
declare const generated: ScreenEntry;
export const entry: ScreenEntry = generated;
