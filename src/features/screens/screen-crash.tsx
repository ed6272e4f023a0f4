import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { ErrorAlert } from '../../shared/ui/error-alert';

/**
 * The error element of every screen route: a crash inside one screen stays in
 * that screen, the app bar and every other screen keep working, and answers
 * already saved as a draft are still there after a reload. Plain elements, so
 * it draws even when a chunk with MUI is what failed.
 */
export function ScreenCrash() {
  const error = useRouteError();
  // The detail helps a developer reading the console; the person gets plain words.
  console.error(error);
  return (
    <>
      <h1 className="heading">Something went wrong on this screen</h1>
      <ErrorAlert>
        Your saved answers are kept in this browser. Reload the page to try again, or open another
        form.
        <div className="actions">
          <button
            type="button"
            className="button button-contained"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <Link to={paths.home} className="button button-primary">
            See all forms
          </Link>
        </div>
      </ErrorAlert>
    </>
  );
}
