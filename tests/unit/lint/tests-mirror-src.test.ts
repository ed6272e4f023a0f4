import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// tests/unit and tests/component mirror src/: a test of src/<room>/x.ts sits in
// tests/<kind>/<room>/, so the tests of a file are found where the file is.
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Folders under tests/<kind>/ that mirror nothing under src/, each with why. */
const EXCEPTIONS: Record<string, string> = {
  'tests/unit/docs': 'tests of the pages of docs/ and README.md (their links), which hold no code',
  'tests/unit/lint':
    "tests of the repository's own rules (eslint.config.js's layers, this layout), not of a file in src/",
};

const testFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(name) ? [file] : [];
  });

/** Those of `files` (tests/<kind>/...) whose folder mirrors none of src/ and is no exception. */
function misplaced(files: string[]): string[] {
  return files.filter((file) => {
    const folder = path.posix.dirname(file);
    if (EXCEPTIONS[folder]) return false;
    const mirrored = folder.split('/').slice(2).join('/');
    // A test straight under tests/<kind>/ would mirror src/ itself, where no code sits.
    return mirrored === '' || !existsSync(path.join(ROOT, 'src', mirrored));
  });
}

describe('the tests mirror src/', () => {
  it.each(['unit', 'component'] as const)(
    'every tests/%s/**/*.test.ts sits in a folder that src/ has',
    (kind) => {
      // Move a file listed here beside the mirror of the source file it tests, named after that
      // file where one file is its subject; or name its folder in EXCEPTIONS with the reason.
      expect(misplaced(testFiles(`tests/${kind}`))).toEqual([]);
    },
  );

  it('names no exception that has gone', () => {
    const gone = Object.keys(EXCEPTIONS).filter((folder) => !existsSync(path.join(ROOT, folder)));
    expect(gone).toEqual([]);
  });

  it('names a test outside the mirror, and only those', () => {
    const planted = [
      'tests/unit/kinds/phone.test.ts',
      'tests/unit/form/phone/phone.test.ts',
      'tests/unit/stray.test.ts',
      'tests/component/features/studio/nowhere/card.test.tsx',
      'tests/unit/lint/layers.test.ts',
    ];
    expect(misplaced(planted)).toEqual([
      'tests/unit/kinds/phone.test.ts',
      'tests/unit/stray.test.ts',
      'tests/component/features/studio/nowhere/card.test.tsx',
    ]);
  });
});
