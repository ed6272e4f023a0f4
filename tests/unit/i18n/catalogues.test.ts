import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import { SHIPPED_LANGUAGES } from '../../../src/shared/i18n/languages';
import { compiledCatalogue, readCatalogue } from '../../../src/tooling/catalogues';
import { rjsfTranslator } from '../../../src/shared/i18n/rjsf-words';
import { wordsIn } from './words';

const english = readCatalogue('en');
// The values a message names: `{noun}`, `{count, plural, ...}`, rjsf's `%1`.
// "a"/"an" is English grammar: other languages need not name it.
const named = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)[,}]|%\d/g)].map((m) => m[1] ?? m[0]))]
    .filter((name) => name !== 'article')
    .sort();

describe('the app speaks every language it ships', () => {
  it.each(SHIPPED_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English text, no other, each naming the same values',
    (language) => {
      const catalogue = readCatalogue(language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(catalogue)) {
        expect({ id, named: named(message) }).toEqual({ id, named: named(english[id] ?? '') });
        expect(message.trim(), id).not.toBe('');
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
