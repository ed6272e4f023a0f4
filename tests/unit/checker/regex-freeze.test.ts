import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkSchemasDir } from '../../../src/build/schemas-dir';
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

/** The one problem where Node checks a screen with `pattern`, at the pattern: its message. */
const refusal = (pattern: string) => {
  const source = text(withPattern(pattern));
  writeFileSync(path.join(temp, 'form.json'), source);
  const { problems } = checkSchemasDir(temp);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatchObject({
    file: 'schemas/form.json',
    ...where(source, JSON.stringify(pattern)),
  });
  return problems[0]?.message ?? '';
};
/** The problems where Node checks a screen with `pattern`. */
const passes = (pattern: string) => {
  writeFileSync(path.join(temp, 'form.json'), text(withPattern(pattern)));
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
