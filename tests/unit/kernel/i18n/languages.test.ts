import { describe, expect, it } from 'vitest';
import {
  directionOf,
  resolveLanguage,
  screenLanguages,
} from '../../../../src/kernel/i18n/languages';

const settings = { default: 'en', offered: ['en', 'fr', 'ar'] } as const;
const offered = { default: settings.default, offered: [...settings.offered] };

describe('which language a person sees', () => {
  it('takes the link first, then their earlier choice, then their browser, then the default', () => {
    const all = { link: 'fr', remembered: 'ar', browser: ['ar-EG', 'en'] };
    expect(resolveLanguage(offered, all)).toBe('fr');
    expect(resolveLanguage(offered, { ...all, link: null })).toBe('ar');
    expect(resolveLanguage(offered, { browser: ['de-DE', 'fr-CA', 'en'] })).toBe('fr');
    expect(resolveLanguage(offered, {})).toBe('en');
  });

  it('passes over what is not offered or not a language, and ignores case and region', () => {
    expect(resolveLanguage(offered, { link: 'de', remembered: 'xx', browser: ['es'] })).toBe('en');
    expect(resolveLanguage(offered, { link: 'FR-be' })).toBe('fr');
    expect(resolveLanguage(offered, { link: '', remembered: 'ar_SA' })).toBe('ar');
    expect(resolveLanguage({ default: 'fr', offered: ['fr'] }, { browser: ['en-US'] })).toBe('fr');
  });

  it('reads Arabic and Hebrew right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });

  it('offers on a screen only the languages it has texts in, in the product’s order', () => {
    const product = { default: 'en', offered: ['en', 'fr', 'de', 'ar'] } as const;
    const all = { default: product.default, offered: [...product.offered] };
    expect(screenLanguages(all, ['ar', 'fr', 'pt'])).toEqual({
      default: 'en',
      offered: ['en', 'fr', 'ar'],
    });
    expect(screenLanguages(all)).toEqual({ default: 'en', offered: ['en'] });
    // A French browser on an English-only screen sees it in English, not half in French.
    expect(resolveLanguage(screenLanguages(all), { browser: ['fr-FR'] })).toBe('en');
  });
});
