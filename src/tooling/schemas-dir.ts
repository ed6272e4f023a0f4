import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkScreenFiles, type CheckOptions } from '../shared/screen-files/check';
import { formatProblem } from '../shared/screen-files/format';
import type { CheckResult, SourceFile } from '../shared/screen-files/types';

export function readSchemaFiles(schemasDir: string): SourceFile[] {
  return readdirSync(schemasDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(schemasDir, name), 'utf8') }));
}

let memo: { key: string; result: CheckResult } | undefined;

/** The checker over the files as they are on disk now; memoised because every screen module asks. */
export function checkSchemasDir(schemasDir: string, options: CheckOptions = {}): CheckResult {
  const files = readSchemaFiles(schemasDir);
  const key = JSON.stringify([files, options]);
  if (memo?.key !== key) memo = { key, result: checkScreenFiles(files, options) };
  return memo.result;
}

export function failureMessage(result: CheckResult): string {
  const n = result.problems.length;
  return `${result.problems.map(formatProblem).join('\n')}\n\n${n} problem${n === 1 ? '' : 's'} in schemas/: fix ${n === 1 ? 'it' : 'them'} and run again (npm run check lists them too).`;
}
