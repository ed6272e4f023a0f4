import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { themeFile } from '@generated/theme-file';
import { useLanguage, useWords } from '../kernel/i18n/i18n';
import { pathInLanguage } from '../kernel/i18n/language-paths';
import { LANGUAGE_NAMES, type Language } from '../kernel/i18n/languages';
import { chooseLanguage, pageAt } from './language';

/**
 * The app bar's language choice, when the page can be shown in more than one
 * (a screen: the languages it has texts in): a plain select (the shell
 * carries no MUI), each language in its own words.
 */
export function LanguageSwitcher() {
  const language = useLanguage();
  const t = useWords();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { prefix, path, languages } = pageAt(location.pathname);
  const { offered } = languages;
  if (offered.length < 2) return null;
  const choose = (chosen: Language) => {
    // The choice is remembered; a `?lang=` in the address would outvote it on the next visit.
    const linked = search.has('lang');
    search.delete('lang');
    if (prefix) {
      // A language's own address says its language: the page moves to the chosen language's address.
      const query = search.size > 0 ? `?${search.toString()}` : '';
      void navigate(`${pathInLanguage(path, chosen, themeFile.languages)}${query}${location.hash}`);
    } else if (linked) {
      setSearch(search, { replace: true });
    }
    void chooseLanguage(chosen);
  };
  return (
    <select
      className="language-switcher"
      aria-label={t('shell.language')}
      value={language}
      onChange={(e) => choose(e.target.value as Language)}
    >
      {offered.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
