import { loadOnce } from '../kernel/load-once';

type Translations = typeof import('./translations');

let translations: Translations | undefined;

/**
 * The code that puts a translation's texts into a screen, in a chunk of its own: only a screen
 * shown in another language than its own loads it, beside that translation's texts (load-screen.ts),
 * so it is there synchronously when the form is rendered in that language.
 */
export const loadTranslations = loadOnce(() =>
  import('./translations').then((module) => (translations = module)),
);

/** The translating code once loaded. */
export const translationsNow = (): Translations | undefined => translations;
