import type { ValidatorType } from '@rjsf/utils';
import type { ScreenEntry } from '../types';

// Imported as `@generated/screen-module?slug=<slug>`: the screens plugin
// (src/build/screens-plugin.ts) serves each with that screen's checked file,
// one chunk a screen. This body is only what the type checker sees.
declare const generated: ScreenEntry;
export const entry: ScreenEntry = generated;
/** Its description as HTML made safe at build time (markdown.ts), by language. */
declare const descriptions: Record<string, string>;
export const descriptionHtml: Record<string, string> = descriptions;
/** Precompiled at build time from the screen's schema; none for a screen with problems. */
declare const precompiled: ValidatorType | undefined;
export const validator: ValidatorType | undefined = precompiled;
/** The rjsf and MUI parts the screen renders, each run when called (see load-screen.ts). */
declare const parts: (() => Promise<void>)[] | undefined;
export const carryParts: (() => Promise<void>)[] | undefined = parts;
