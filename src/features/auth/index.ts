// The auth feature's public entry: the rest of the app imports only these.
import { lazy } from 'react';

export { AccountButton } from './account-button';
export { AuthProvider, useCurrentUser } from './auth-context';
export { RequireSignIn } from './require-sign-in';

/** Its own chunk: only a person signing in loads it (and Firebase with it). */
export const SignInPage = lazy(() =>
  import('./sign-in-page').then((m) => ({ default: m.SignInPage })),
);
