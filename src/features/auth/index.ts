// The auth feature's public entry: the rest of the app imports only these.
import { loadAuthService } from '../../services/firebase';
import { preloadable } from '../../kernel/ui/preloadable';
import { readSessionHint } from './session-hint';

export { AccountButton } from './account-button';
export { AuthProvider, useCurrentUser } from './auth-context';

/** Its own chunk: only a screen for signed-in people uses it (never rendered at build time). */
const guard = preloadable(() => import('./require-sign-in').then((m) => m.RequireSignIn));
export const RequireSignIn = guard.Component;

/** Its own chunk: only a person signing in loads it (and Firebase with it). */
const signIn = preloadable(() => import('./sign-in-page').then((m) => m.SignInPage));
export const SignInPage = signIn.Component;

/**
 * What the app starting on a signed-in screen (main.tsx) fetches first: when someone has
 * signed in in this browser, the screen's guard, Firebase, which says whether they still
 * are, and the screen (`loadScreen`); when nobody has, the guard and the sign-in page it
 * sends them to at once, and nothing of the screen.
 */
export function preloadSignedInLanding(
  loadScreen: () => Promise<unknown> | undefined,
): Promise<unknown> {
  const signedInHere = readSessionHint() !== null;
  return Promise.all([
    guard.preload(),
    ...(signedInHere ? [loadAuthService(), loadScreen()] : [signIn.preload()]),
  ]);
}
