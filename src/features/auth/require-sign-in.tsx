import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';
import { signInPathFor } from './safe-next';

/**
 * Wraps a `"access": "signed-in"` screen: shown only once Firebase itself says
 * someone is signed in (never on the session hint alone); otherwise off to
 * sign-in, which comes back here with the same query string. Signing out
 * while here, or coming back with the back button, lands on sign-in again.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, user, load } = useAuth();
  const location = useLocation();
  useEffect(() => {
    load().catch(() => undefined); // `status` becomes "failed" and says so below
  }, [load]);

  if (status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        Sign-in could not be loaded. Check your connection, then reload the page.
      </Alert>
    );
  }
  if (status !== 'ready') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Checking your sign-in" />
      </Box>
    );
  }
  if (!user) return <Navigate to={signInPathFor(location)} replace />;
  return children;
}
