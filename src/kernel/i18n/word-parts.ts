/**
 * The default language's words in parts, each coming with the code that shows
 * it: `now` with the app (every page's first load); `later` with the sign-in
 * page and its errors, a send's outcome, the copy's note and a framed page's offer of its own tab (load-later-catalogue.ts);
 * `form` with the form's code: its checks' messages, lists, steps, buttons and notices
 * (form-words.ts); `files` with the file drop zone (file-words.ts); `scales` with the star
 * rating and opinion scales (scale-words.ts); `kinds` with the phone, "Other",
 * ranking, signature and date fields (kind-words.ts); `page` only with the
 * build, which writes them around the pages it renders (page-words.ts), never
 * in a browser's first load. Another language's catalogue, loaded when
 * chosen, has them all but `responses`: the owners' responses page brings
 * those in every language (responses-words.ts), so no form carries them.
 */
export const WORD_PARTS = [
  'now',
  'later',
  'form',
  'files',
  'scales',
  'kinds',
  'page',
  'responses',
] as const;
export type WordPart = (typeof WORD_PARTS)[number];

const LATER =
  /^(?:auth\.(?!network$)|copy\.|keep\.|send\.(?!notFetched$|offline$)|shell\.o(?:wn|pen)Tab$|signIn\.(?!title$|checking$|notLoaded$))/;
// `files.or` and sizes are written by file-limits.ts, which the checker shares (no catalogue there).
const FILES = /^files\.(?!or$)/;

// `check.pattern.*` ids are named by known-patterns.ts, which the checker shares (no catalogue there).
const FORM =
  /^(?:check\.(?!pattern\.)|list\.|rjsf\.|steps\.|oneAtATime\.|form\.|drafts\.|captcha\.|dropOff\.)/;

const SCALES = /^(?:rating|opinion)\./;

const PAGE = /^page\./;
const KINDS = /^(?:phone|other|ranking|signature|dates)\./;
const RESPONSES = /^responses\./;

export function wordPart(id: string): WordPart {
  if (PAGE.test(id)) return 'page';
  if (RESPONSES.test(id)) return 'responses';
  if (FILES.test(id)) return 'files';
  if (SCALES.test(id)) return 'scales';
  if (KINDS.test(id)) return 'kinds';
  if (FORM.test(id)) return 'form';
  return LATER.test(id) ? 'later' : 'now';
}
