import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeRedirect, sitePath } from '../../../../src/kernel/routes/safe-path';
import { problemsOf, validScreen } from '../../checker/helpers';

const ORIGIN = 'https://forms.example';

// Each of these reads as another site once a browser has resolved it: `\` is
// `/`, tabs and line breaks are dropped, and dot segments leave `//host`.
const CRAFTED = [
  '/\\evil.example/landed',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'evil.example',
];

const metaSchema = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../schemas/_screen.schema.json'),
    'utf8',
  ),
) as { properties: { success: { properties: { redirect: { pattern: string } } } } };
const editorPattern = new RegExp(metaSchema.properties.success.properties.redirect.pattern, 'u');

describe('the URL guard (sign-in next and success redirect)', () => {
  it.each(CRAFTED)('refuses %j: nobody lands on another site', (raw) => {
    expect(sitePath(raw, ORIGIN)).toBeUndefined();
    expect(safeRedirect(raw)).toBeUndefined();
  });

  it('keeps a path of this site with its query and hash, as the browser reads it', () => {
    expect(sitePath('/member-survey?team=blue&u=https://x.example#top', ORIGIN)).toBe(
      '/member-survey?team=blue&u=https://x.example#top',
    );
    expect(sitePath('/a/./b/../c', ORIGIN)).toBe('/a/c');
    expect(safeRedirect('/')).toBe('/');
  });

  it('lets a success screen lead to a thank-you page elsewhere over http(s) only', () => {
    expect(safeRedirect('https://example.org/thanks')).toBe('https://example.org/thanks');
    expect(safeRedirect('ftp://example.org/')).toBeUndefined();
    expect(safeRedirect('https://')).toBeUndefined();
  });

  it.each([...CRAFTED, 'https://'])('the checker refuses "redirect": %j, once', (redirect) => {
    const problems = problemsOf({ ...validScreen(), success: { redirect } });
    expect(problems.map((p) => p.message)).toEqual([
      `"redirect" ${JSON.stringify(redirect)} is not written as expected: write an app route like "/" or a full address like "https://example.org/thanks"`,
    ]);
  });

  it.each([...CRAFTED, '/', '/contact?x=1#a', 'https://example.org/thanks', 'http://a.example'])(
    "the editor's pattern agrees with the guard on %j",
    (value) => {
      expect(editorPattern.test(value)).toBe(safeRedirect(value) !== undefined);
    },
  );
});
