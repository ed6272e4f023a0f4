import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocalPath } from '../../shared/routes/local-path';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Loading } from '../../shared/ui/loading';
import { useWords } from '../../shared/i18n/i18n';
import { useAuth } from './auth-context';
import { signInPathFor } from './safe-next';

/**
 * Wraps a `"access": "signed-in"` screen: shown only once Firebase itself says
 * someone is signed in (never on the session hint alone); otherwise off to
 * sign-in, which comes back here with the same query string. Signing out
 * while here, or coming back with the back button, lands on sign-in again.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const t = useWords();
  const { status, user, load } = useAuth();
  const location = useLocation();
  const local = useLocalPath();
  useEffect(() => {
    load().catch(() => undefined); // `status` becomes "failed" and says so below
  }, [load]);

  if (status === 'failed') {
    return <ErrorAlert>{t('signIn.notLoaded')}</ErrorAlert>;
  }
  if (status !== 'ready') {
    return <Loading label={t('signIn.checking')} />;
  }
  if (!user) return <Navigate to={local(signInPathFor(location))} replace />;
  return children;
}
