import { config } from '../kernel/config/env';
import { loadOnce } from '../kernel/load-once';
import type { SignedInPerson } from '../screen/signed-in-person';

export type HostedProvider = 'google' | 'github' | 'microsoft';

/**
 * Firebase Auth behind a small interface, so the app can load it on demand and
 * tests can swap in `createFakeAuthService`. Failures are thrown as they come,
 * with Firebase's `code` (e.g. `auth/wrong-password`); the sign-in page words them.
 */
export interface AuthService {
  /** Called once the saved session is known, then on every change; returns the unsubscribe. */
  onUserChanged(listener: (user: SignedInPerson | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<void>;
  createAccount(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** A popup; where the browser blocks it, a full-page redirect back to the current URL. */
  signInWithProvider(provider: HostedProvider): Promise<void>;
  /** Settles a redirect sign-in that brought the person back here; throws its failure. */
  completeRedirect(): Promise<void>;
  sendSignInLink(email: string, returnUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  signInWithLink(email: string, url: string): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * The one way in: Firebase and the code around it (firebase-auth.ts) come on
 * the first call, so a public page that never asks for them never downloads them.
 */
export const loadAuthService: () => Promise<AuthService> = loadOnce(() =>
  import(/* webpackChunkName: "firebase" */ './firebase-auth').then((m) =>
    m.createFirebaseAuthService(config.firebase),
  ),
);
