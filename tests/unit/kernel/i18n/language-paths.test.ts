import { describe, expect, it } from 'vitest';
import {
  languageVersions,
  pathInLanguage,
  prefixedLanguages,
  splitLanguagePath,
} from '../../../../src/kernel/i18n/language-paths';
import { resolveLanguage, type LanguageSettings } from '../../../../src/kernel/i18n/languages';

const settings: LanguageSettings = { default: 'en', offered: ['en', 'fr', 'ar'] };

describe("a language's own addresses", () => {
  it('prefixes every offered language but the default, whose addresses stay as they were', () => {
    expect(prefixedLanguages(settings)).toEqual(['fr', 'ar']);
    expect(pathInLanguage('/contact', 'fr', settings)).toBe('/fr/contact');
    expect(pathInLanguage('/', 'ar', settings)).toBe('/ar/');
    expect(pathInLanguage('/contact', 'en', settings)).toBe('/contact');
  });

  it("reads an offered language's prefix, and the app's path behind it", () => {
    expect(splitLanguagePath('/fr/contact', settings)).toEqual({
      language: 'fr',
      path: '/contact',
    });
    expect(splitLanguagePath('/ar/', settings)).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/ar', settings)).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/fr/embed/contact', settings)).toEqual({
      language: 'fr',
      path: '/embed/contact',
    });
  });

  it('leaves an address without a known prefix as it is: the default, one not offered, a look-alike', () => {
    expect(splitLanguagePath('/contact', settings)).toEqual({ path: '/contact' });
    expect(splitLanguagePath('/en/contact', settings)).toEqual({ path: '/en/contact' });
    expect(splitLanguagePath('/de/contact', settings)).toEqual({ path: '/de/contact' });
    expect(splitLanguagePath('/french/contact', settings)).toEqual({ path: '/french/contact' });
    expect(splitLanguagePath('/', settings)).toEqual({ path: '/' });
  });

  it("outranks the link's ?lang=, the remembered choice and the browser", () => {
    const from = { link: 'ar', remembered: 'ar', browser: ['ar'] };
    const prefix = splitLanguagePath('/fr/contact', settings).language;
    expect(resolveLanguage(settings, { ...from, prefix })).toBe('fr');
    // An unprefixed address leaves the choice to the others, as before.
    expect(
      resolveLanguage(settings, {
        ...from,
        prefix: splitLanguagePath('/contact', settings).language,
      }),
    ).toBe('ar');
  });

  it("lists a page's versions in every offered language for hreflang, the default's as x-default", () => {
    expect(languageVersions('/contact', settings)).toEqual([
      { hreflang: 'en', href: '/contact' },
      { hreflang: 'fr', href: '/fr/contact' },
      { hreflang: 'ar', href: '/ar/contact' },
      { hreflang: 'x-default', href: '/contact' },
    ]);
    expect(languageVersions('/', { default: 'fr', offered: ['fr', 'en'] })).toEqual([
      { hreflang: 'fr', href: '/' },
      { hreflang: 'en', href: '/en/' },
      { hreflang: 'x-default', href: '/' },
    ]);
  });
});
