import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import { SHIPPED_LANGUAGES } from '../../../../src/kernel/i18n/languages';
import { catalogueCode, compiledCatalogue, readCatalogue } from '../../../../src/build/catalogues';
import { WORD_PARTS, wordPart } from '../../../../src/kernel/i18n/word-parts';
import { rjsfTranslator } from '../../../../src/kernel/i18n/rjsf-words';
import { wordsIn } from './words';

const english = compiledCatalogue('en');

/**
 * The values a compiled message names (`{noun}`, `{count, plural, ...}`, and
 * inside plural and select branches), and rjsf's `%1`. "a"/"an" is English
 * grammar: other languages need not name it.
 */
function named(message: unknown, found = new Set<string>()): string[] {
  if (typeof message === 'string') {
    for (const [p] of message.matchAll(/%\d/g)) found.add(p);
  } else if (Array.isArray(message)) {
    for (const part of message as unknown[]) {
      if (typeof part === 'string') named(part, found);
      else if (Array.isArray(part)) {
        const [name, , branches] = part as [string, string?, Record<string, unknown>?];
        if (name !== 'article') found.add(name);
        for (const branch of Object.values(branches ?? {})) named(branch, found);
      }
    }
  }
  return [...found].sort();
}

describe('the app speaks every language it ships', () => {
  it.each(SHIPPED_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English text, no other, each naming the same values',
    (language) => {
      const catalogue = compiledCatalogue(language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(catalogue)) {
        expect({ id, named: named(message) }).toEqual({ id, named: named(english[id]) });
        expect(readCatalogue(language)[id]?.trim(), id).not.toBe('');
      }
    },
  );

  it.each(SHIPPED_LANGUAGES)('%s compiles (no broken ICU message)', (language) => {
    expect(() => compiledCatalogue(language)).not.toThrow();
  });

  it('names only strings rjsf has', () => {
    const names = Object.keys(TranslatableString);
    for (const id of Object.keys(english).filter((k) => k.startsWith('rjsf.'))) {
      expect(names).toContain(id.slice('rjsf.'.length));
    }
  });

  it("translates rjsf's own strings, its parameters kept, English for one no catalogue names", () => {
    const fr = rjsfTranslator(wordsIn('fr'));
    expect(fr(TranslatableString.YesLabel)).toBe('Oui');
    expect(fr(TranslatableString.OptionPrefix, ['2'])).toBe('Option 2');
    expect(rjsfTranslator(wordsIn('ar'))(TranslatableString.OptionPrefix, ['3'])).toBe('الخيار 3');
    expect(fr(TranslatableString.KeyLabel, ['Nom'])).toBe('Nom Key');
  });
});

describe('the default language’s words in parts', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? sources(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
  const ids = Object.keys(english);
  const BRINGS = {
    later: "i18n/load-later-catalogue'",
    form: "i18n/form-words'",
    files: "i18n/file-words'",
    scales: "i18n/scale-words'",
    kinds: "i18n/kind-words'",
    page: "i18n/page-words'",
    responses: "i18n/responses-words'",
  } as const;

  it('split the catalogue: every word is in exactly one part', () => {
    const parts = WORD_PARTS.map((part) => catalogueCode('en', part));
    for (const id of ids) {
      expect(
        parts.map((code) => code.includes(`"${id}":`)),
        id,
      ).toEqual(WORD_PARTS.map((part) => part === wordPart(id)));
    }
    expect(ids.filter((id) => wordPart(id) === 'later').length).toBeGreaterThan(20);
    expect(ids.filter((id) => wordPart(id) === 'files').length).toBeGreaterThan(5);
    expect(ids.filter((id) => wordPart(id) === 'page')).toEqual(['page.noScript', 'page.offline']);
  });

  it('are shown only by modules that bring their part, so none shows as its id', () => {
    const root = path.resolve(import.meta.dirname, '../../../../src');
    const wrong: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const [, id = ''] of text.matchAll(/'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) {
        const part = ids.includes(id) ? wordPart(id) : 'now';
        if (part !== 'now' && !text.includes(BRINGS[part])) {
          wrong.push(`${path.relative(root, file)}: ${id}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
