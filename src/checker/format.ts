import type { Problem } from '../screen/types';

/** A file name editors and terminals can link as it is: no `:`, space or line break to split it. */
const PLAIN_FILE = /^[A-Za-z0-9._/-]+$/;

/**
 * `schemas/<file>:<line>:<column> <message>`: the form editors and terminals
 * turn into a link. An odd file name (a `:`, a space, a line break) is quoted
 * as a JSON string, so the position after it can still be read.
 */
export function formatProblem(p: Problem): string {
  const file = PLAIN_FILE.test(p.file) ? p.file : JSON.stringify(p.file);
  return `${file}:${p.line}:${p.column} ${p.message}`;
}

/** `schemas/` where the checker names the folder or a file in it, with no path before it. */
const SCHEMAS = /(?<![\w./-])schemas\//g;

/**
 * A problem of the checker (which names every file `schemas/<name>`) named in `folder`, the
 * path of the checked folder as the author opens it (`tests/forms`, `/tmp/forms`), in the
 * message too ("also used by …", "not in …"), so an editor or terminal link opens the file itself.
 */
export function problemIn(problem: Problem, folder: string): Problem {
  if (folder === 'schemas') return problem;
  const rename = (text: string) => text.replace(SCHEMAS, `${folder}/`);
  return { ...problem, file: rename(problem.file), message: rename(problem.message) };
}

/** A run of text without spaces longer than this is an echo of the author's text, cut to its ends. */
const LONGEST_WORD = 100;
/** A message longer than this keeps its start (what is wrong) and its end (what to do). */
const LONGEST_MESSAGE = 1000;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A message as one line of sensible length, whatever text of the author's it
 * echoes: a key with a line break in it, a 1 MB key or a 100 KB placeholder
 * would otherwise make lines no one can read and no tool can split.
 */
export function readable(message: string): string {
  const oneLine = message.replace(
    CONTROL,
    (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const words = oneLine.replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'), (word) =>
    cut(word, 40, 10),
  );
  return words.length > LONGEST_MESSAGE ? cut(words, 700, 250) : words;
}

/** The first `head` and last `tail` characters of `text`, with … and the count between. */
function cut(text: string, head: number, tail: number): string {
  const start = text.slice(0, isLowSurrogate(text, head) ? head - 1 : head);
  const endAt = text.length - tail;
  const end = text.slice(isLowSurrogate(text, endAt) ? endAt + 1 : endAt);
  return `${start}…(${text.length - start.length - end.length} characters)…${end}`;
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}
