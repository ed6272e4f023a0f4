/**
 * The default language's words in parts, each coming with the code that shows
 * it: `now` with the app (every page's first load); `later` with the sign-in
 * page and its errors, a send's outcome and the copy's note (later-words.ts);
 * `files` with the file drop zone (file-words.ts). Another language's
 * catalogue, loaded when chosen, has them all.
 */
export const WORD_PARTS = ['now', 'later', 'files'] as const;
export type WordPart = (typeof WORD_PARTS)[number];

const LATER =
  /^(?:auth\.(?!network$)|copy\.|send\.(?!notFetched$)|signIn\.(?!title$|checking$|notLoaded$))/;
// `files.or` and sizes are written by file-limits.ts, which the checker shares (no catalogue there).
const FILES = /^files\.(?!or$)/;

export function wordPart(id: string): WordPart {
  if (FILES.test(id)) return 'files';
  return LATER.test(id) ? 'later' : 'now';
}
