import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocalPath } from '../../kernel/routes/local-path';
import { ErrorAlert } from '../../kernel/ui/error-alert';
import { Loading } from '../../kernel/ui/loading';
import { useWords } from '../../kernel/i18n/i18n';
import { useAuth } from './auth-context';
import { signInPathFor } from './safe-next';

/**
 * Wraps a `"access": "signed-in"` screen: shown only once Firebase itself says
 * someone is signed in (never on the session hint alone); otherwise off to
 * sign-in, which comes back here with the same query string. Signing out
 * while here, or coming back with the back button, lands on sign-in again.
 *
 * When Firebase last said nobody was signed in here (no session hint: a first
 * visit, or signed out), sign-in comes at once instead of after Firebase has
 * loaded and answered, seconds on a slow phone. Should Firebase know someone
 * after all (this site's storage cleared but not Firebase's), the sign-in page
 * sends them straight back.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const t = useWords();
  const { status, user, load } = useAuth();
  const location = useLocation();
  const local = useLocalPath();
  // Someone sent to sign in at once has Firebase loaded by the sign-in page, after it shows:
  // asked for here, Firebase ran before the page was rendered, in the way of its first paint.
  const known = user !== null;
  useEffect(() => {
    if (known) load().catch(() => undefined); // `status` becomes "failed" and says so below
  }, [known, load]);

  if (status === 'failed') {
    return <ErrorAlert>{t('signIn.notLoaded')}</ErrorAlert>;
  }
  if (!user) return <Navigate to={local(signInPathFor(location))} replace />;
  if (status !== 'ready') {
    return <Loading label={t('signIn.checking')} />;
  }
  return children;
}
