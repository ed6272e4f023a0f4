import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { checkScreenFiles, type CheckOptions } from '../checker/check';
import { unlabelledChoiceWarnings } from '../checker/choice-labels';
import { formatProblem, problemIn, readable } from '../checker/format';
import { lineStarts } from '../checker/json-source';
import { MAX_FILE_SIZE, tooLargeMessage } from '../checker/limits';
import { addRegexAnalyser } from '../checker/regex';
import type { CheckResult, Problem, SourceFile } from '../screen/types';
import { checkThemeFile, THEME_FILE_NAME } from '../checker/theme-rules';
import type { ThemeFile } from '../kernel/theme/theme-file';
import { recheckAnalyser } from '../checker/recheck-analyser';

// Wherever Node checks screen files, recheck checks their patterns too.
addRegexAnalyser(recheckAnalyser);

/** Why a `.json` entry of the folder could not be read, by Node's error code, in the author's terms. */
const UNREADABLE: Record<string, string> = {
  ELOOP:
    'is a link that leads back to itself: replace it with the screen file itself, or remove it',
  ENOENT: 'is a link to a file that is not there (any more): point it at a file, or remove it',
  EACCES: 'cannot be read (no permission): let your user read it, or remove it',
};

/** A name meant as `.json` that the app would pass over: `Form.JSON`, `form.json ` (a space after it), `form.json.`. */
const ALMOST_JSON = /\.json[\s.]*$/i;

export type SchemaFiles = {
  /** The `.json` files of the folder, with their text. */
  files: SourceFile[];
  /** `.json` entries that are no file to read (a folder, a broken link), one problem each. */
  problems: Problem[];
};

/**
 * Where the link `name` of `schemasDir` leads when that is outside the folder (as the link
 * says it, quoted, and where a chain of links ends), or `undefined` for a plain file, a link inside the folder or a broken link (whose
 * reading says what is wrong). Nothing is read through a link out: any file of the machine
 * could be (`_leak.json -> ../package.json`), and the studio serves what is read.
 */
export function linkOut(schemasDir: string, name: string): string | undefined {
  const full = path.join(schemasDir, name);
  try {
    if (!lstatSync(full).isSymbolicLink()) return undefined;
    const real = realpathSync(full);
    const inside = path.relative(realpathSync(schemasDir), real);
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) return undefined;
    // A chain of links names its first step and where it ends: `a.json -> b.json -> ../x.json`.
    const first = readlinkSync(full);
    return path.resolve(path.dirname(full), first) === real
      ? JSON.stringify(first)
      : `${JSON.stringify(first)} and on to ${JSON.stringify(real)}`;
  } catch {
    return undefined;
  }
}

/**
 * A file saved in another encoding than UTF-8 (Latin-1, Windows-1252, UTF-16) would show its
 * letters as "�" on the form: named at the first byte that is not UTF-8.
 */
function notUtf8(name: string, text: string): Problem {
  const at = Math.max(0, text.indexOf('\uFFFD'));
  const starts = lineStarts(text);
  const line = starts.findLastIndex((start) => start <= at);
  return {
    file: `schemas/${name}`,
    line: line + 1,
    column: at - (starts[line] ?? 0) + 1,
    message: readable(
      `"${name}" is not saved as UTF-8: the character here is in another encoding (like Latin-1 or Windows-1252), so the form would show "\uFFFD" instead. Save the file as UTF-8 (in most editors: Save with Encoding, then UTF-8)`,
    ),
  };
}

