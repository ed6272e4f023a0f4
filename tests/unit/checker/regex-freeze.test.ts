import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { recheckAnalyser, recheckWithin } from '../../../src/checker/recheck-analyser';
import { checkSchemasDir } from '../../../src/build/schemas-dir';
import { addRegexAnalyser } from '../../../src/checker/regex';
import { check, text, validScreen, where } from './helpers';

const temp = mkdtempSync(path.join(tmpdir(), 'regex-freeze-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const withPattern = (pattern: string, more: Record<string, unknown> = {}) => {
  const screen = validScreen();
  (screen.schema as { properties: Record<string, unknown> }).properties.code = {
    type: 'string',
    title: 'Code',
    pattern,
    ...more,
  };
  return screen;
};

/** The one problem where Node checks a screen with `pattern`, at `at` (the pattern): its message. */
const refusal = (
  pattern: string,
  more: Record<string, unknown> = {},
  at = JSON.stringify(pattern),
) => {
  const source = text(withPattern(pattern, more));
  writeFileSync(path.join(temp, 'form.json'), source);
  const { problems } = checkSchemasDir(temp);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatchObject({ file: 'schemas/form.json', ...where(source, at) });
  return problems[0]?.message ?? '';
};
/** The problems where Node checks a screen with `pattern`. */
const passes = (pattern: string, more: Record<string, unknown> = {}) => {
  writeFileSync(path.join(temp, 'form.json'), text(withPattern(pattern, more)));
  return checkSchemasDir(temp).problems;
};

describe('patterns that backtrack through overlapping alternatives', () => {
  // scslre alone lets these through; against 28 letters and a "!" the second took 17.9 s.
  test.each(['^(\\w|\\d)+$', '^([a-z]|[a-z0-9])+$', '^(a|a)*$'])(
    '%s is refused where Node checks the files, at the pattern',
    (pattern) => expect(refusal(pattern)).toMatch(/can freeze the browser: .*match the same text/),
  );

  test('a pattern with one way to match passes', () => {
    expect(passes('^[0-9]{5}$')).toEqual([]);
  });
});

describe('patterns whose matching time grows with a power of 3 or more (issue 45)', () => {
  // In the built site, 200 characters froze Chromium 6.7 s with the first (issue 45).
  test('"up to five words" is refused, with a way to write it that passes', () => {
    const message = refusal('^\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*$');
    expect(message).toMatch(/can freeze the browser: "\\w\*", "\\s\*", .* 5th power of its length/);
    expect(message).toContain('like "^\\\\w+(\\\\s+\\\\w+){0,4}$" for one to five words');
    expect(passes('^\\w+(\\s+\\w+){0,4}$')).toEqual([]);
  });

  test('a rewrite that accepts the same answers is offered where scslre finds one', () => {
    const message = refusal('^a*a*a*a*a*a*b$');
    expect(message).toContain('6th power');
    expect(message).toContain('write "^a*b$" instead, which accepts the same answers');
    expect(refusal('^.*a.*b.*c$')).toContain('the cube of its length');
  });

  test('the square stays allowed: the usual email pattern passes', () => {
    expect(passes('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$')).toEqual([]);
  });

  // recheck gave up after 10 s and the checker let it through; 21 letters and a "!" then took
  // Chromium more than a minute.
  describe('a pattern recheck cannot decide in time', () => {
    afterEach(() => addRegexAnalyser(recheckAnalyser));
    test('is refused, never let through', () => {
      addRegexAnalyser(recheckWithin(300));
      const message = refusal('^(?:a{1,9}){1,9}(?:(?:(?:\\w{0,9}){0,9}){0,9}){0,9}$');
      expect(message).toMatch(/is too intricate to be checked for freezes within 0.3 s/);
      expect(message).toMatch(/write it simpler/);
    });
  });
});

describe('a pattern whose time grows with the square bounds the answer (issue 45)', () => {
  // recheck finds this one by trying answers and calls it the square; it is the cube: 2000
  // characters blocked Chromium 1.8 s, 500 take ~0.2 s.
  const lookahead = '^(?=\\w*\\s*\\w*\\s*\\w*$).*$';
  const email = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

  test('a maxLength past 500 is refused at the maxLength, with the bound', () => {
    const message = refusal(lookahead, { maxLength: 2000 }, '2000');
    expect(message).toMatch(/"maxLength" 2000 is too long for this field's "pattern": .*square/);
    expect(message).toContain('make "maxLength" 500 or less');
    expect(refusal(email, { maxLength: 1_000_000 }, '1000000')).toContain('500 or less');
  });

  test('500 and less pass, and any maxLength where the time grows with the length alone', () => {
    expect(passes(lookahead, { maxLength: 500 })).toEqual([]);
    expect(passes(email, { maxLength: 254 })).toEqual([]);
    expect(passes('^[0-9]+$', { maxLength: 1_000_000 })).toEqual([]);
  });

  test('a "patternProperties" name of the square is refused: a typed name has no bound', () => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.extra = {
      type: 'object',
      title: 'Extra',
      patternProperties: { [email]: { type: 'string' } },
    };
    writeFileSync(path.join(temp, 'form.json'), text(screen));
    const { problems } = checkSchemasDir(temp);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /"patternProperties" name .* grows with the square of the name's length/,
      ),
    ]);
  });
});

describe('a field with a pattern gets a maximum length', () => {
  const codeOf = (screen: Record<string, unknown>) => {
    const entry = check({ 'form.json': text(screen) }).screens[0];
    const properties = entry?.screen?.schema.properties as Record<string, { maxLength?: number }>;
    return properties.code;
  };

  test('200 characters when the author set none', () => {
    expect(codeOf(withPattern('^[0-9]+$'))?.maxLength).toBe(200);
  });

  test("the author's own maxLength when set", () => {
    expect(codeOf(withPattern('^[0-9]+$', { maxLength: 12 }))?.maxLength).toBe(12);
  });
});
