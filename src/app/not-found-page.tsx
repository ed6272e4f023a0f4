import { Link, useLocation } from 'react-router-dom';
import { useLocalPath } from '../kernel/routes/local-path';
import { paths } from '../kernel/routes/paths';
import { useDocumentTitle } from '../kernel/ui/use-document-title';
import { useWords } from '../kernel/i18n/i18n';

export function NotFoundPage() {
  const t = useWords();
  useDocumentTitle(t('notFound.title'));
  const { pathname } = useLocation();
  const local = useLocalPath();
  // The address stays code in every language: split around it, the words keep their order.
  const [before = '', after = ''] = t('notFound.text', { path: '\u0000' }).split('\u0000');
  return (
    <>
      <h1 className="heading">{t('notFound.title')}</h1>
      <p className="text">
        {before}
        <code>{pathname}</code>
        {after}
      </p>
      {/* Room between the words and the button, as on the crash screen. */}
      <div className="actions">
        <Link to={local(paths.home)} className="button button-contained">
          {t('notFound.seeAll')}
        </Link>
      </div>
    </>
  );
}
