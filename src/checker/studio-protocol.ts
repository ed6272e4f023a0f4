import { SLUG } from './check';
import { THEME_FILE_NAME } from './theme-rules';
import { translationNameParts } from './translation-rules';

/**
 * What the studio (src/features/studio/) and the dev server's write API
 * (src/build/studio-api.ts) say to each other: the API's address, the names
 * it reads and writes, and the shapes of its answers.
 */
export const STUDIO_API = '/__studio';
/**
 * The read-only copy a build with PUBLIC_STUDIO=true carries instead:
 * `index.json` (a StudioListing) and each file as it is in schemas/.
 */
export const STUDIO_FILES = '/studio-files';

/** Where a file stands, for the studio's list of screens. */
export type StudioFileState =
  | {
      kind: 'screen';
      title: string;
      route: string;
      problems: number;
      hidden: boolean;
      /** Closed now: `opening.closed`, or outside its opening hours. */
      closed: boolean;
    }
  | { kind: 'translation'; slug: string; language: string; problems: number }
  | { kind: 'shared'; problems: number };

export type StudioFileInfo = { name: string; hash: string; state: StudioFileState };

/** `GET /__studio/files`. */
export type StudioListing = { files: StudioFileInfo[] };

/** `GET /__studio/file?name=…`: the text as on disk, and the hash a save must name. */
export type StudioFile = { name: string; text: string; hash: string; mtimeMs: number };

/**
 * `PUT /__studio/file` with `{ name, text, baseHash }`; `baseHash` is the hash
 * the file was opened at, or `null` for a new file (refused if one exists).
 */
export type StudioSave = { name: string; text: string; baseHash: string | null };
/** `POST /__studio/rename`: the screen file and its translation files move together. */
export type StudioRename = { from: string; to: string; baseHash: string };
/** `POST /__studio/delete`: the screen file and its translation files. */
export type StudioDelete = { name: string; baseHash: string };

/** A refusal: 409 `conflict` carries the file as it is on disk now (absent when gone). */
export type StudioRefusal = {
  error: 'conflict' | 'forbidden' | 'bad-request' | 'not-found' | 'too-large';
  message: string;
  current?: StudioFile;
};

/** `contact.json`, or a translation `contact.fr.json`: the only names the studio writes. */
export function isWritableName(name: string): boolean {
  if (!name.endsWith('.json')) return false;
  const translation = translationNameParts(name);
  if (translation)
    return SLUG.test(translation.slug) && /^[a-z]{2,3}(?:-[A-Z]{2})?$/.test(translation.language);
  return SLUG.test(name.slice(0, -'.json'.length));
}

/** What a save may write: a screen or translation file, or the site's look (`_theme.json`), never renamed or deleted. */
export function isSavableName(name: string): boolean {
  return isWritableName(name) || name === THEME_FILE_NAME;
}

/** What the studio may read besides: the shared `_*.json` files a screen `$ref`s, and the meta-schemas. */
export function isReadableName(name: string): boolean {
  return isWritableName(name) || /^_[a-z0-9]+(?:[-.][a-z0-9]+)*\.json$/.test(name);
}

/** `contact.json` -> `contact`; undefined for a translation or a shared file. */
export function screenSlugOf(name: string): string | undefined {
  if (!isWritableName(name) || translationNameParts(name)) return undefined;
  return name.slice(0, -'.json'.length);
}
