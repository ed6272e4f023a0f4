import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <>
      <h1 className="heading">Page not found</h1>
      <p className="text">
        There is no form at <code>{pathname}</code>. It may have moved or been removed.
      </p>
      <Link to={paths.home} className="button button-contained">
        See all forms
      </Link>
    </>
  );
}
