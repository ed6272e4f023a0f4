import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkScreenFiles, type CheckOptions } from '../shared/screen-files/check';
import { unlabelledChoiceWarnings } from '../shared/screen-files/choice-labels';
import { formatProblem } from '../shared/screen-files/format';
import type { CheckResult, Problem, SourceFile } from '../shared/screen-files/types';
import { checkThemeFile, THEME_FILE_NAME } from '../shared/theme/theme-check';
import type { ThemeFile } from '../shared/theme/theme-file';

export function readSchemaFiles(schemasDir: string): SourceFile[] {
  return readdirSync(schemasDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(schemasDir, name), 'utf8') }));
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
  const files = readSchemaFiles(schemasDir);
  const key = JSON.stringify([files, options]);
  if (memo?.key !== key) {
    const screens = checkScreenFiles(files, options);
    // A logo written as /file.svg is a file of the project's public/, which the build copies.
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    const look = checkThemeFile(files.find((f) => f.name === THEME_FILE_NAME)?.text, (logo) =>
      existsSync(path.join(publicDir, logo)),
    );
    // The screen checker reads _theme.json as a shared file too: its syntax problems are in both.
    const theme = `schemas/${THEME_FILE_NAME}`;
    const problems = [...screens.problems.filter((p) => p.file !== theme), ...look.problems];
    memo = {
      key,
      result: {
        ...screens,
        problems: problems.sort(byPosition),
        theme: look.theme,
        warnings: [...look.warnings, ...unlabelledChoiceWarnings(files)],
      },
    };
  }
  return memo.result;
}

export function failureMessage(result: CheckResult): string {
  const n = result.problems.length;
  return `${result.problems.map(formatProblem).join('\n')}\n\n${n} problem${n === 1 ? '' : 's'} in schemas/: fix ${n === 1 ? 'it' : 'them'} and run again (npm run check lists them too).`;
}
