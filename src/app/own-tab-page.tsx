import '../kernel/i18n/load-later-catalogue';
import { useWords } from '../kernel/i18n/i18n';

/** What a framed page outside /embed/ shows instead of itself: the page, offered in a new tab. */
export function OwnTabPage() {
  const t = useWords();
  return (
    <main className="page">
      <h1 className="heading">{t('shell.ownTab')}</h1>
      <div className="actions">
        <a
          className="button button-contained"
          href={window.location.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shell.openTab')}
        </a>
      </div>
    </main>
  );
}
