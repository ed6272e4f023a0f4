import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../kernel/routes/local-path';
import { paths } from '../../kernel/routes/paths';
import { ErrorAlert } from '../../kernel/ui/error-alert';
import { useWords } from '../../kernel/i18n/i18n';

/**
 * Around every screen route: a crash inside one screen stays in that screen,
 * the app bar and every other screen keep working, and answers already saved
 * as a draft are still there after a reload. React itself logs the error to
 * the console, for a developer; the person gets plain words.
 */
export class ScreenCrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <ScreenCrash /> : this.props.children;
  }
}

/** Plain elements, so it renders even when a chunk with MUI is what failed. */
function ScreenCrash() {
  const local = useLocalPath();
  const t = useWords();
  return (
    <>
      <h1 className="heading">{t('crash.title')}</h1>
      <ErrorAlert>
        {t('crash.text')}
        <div className="actions">
          <button
            type="button"
            className="button button-contained"
            onClick={() => window.location.reload()}
          >
            {t('crash.reload')}
          </button>
          <Link to={local(paths.home)} className="button button-primary">
            {t('notFound.seeAll')}
          </Link>
        </div>
      </ErrorAlert>
    </>
  );
}
