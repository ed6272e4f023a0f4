import { Suspense } from 'react';
import { Outlet, Link } from 'react-router-dom';
import { AccountButton } from '../features/auth';
import { config } from '../kernel/config/env';
import { useLocalPath } from '../kernel/routes/local-path';
import { paths } from '../kernel/routes/paths';
import { themeFile } from '@generated/theme-file';
import { useWords } from '../kernel/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

/** The app bar, the page and the footer, in plain elements (shell.css). */
export function Layout() {
  const t = useWords();
  const local = useLocalPath();
  return (
    <div className="shell">
      {/* The line keeps the bar apart from the page in dark mode, where both are near black. */}
      <header className="app-bar">
        <div className="toolbar">
          <Link to={local(paths.home)} className="brand">
            {themeFile.logo && (
              // Beside the name it says nothing more: empty alt keeps screen readers to the name.
              <img src={themeFile.logo} alt="" />
            )}
            <span>{themeFile.productName}</span>
          </Link>
          <LanguageSwitcher />
          <AccountButton />
        </div>
      </header>
      <main className="page">
        {/* A lazy page (sign-in) on a first visit; moving to one keeps the old page until it is in. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <Link to={local(paths.home)}>{t('shell.allForms')}</Link>
        {import.meta.env.DEV && config.emailjs.origin !== 'https://api.emailjs.com' && (
          <>
            {' · '}
            <a href={`${config.emailjs.origin}/`} target="_blank" rel="noreferrer">
              Test mailbox (emails sent)
            </a>
          </>
        )}
      </footer>
    </div>
  );
}
