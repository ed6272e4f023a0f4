import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import { formatProblem } from '../../../src/checker/format';
import { checkThemeFile, THEME_FILE_NAME } from '../../../src/checker/theme-rules';
import { readSchemaFiles } from '../../../src/build/schemas-dir';
import type { Problem, SourceFile } from '../../../src/screen/types';
import screenMetaSchema from '../../../schemas/_screen.schema.json';
import themeMetaSchema from '../../../schemas/_theme.schema.json';
import translationMetaSchema from '../../../schemas/_translation.schema.json';

// Issue 45, finding 12, a second attacker: wrong-types.test.ts tries every top-level key; here
// every key the shipped files use, at every depth they use it (one place per shape: a field
// name or a list position stands for all), gets each hostile value in turn, in the screen
// files, their translations and the theme: never a throw nor a hang, every message at a line
// and column inside the file, and a value the meta-schema refuses always gets a message.

const { files } = readSchemaFiles(path.resolve(import.meta.dirname, '../../../schemas'));
const shared = files.filter((f) => f.name.startsWith('_') && f.name !== THEME_FILE_NAME);
const screens = files.filter((f) => /^[a-z0-9-]+\.json$/.test(f.name));
const translations = files.filter((f) => /^[a-z0-9-]+\.[a-z]{2}(-[A-Z]{2})?\.json$/.test(f.name));
const theme = files.find((f) => f.name === THEME_FILE_NAME) as SourceFile;

/** A value of each JSON type, as JSON text: every place gets all of them. */
const TYPES: Record<string, string> = {
  null: 'null',
  true: 'true',
  'a negative number': '-1',
  'an empty text': '""',
  'an empty list': '[]',
  'an empty object': '{}',
};
/** Values at the edges, as JSON text (what JSON.parse would change, 1e400 or `__proto__`, is written as is): each place gets the next one in turn. */
const EDGES: Record<string, string> = {
  'the largest number': '1.7976931348623157e308',
  'a number past it': '1e400',
  '"NaN"': '"NaN"',
  '"-Infinity"': '"-Infinity"',
  'lists 10,000 deep': `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  'builtin keys': '{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}',
};
const EDGE_LABELS = Object.keys(EDGES);
let turn = 0;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Place = (string | number)[];

/** One place per shape of path not in `shapes` yet (a shape the files before it had is skipped): names under `properties`, `definitions`, a uiSchema's fields and list positions are alike. */
function placesOf(root: Json, shapes: Set<string>): Place[] {
  const seen = new Map<string, Place>();
  const NAMED = new Set([
    'properties',
    'definitions',
    '$defs',
    'dependencies',
    'fields',
    'choices',
  ]);
  const walk = (value: Json, at: Place, shape: string[], inUi: boolean) => {
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      const key = Array.isArray(value) ? Number(k) : k;
      const parent = shape[shape.length - 1] ?? '';
      const named = NAMED.has(parent) || (inUi && !k.startsWith('ui:'));
      const s = [...shape, Array.isArray(value) ? '[]' : named ? '<name>' : k];
      if (!shapes.has(s.join('/'))) {
        shapes.add(s.join('/'));
        seen.set(s.join('/'), [...at, key]);
      }
      walk(v, [...at, key], s, inUi || k === 'uiSchema');
    }
  };
  walk(root, [], [], false);
  return [...seen.values()];
}

const MARK = '"@@value@@"';
/** The file's text with the value at `at` replaced by `value` (JSON text), laid out as authors write. */
function withValue(text: string, at: Place, value: string): string {
  const root = JSON.parse(text) as Json;
  let parent = root as Record<string | number, Json>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[at[at.length - 1] as string | number] = JSON.parse(MARK) as string;
  return JSON.stringify(root, null, 2).replace(MARK, value);
}

const LOCATION = /^schemas\/([a-z0-9._-]+):(\d+):(\d+) \S/;
/** Time one check may take; ~30 ms is typical here, a hang is minutes. */
const HANG_MS = 5_000;

function expectLocated(problems: Problem[], all: SourceFile[], what: string) {
  for (const problem of problems) {
    const line = formatProblem(problem);
    const m = LOCATION.exec(line);
    expect(m, `${what}: ${line}`).not.toBeNull();
    const lines = (all.find((f) => f.name === m?.[1])?.text ?? '').split('\n');
    expect(Number(m?.[2]), `${what}: ${line}`).toBeLessThanOrEqual(lines.length);
    expect(line, what).not.toMatch(/\n\s+at |TypeError|RangeError/);
  }
}

/** Runs `check` over each place of `file` with each type and its turn of the edges; returns what went unsaid. */
function sweep(
  file: SourceFile,
  shapes: Set<string>,
  check: (text: string) => { problems: Problem[]; all: SourceFile[] },
  refused: (text: string) => boolean,
) {
  const unsaid: string[] = [];
  for (const at of placesOf(JSON.parse(file.text) as Json, shapes)) {
    const edge = EDGE_LABELS[turn++ % EDGE_LABELS.length] as string;
    const values: [string, string][] = [...Object.entries(TYPES), [edge, EDGES[edge] ?? '']];
    for (const [label, value] of values) {
      const text = withValue(file.text, at, value);
      const what = `${file.name} at ${at.join('/')} = ${label}`;
      const started = performance.now();
      let result: ReturnType<typeof check> | undefined;
      expect(() => (result = check(text)), what).not.toThrow();
      expect(performance.now() - started, what).toBeLessThan(HANG_MS);
      expectLocated(result?.problems ?? [], result?.all ?? [], what);
      const own = (result?.problems ?? []).filter((p) => p.file === `schemas/${file.name}`);
      if (own.length === 0 && refused(text)) unsaid.push(what);
    }
  }
  return unsaid;
}

const ajv = new Ajv({ strict: false, validateFormats: false });
/** Whether a meta-schema refuses the text (a text JSON.parse cannot read counts as refused). */
const refusedBy = (metaSchema: object) => {
  const valid = ajv.compile(metaSchema);
  return (text: string) => {
    try {
      return !valid(JSON.parse(text));
    } catch {
      return true;
    }
  };
};
const screenCheck = (others: SourceFile[], name: string) => (text: string) => {
  const all = [...shared, ...others, { name, text }];
  const result = checkScreenFiles(all);
  return { problems: [...result.problems, ...result.warnings], all };
};

describe('every key at every depth of the shipped files, each hostile value (issue 45, finding 12)', () => {
  const screenShapes = new Set<string>();
  test.each(screens.map((f) => [f.name, f] as const))(
    '%s',
    (_, file) => {
      const refused = refusedBy(screenMetaSchema);
      expect(sweep(file, screenShapes, screenCheck([], file.name), refused)).toEqual([]);
    },
    60_000,
  );

  const translationShapes = new Set<string>();
  test.each(translations.map((f) => [f.name, f] as const))(
    'translation %s',
    (_, file) => {
      const screen = screens.find(
        (s) => s.name === `${file.name.split('.')[0]}.json`,
      ) as SourceFile;
      const refused = refusedBy(translationMetaSchema);
      expect(sweep(file, translationShapes, screenCheck([screen], file.name), refused)).toEqual([]);
    },
    60_000,
  );

  test('the theme', () => {
    const check = (text: string) => {
      const result = checkThemeFile(text);
      const all = [{ name: THEME_FILE_NAME, text }];
      return { problems: [...result.problems, ...result.warnings], all };
    };
    expect(sweep(theme, new Set(), check, refusedBy(themeMetaSchema))).toEqual([]);
  }, 60_000);
});
