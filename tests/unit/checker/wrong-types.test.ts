import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import { formatProblem } from '../../../src/checker/format';
import { readSchemaFiles } from '../../../src/build/schemas-dir';
import type { SourceFile } from '../../../src/screen/types';
import screenMetaSchema from '../../../schemas/_screen.schema.json';

// Issue 45, finding 12: `"steps": true` crashed the checker with a stack trace. Every
// top-level key of a screen file (as the meta-schema lists them, so a key added later is in)
// given a value of every JSON type, on the shipped screens in turn: never a throw; a value the
// meta-schema refuses always gets a message at a line and column inside the file.

const { files } = readSchemaFiles(path.resolve(import.meta.dirname, '../../../schemas'));
const shared = files.filter((f) => f.name.startsWith('_'));
const screens = files.filter((f) => /^[a-z0-9-]+\.json$/.test(f.name));

const KEYS = Object.keys(screenMetaSchema.properties).filter((key) => key !== '$schema');
const VALUES: unknown[] = [true, false, 0, -1.5, '', 'x', [], [1, 'a'], {}, { a: 1 }, null];

const metaValid = new Ajv({ strict: false, validateFormats: false }).compile(screenMetaSchema);
const LOCATION = /^schemas\/([a-z0-9.-]+):(\d+):(\d+) \S/;

describe('the checker over a wrong type at every top-level key (issue 45, finding 12)', () => {
  test('never throws, and names each refused value at its line', () => {
    const unsaid: string[] = [];
    let n = 0;
    for (const key of KEYS) {
      for (const value of VALUES) {
        const original = screens[n++ % screens.length] as SourceFile;
        const parsed = { ...(JSON.parse(original.text) as object), [key]: value };
        const text = JSON.stringify(parsed, null, 2);
        const file = { name: original.name, text };
        const what = `${original.name} with "${key}": ${JSON.stringify(value)}`;
        let result: ReturnType<typeof checkScreenFiles> | undefined;
        expect(() => (result = checkScreenFiles([...shared, file])), what).not.toThrow();
        const lines = text.split('\n');
        for (const problem of [...(result?.problems ?? []), ...(result?.warnings ?? [])]) {
          const m = LOCATION.exec(formatProblem(problem));
          expect(m, `${what}: ${formatProblem(problem)}`).not.toBeNull();
          expect(Number(m?.[2])).toBeLessThanOrEqual(lines.length);
        }
        const own = (result?.problems ?? []).filter((p) => p.file === `schemas/${file.name}`);
        if (!metaValid(parsed) && own.length === 0) unsaid.push(what);
      }
    }
    expect(unsaid).toEqual([]);
  }, 60_000);
});
