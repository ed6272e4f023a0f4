import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/checker/format';
import { AA_TEXT, contrastRatio, readableOn } from '../../../src/kernel/theme/contrast';
import { checkThemeFile } from '../../../src/checker/theme-rules';
import { DEFAULT_THEME } from '../../../src/kernel/theme/theme-file';

const messages = (text: string, logoExists?: (p: string) => boolean) =>
  checkThemeFile(text, logoExists).problems.map(formatProblem);

describe('checkThemeFile', () => {
  test('no theme file: the defaults, nothing to say', () => {
    expect(checkThemeFile(undefined)).toEqual({ theme: DEFAULT_THEME, problems: [], warnings: [] });
  });

  test('a good file is used as written', () => {
    const check = checkThemeFile(
      '{ "productName": "Acme forms", "primaryColor": "#2e7d32", "mode": "dark", "borderRadius": 0, "font": "Georgia, serif", "logo": "https://example.org/logo.png" }',
    );
    expect(check.problems).toEqual([]);
    expect(check.warnings).toEqual([]);
    expect(check.theme).toEqual({
      productName: 'Acme forms',
      primaryColor: '#2e7d32',
      mode: 'dark',
      borderRadius: 0,
      font: 'Georgia, serif',
      logo: 'https://example.org/logo.png',
      languages: DEFAULT_THEME.languages,
    });
  });

  test('languages: the default and the offered ones, each a shipped language, the default among them', () => {
    const good = checkThemeFile('{ "languages": { "default": "fr", "offered": ["fr", "ar"] } }');
    expect(good.problems).toEqual([]);
    expect(good.theme.languages).toEqual({ default: 'fr', offered: ['fr', 'ar'] });
    const outside = checkThemeFile(
      '{\n  "languages": { "default": "de", "offered": ["en", "fr"] }\n}',
    );
    expect(outside.problems.map(formatProblem)).toEqual([
      'schemas/_theme.json:2:29 "languages"."default" "de" is not in "offered": add it there, or choose one of "en", "fr"',
    ]);
    // The app still offers the default, so nobody sees a language no one chose.
    expect(outside.theme.languages).toEqual({ default: 'de', offered: ['de', 'en', 'fr'] });
    const unknown = checkThemeFile('{ "languages": { "default": "en", "offered": ["en", "xx"] } }');
    expect(unknown.problems).toHaveLength(1);
    expect(unknown.theme.languages).toEqual(DEFAULT_THEME.languages);
  });

  test('invalid JSON: a message at the spot and the default look, never a blank page', () => {
    const check = checkThemeFile('{\n  "mode": "dark",\n}');
    expect(check.problems.map(formatProblem)).toEqual([
      'schemas/_theme.json:3:1 invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])',
    ]);
    expect(check.theme).toEqual(DEFAULT_THEME);
  });

  test('a misspelt key: did you mean, at its line and column', () => {
    expect(messages('{\n  "primaryColour": "#2e7d32"\n}')).toEqual([
      'schemas/_theme.json:2:3 unknown key "primaryColour": did you mean "primaryColor"?',
    ]);
  });

  test('wrong values say what to write, and only those keys fall back to defaults', () => {
    const text = [
      '{',
      '  "productName": "Acme",',
      '  "primaryColor": "green",',
      '  "mode": "night",',
      '  "borderRadius": 40',
      '}',
    ].join('\n');
    expect(messages(text)).toEqual([
      'schemas/_theme.json:3:19 "primaryColor" "green" is not written as expected: write # and six hex digits, like "#1565c0"',
      'schemas/_theme.json:4:11 "mode" must be "light", "dark" or "system", not "night": did you mean "light"?',
      'schemas/_theme.json:5:19 "borderRadius" must be at most 24, not the number 40',
    ]);
    expect(checkThemeFile(text).theme).toEqual({ ...DEFAULT_THEME, productName: 'Acme' });
  });

  test('a logo file that is not in public/ is a problem, and no broken picture is shown', () => {
    const text = '{ "logo": "/lgo.svg" }';
    expect(messages(text, (p) => p === '/logo.svg')).toEqual([
      'schemas/_theme.json:1:11 "logo" "/lgo.svg" is not in public/: put the picture at public/lgo.svg or correct the name',
    ]);
    expect(checkThemeFile(text, () => false).theme.logo).toBeUndefined();
    expect(messages('{ "logo": "/logo.svg" }', (p) => p === '/logo.svg')).toEqual([]);
  });

  test('a logo outside public/ or on plain http is refused', () => {
    expect(messages('{ "logo": "http://example.org/a.png" }')).toHaveLength(1);
    expect(messages('{ "logo": "logo.svg" }')).toHaveLength(1);
  });

  test('a primary colour too light for white text is a warning with a darker suggestion', () => {
    const check = checkThemeFile('{\n  "primaryColor": "#ffeb3b"\n}');
    expect(check.problems).toEqual([]);
    expect(check.theme.primaryColor).toBe('#ffeb3b');
    const [warning] = check.warnings.map(formatProblem);
    expect(warning).toMatch(
      /^schemas\/_theme\.json:2:19 "primaryColor" "#ffeb3b" is too light: white button text on it has a contrast of 1\.2:1, below the 4\.5:1 .* like "(#[0-9a-f]{6})"$/,
    );
    const suggested = /like "(#[0-9a-f]{6})"$/.exec(warning ?? '')?.[1] ?? '';
    expect(contrastRatio(suggested, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('the default colour passes AA against white text', () => {
    expect(checkThemeFile(JSON.stringify(DEFAULT_THEME)).warnings).toEqual([]);
  });
});

describe('readableOn', () => {
  test('keeps a colour that already reads and shades one that does not', () => {
    expect(readableOn('#1565c0', '#ffffff', '#000000')).toBe('#1565c0');
    const lighter = readableOn('#1565c0', '#121212', '#ffffff');
    expect(lighter).not.toBe('#1565c0');
    expect(contrastRatio(lighter, '#121212')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