/** The `.json` files of `schemas/`; an entry that cannot be read is a problem, never a crash that hides the rest. */
export function readSchemaFiles(schemasDir: string): SchemaFiles {
  const files: SourceFile[] = [];
  const problems: Problem[] = [];
  const all = readdirSync(schemasDir);
  for (const name of all.filter((n) => !n.endsWith('.json') && ALMOST_JSON.test(n)).sort()) {
    const plain = name.replace(ALMOST_JSON, '.json');
    problems.push({
      file: `schemas/${name}`,
      line: 1,
      column: 1,
      message: readable(
        `"${name}" is not read as a screen file: only names ending in exactly ".json" (lowercase, nothing after it) are; rename it to "${plain}"`,
      ),
    });
  }
  const names = all.filter((name) => name.endsWith('.json'));
  for (const name of names.sort()) {
    const at = (message: string) =>
      problems.push({ file: `schemas/${name}`, line: 1, column: 1, message: readable(message) });
    const full = path.join(schemasDir, name);
    const out = linkOut(schemasDir, name);
    if (out !== undefined) {
      at(
        `"${name}" is a link to ${out}, outside schemas/: only files inside schemas/ are read, checked and published. Put a copy of the file here instead of the link, or remove it`,
      );
      continue;
    }
    try {
      const stat = statSync(full);
      if (stat.isDirectory())
        at(
          `"${name}" is a folder, not a screen file: rename the folder so its name does not end in .json, or move it out of schemas/`,
        );
      else if (!stat.isFile())
        at(`"${name}" is not a plain file: put a screen file here, or remove it`);
      else if (stat.size > MAX_FILE_SIZE) at(tooLargeMessage(stat.size));
      else {
        const bytes = readFileSync(full);
        const text = bytes.toString('utf8');
        if (isUtf8(bytes)) files.push({ name, text });
        else problems.push(notUtf8(name, text));
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      at(
        `"${name}" ${UNREADABLE[code] ?? `cannot be read (${code || String(error)}): replace it with a screen file, or remove it`}`,
      );
    }
  }
  return { files, problems };
}

/** The screens and the look of `schemas/`, checked together: a problem in either stops the build. */
export type SchemasDirResult = CheckResult & {
  /** `_theme.json` with defaults for what is missing or wrong. */
  theme: ThemeFile;
  /** What `npm run check` and the build mention without failing. */
  warnings: Problem[];
};

let memo: { key: string; result: SchemasDirResult } | undefined;

const byPosition = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/** The checker over the files as they are on disk now; memoised because every screen module asks. */
export function checkSchemasDir(schemasDir: string, options: CheckOptions = {}): SchemasDirResult {
  const { files, problems: unreadable } = readSchemaFiles(schemasDir);
  const key = JSON.stringify([files, unreadable, options]);
  if (memo?.key !== key) {
    const screens = checkScreenFiles(files, options);
    // A logo written as /file.svg is a file of the project's public/, which the build copies.
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    const look = checkThemeFile(files.find((f) => f.name === THEME_FILE_NAME)?.text, (logo) =>
      existsSync(path.join(publicDir, logo)),
    );
    // The screen checker reads _theme.json as a shared file too: its syntax problems are in both.
    const theme = `schemas/${THEME_FILE_NAME}`;
    const problems = [
      ...unreadable,
      ...screens.problems.filter((p) => p.file !== theme),
      ...look.problems,
    ];
    memo = {
      key,
      result: {
        ...screens,
        problems: problems.sort(byPosition),
        theme: look.theme,
        warnings: [...look.warnings, ...screens.warnings, ...unlabelledChoiceWarnings(files)],
      },
    };
  }
  return memo.result;
}

/**
 * The folder of screen files as an author opens it from `base` (where they typed the command):
 * its path from there (`schemas`, `tests/forms`), or its full path when it is not under `base`.
 */
export function folderFrom(base: string, folder: string): string {
  const relative = path.relative(base, folder).split(path.sep).join('/');
  if (relative === '') return '.';
  return relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)
    ? folder
    : relative;
}

/** The problems of `folder` (`schemas` unless `npm run check` is given another), one a line, and their count. */
export function failureMessage(result: CheckResult, folder = 'schemas'): string {
  const n = result.problems.length;
  const lines = result.problems.map((p) => formatProblem(problemIn(p, folder)));
  return `${lines.join('\n')}\n\n${n} problem${n === 1 ? '' : 's'} in ${folder}/: fix ${n === 1 ? 'it' : 'them'} and run again (npm run check lists them too).`;
}

/** An error rsbuild prints as its message alone: a stack trace under the messages says nothing to an author. */
export function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}
