import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { printAnnotations, readAnnotation } from '../../../src/scripts/github-annotations';

afterEach(() => vi.restoreAllMocks());

/** What printAnnotations writes, line by line. */
function printed(...args: Parameters<typeof printAnnotations>): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  printAnnotations(...args);
  return lines;
}

describe('readAnnotation: the guide picture reads what the checker prints', () => {
  test('gives back the file, place and message of every problem and warning, escapes undone', () => {
    const problem = {
      file: 'schemas/odd,name:1.json',
      line: 5,
      column: 39,
      message: 'unknown keyword "50%2C%": a line\nbreak, a: colon',
    };
    const warning = { file: 'schemas/a.json', line: 2, column: 3, message: 'reads badly' };
    const lines = printed({ problems: [problem], warnings: [warning] }, path.resolve('schemas'));
    expect(lines).toEqual([
      '::error file=schemas/odd%2Cname%3A1.json,line=5,col=39::unknown keyword "50%252C%25": a line%0Abreak, a: colon',
      '::warning file=schemas/a.json,line=2,col=3::reads badly',
    ]);
    expect(lines.map(readAnnotation)).toEqual([
      { level: 'error', ...problem },
      { level: 'warning', ...warning },
    ]);
  });

  test('a line of the usual output is no annotation', () => {
    expect(readAnnotation('schemas/contact.json:3:3 unknown key "titel"')).toBeUndefined();
    expect(readAnnotation('::debug::not an annotation')).toBeUndefined();
  });
});
