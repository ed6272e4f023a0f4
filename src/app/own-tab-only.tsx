import type { ReactNode } from 'react';
import { useWords } from '../kernel/i18n/i18n';
import { useFramed } from '../kernel/ui/embedded';

/**
 * The app's pages outside /embed/ (home, sign-in, the studio...) in their own tab only: their
 * headers forbid any frame, but a link followed inside a framed screen would reach them
 * without a new page load, and a sign-in drawn in another site's frame is a password box
 * that site can dress. There they offer the page in a new tab instead.
 */
export function OwnTabOnly({ children }: { children: ReactNode }) {
  const t = useWords();
  if (!useFramed()) return children;
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
