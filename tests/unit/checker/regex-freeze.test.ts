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

describe('patterns that backtrack through overlapping alternatives', () => {
  // scslre alone lets these through; against 28 letters and a "!" the second took 17.9 s.
  test.each(['^(\\w|\\d)+$', '^([a-z]|[a-z0-9])+$', '^(a|a)*$'])(
    '%s is refused where Node checks the files, at the pattern',
    (pattern) => {
      const source = text(withPattern(pattern));
      writeFileSync(path.join(temp, 'form.json'), source);
      const { problems } = checkSchemasDir(temp);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({
        file: 'schemas/form.json',
        ...where(source, JSON.stringify(pattern)),
      });
      expect(problems[0]?.message).toMatch(/can freeze the browser: .*match the same text/);
    },
  );

  test('a pattern with one way to match passes', () => {
    writeFileSync(path.join(temp, 'form.json'), text(withPattern('^[0-9]{5}$')));
    expect(checkSchemasDir(temp).problems).toEqual([]);
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
