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
        There is no form at <code>{pathname}</code>. Check the address for a typo, or choose the
        form you were looking for from the list: it may have moved or been removed.
      </p>
      {/* Room between the words and the button, as on the crash screen. */}
      <div className="actions">
        <Link to={paths.home} className="button button-contained">
          See all forms
        </Link>
      </div>
    </>
  );
}
