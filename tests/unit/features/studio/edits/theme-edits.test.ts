import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkThemeFile } from '../../../../../src/checker/theme-rules';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import {
  FONT_PRESETS,
  lookOf,
  setBorderRadius,
  setFont,
  setLanguages,
  setLogo,
  setMode,
  setPrimaryColor,
  setProductName,
} from '../../../../../src/features/studio/edits/theme-edits';

const root = path.resolve(import.meta.dirname, '../../../../..');
const themes = ['schemas', 'tests/fixtures/schemas']
  .filter((folder) => readdirSync(path.join(root, folder)).includes('_theme.json'))
  .map((folder) => [
    `${folder}/_theme.json`,
    readFileSync(path.join(root, folder, '_theme.json'), 'utf8'),
  ]);
const shipped = readFileSync(path.join(root, 'schemas/_theme.json'), 'utf8');
const problemsOf = (text: string) => checkThemeFile(text).problems;

describe('the look opened and saved without a change', () => {
  it.each(themes)('%s stays byte for byte, every key set to what it says', (_file, text) => {
    const l = lookOf(text);
    const has = (key: string) => valueInText(text, [key]) !== undefined;
    let next = text;
    if (has('productName')) next = setProductName(next, l.productName);
    if (has('logo')) next = setLogo(next, l.logo ?? '');
    if (has('primaryColor')) next = setPrimaryColor(next, l.primaryColor);
    if (has('mode')) next = setMode(next, l.mode);
    if (has('borderRadius')) next = setBorderRadius(next, l.borderRadius);
    if (has('font')) next = setFont(next, l.font);
    if (has('languages')) next = setLanguages(next, l.languages);
    expect(next === text).toBe(true);
  });
});

describe('each key of the look', () => {
  const bare = '{\n  "$schema": "./_theme.schema.json"\n}\n';

  it('changes a value in place, and nothing else', () => {
    expect(setPrimaryColor(shipped, '#2e7d32')).toBe(shipped.replace('"#1565c0"', '"#2e7d32"'));
    expect(setBorderRadius(shipped, 0)).toBe(
      shipped.replace('"borderRadius": 8', '"borderRadius": 0'),
    );
    expect(setMode(shipped, 'dark')).toBe(shipped.replace('"mode": "system"', '"mode": "dark"'));
    const georgia = FONT_PRESETS.find((p) => p.font.startsWith('Georgia'))?.font ?? '';
    const serif = setFont(shipped, georgia);
    expect(lookOf(serif).font).toBe(georgia);
    expect(problemsOf(serif)).toEqual([]);
  });

  it('every font offered is one the checker takes', () => {
    for (const p of FONT_PRESETS) expect(problemsOf(setFont(shipped, p.font))).toEqual([]);
  });

  it('adds a key where the guide lists it, and a cleared one goes again', () => {
    const named = setProductName(bare, 'Riverside Library');
    const logo = setLogo(setMode(named, 'light'), '/logo.svg');
    expect(Object.keys(valueInText(logo, []) as object)).toEqual([
      '$schema',
      'productName',
      'logo',
      'mode',
    ]);
    expect(problemsOf(logo)).toEqual([]);
    expect(setLogo(logo, '')).toBe(setMode(named, 'light'));
    expect(setProductName(named, ' ')).toBe(bare);
  });

  it('says at once a colour too light for white text, as npm run check does', () => {
    const light = setPrimaryColor(shipped, '#ffeb3b');
    expect(checkThemeFile(light).warnings[0]?.message).toMatch(
      /^"primaryColor" "#ffeb3b" is too light: white button text on it has a contrast of 1\.2:1/,
    );
  });

  it('offers languages, the default always among them', () => {
    const fewer = setLanguages(shipped, { default: 'en', offered: ['en', 'fr'] });
    expect(valueInText(fewer, ['languages'])).toEqual({ default: 'en', offered: ['en', 'fr'] });
    // The default taken out: the first one left is the default now.
    const french = setLanguages(fewer, { default: 'en', offered: ['fr'] });
    expect(valueInText(french, ['languages'])).toEqual({ default: 'fr', offered: ['fr'] });
    expect(problemsOf(french)).toEqual([]);
    const made = setLanguages(bare, { default: 'de', offered: ['en', 'de'] });
    expect(valueInText(made, ['languages'])).toEqual({ default: 'de', offered: ['en', 'de'] });
    expect(problemsOf(made)).toEqual([]);
  });
});
