// The auth feature's public entry: the rest of the app imports only these.
import { loadAuthService } from '../../services/firebase';
import { preloadable } from '../../shared/ui/preloadable';
import { readSessionHint } from './session-hint';

export { AccountButton } from './account-button';
export { AuthProvider, useCurrentUser } from './auth-context';

/** Its own chunk: only a screen for signed-in people uses it (never drawn at build time). */
const guard = preloadable(() => import('./require-sign-in').then((m) => m.RequireSignIn));
export const RequireSignIn = guard.Component;

/** Its own chunk: only a person signing in loads it (and Firebase with it). */
const signIn = preloadable(() => import('./sign-in-page').then((m) => m.SignInPage));
export const SignInPage = signIn.Component;

/**
 * The app starting on a signed-in screen (main.tsx) fetches what comes first there: when
 * someone has signed in in this browser, the screen's guard and Firebase, which says
 * whether they still are; when nobody has, the guard and the sign-in page it sends them to
 * at once. Says which, so the screen's own code is fetched only when it can be shown.
 */
export function preloadSignedInLanding(): { toSignIn: boolean; loading: Promise<unknown> } {
  const toSignIn = readSessionHint() === null;
  const loading = Promise.all([guard.preload(), toSignIn ? signIn.preload() : loadAuthService()]);
  return { toSignIn, loading };
}
