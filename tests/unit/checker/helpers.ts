import { checkScreenFiles, type CheckOptions } from '../../../src/checker/check';
import type { Problem, SourceFile } from '../../../src/screen/types';

/** A small valid screen each case changes in one place. */
export function validScreen(): Record<string, unknown> {
  return {
    title: 'Form',
    schema: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: 'Name' },
        email: { type: 'string', title: 'Email', format: 'email' },
      },
    },
    email: { template: 'template_form', params: { subject: 'From {{name}}' } },
  };
}

export const text = (value: unknown) => JSON.stringify(value, null, 2);

/** Checks the given files (name -> text) together, as `schemas/` would hold them. */
export function check(files: Record<string, string>, options?: CheckOptions) {
  const list: SourceFile[] = Object.entries(files).map(([name, t]) => ({ name, text: t }));
  return checkScreenFiles(list, options);
}

export function problemsOf(screen: unknown, name = 'form.json'): Problem[] {
  return check({ [name]: typeof screen === 'string' ? screen : text(screen) }).problems;
}

/** Line and column (1-based) of the `nth` occurrence of `needle` in `source`. */
export function where(source: string, needle: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" not in the text`);
  }
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** The one problem expected: at `needle` in the file, with exactly this message. */
export function expectOnly(
  screen: Record<string, unknown>,
  needle: string,
  message: string,
  nth = 1,
) {
  const source = text(screen);
  return {
    actual: problemsOf(source),
    expected: [{ file: 'schemas/form.json', ...where(source, needle, nth), message }],
  };
}
