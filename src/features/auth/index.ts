// The auth feature's public entry: the rest of the app imports only these.
import { lazy } from 'react';

export { AccountButton } from './account-button';
export { AuthProvider, useCurrentUser } from './auth-context';

/** Its own chunk: only a screen for signed-in people uses it (never drawn at build time). */
export const RequireSignIn = lazy(() =>
  import('./require-sign-in').then((m) => ({ default: m.RequireSignIn })),
);

/** Its own chunk: only a person signing in loads it (and Firebase with it). */
export const SignInPage = lazy(() =>
  import('./sign-in-page').then((m) => ({ default: m.SignInPage })),
);
