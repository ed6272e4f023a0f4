import { config, type AppConfig } from '../kernel/config/env';
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
 * The one way in: `firebase/app` and `firebase/auth` are imported here, on the
 * first call, so a public page that never asks for them never downloads them.
 */
export const loadAuthService: () => Promise<AuthService> = loadOnce(() =>
  createFirebaseAuthService(config.firebase),
);

// Popups the browser refuses: fall back to a redirect, which always works.
const POPUP_REFUSED = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

async function createFirebaseAuthService(settings: AppConfig['firebase']): Promise<AuthService> {
  const [{ initializeApp }, fa] = await Promise.all([
    import(/* webpackChunkName: "firebase" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase" */ 'firebase/auth'),
  ]);
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
  });
  const auth = fa.getAuth(app);
  if (settings.emulatorHost) {
    fa.connectAuthEmulator(auth, `http://${settings.emulatorHost}`, { disableWarnings: true });
  }
  const hosted = (p: HostedProvider) =>
    p === 'google'
      ? new fa.GoogleAuthProvider()
      : p === 'github'
        ? new fa.GithubAuthProvider()
        : new fa.OAuthProvider('microsoft.com');
  const toUser = (u: { uid: string; email: string | null; displayName: string | null }) => ({
    uid: u.uid,
    email: u.email,
    name: u.displayName,
  });
  return {
    onUserChanged: (listener) => fa.onAuthStateChanged(auth, (u) => listener(u && toUser(u))),
    signInWithPassword: async (email, password) => {
      await fa.signInWithEmailAndPassword(auth, email, password);
    },
    createAccount: async (email, password) => {
      await fa.createUserWithEmailAndPassword(auth, email, password);
    },
    sendPasswordReset: (email) => fa.sendPasswordResetEmail(auth, email),
    signInWithProvider: async (provider) => {
      try {
        await fa.signInWithPopup(auth, hosted(provider));
      } catch (error) {
        if (!POPUP_REFUSED.has((error as { code?: string }).code ?? '')) throw error;
        await fa.signInWithRedirect(auth, hosted(provider));
      }
    },
    completeRedirect: async () => {
      await fa.getRedirectResult(auth);
    },
    sendSignInLink: (email, returnUrl) =>
      fa.sendSignInLinkToEmail(auth, email, { url: returnUrl, handleCodeInApp: true }),
    isSignInLink: (url) => fa.isSignInWithEmailLink(auth, url),
    signInWithLink: async (email, url) => {
      await fa.signInWithEmailLink(auth, email, url);
    },
    signOut: () => fa.signOut(auth),
  };
}
