import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Every module the screens plugin serves by id (`@generated/<name>`), with the file that holds
 * only what the type checker sees of it: the theme and the app's words beside the kernel that
 * imports them, the manifest and a screen's chunks beside the screen domain. The plugin serves
 * that exact file, so a file moved or renamed fails the build, never an empty app.
 */
const GENERATED = {
  'theme-file': 'kernel/generated/theme-file.ts',
  'theme-vars.css': 'kernel/generated/theme-vars.css',
  'mui-vars': 'kernel/generated/mui-vars.ts',
  catalogue: 'kernel/generated/catalogue.ts',
  'screen-manifest': 'screen/generated/screen-manifest.ts',
  'screen-descriptions': 'screen/generated/screen-descriptions.ts',
  'screen-module': 'screen/generated/screen-module.ts',
  'screen-translation': 'screen/generated/screen-translation.ts',
} as const;

type GeneratedName = keyof typeof GENERATED;

/** The bundler's aliases: each `@generated/<name>` id to its file (its query is kept apart). */
export const generatedAlias: Record<string, string> = Object.fromEntries(
  Object.entries(GENERATED).map(([name, file]) => [`@generated/${name}`, path.join(SRC, file)]),
);

/** The same for vitest, whose aliases match a whole id, query included. */
export const generatedViteAlias = Object.entries(GENERATED).map(([name, file]) => ({
  find: new RegExp(`^@generated/${name.replace('.', '\\.')}(?=\\?|$)`),
  replacement: path.join(SRC, file),
}));

/** Whether a module the bundler resolved is the file of `@generated/<name>`. */
export function isGenerated(name: GeneratedName): (resource: string) => boolean {
  const file = path.join(SRC, GENERATED[name]);
  return (resource) => resource === file;
}

/** The id of one screen's chunk: its checked file and precompiled validator. */
export const screenModuleId = (slug: string) => `@generated/screen-module?slug=${slug}`;

/** The id of one screen's translation chunk. */
export const screenTranslationId = (slug: string, language: string) =>
  `@generated/screen-translation?slug=${slug}&lang=${language}`;
