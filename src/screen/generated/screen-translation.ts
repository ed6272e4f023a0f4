import type { ScreenTranslation } from '../types';

// Imported as `@generated/screen-translation?slug=<slug>&lang=<code>`: the
// screens plugin serves each with that screen's checked translation, one small
// chunk a language, loaded only by people reading it. This body is only what
// the type checker sees.
declare const generated: ScreenTranslation;
export const translation: ScreenTranslation = generated;
