import { useLocation, useSearchParams } from 'react-router-dom';
import { useLanguage, useWords } from '../shared/i18n/i18n';
import { LANGUAGE_NAMES, type Language } from '../shared/i18n/languages';
import { chooseLanguage, languagesAt } from './language';

/**
 * The app bar's language choice, when the page can be shown in more than one
 * (a screen: the languages it has texts in): a plain select (the shell
 * carries no MUI), each language in its own words.
 */
export function LanguageSwitcher() {
  const language = useLanguage();
  const t = useWords();
  const [search, setSearch] = useSearchParams();
  const { offered } = languagesAt(useLocation().pathname);
  if (offered.length < 2) return null;
  const choose = (chosen: Language) => {
    // The choice is remembered; a `?lang=` in the address would outvote it on the next visit.
    if (search.has('lang')) {
      search.delete('lang');
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
