import * as fa from 'firebase/auth';
import type { AppConfig } from '../kernel/config/env';
import { firebaseApp } from './firebase-app';
import type { AuthService, HostedProvider } from './firebase';

// Popups the browser refuses: fall back to a redirect, which always works.
const POPUP_REFUSED = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

/** Firebase Auth as the app's AuthService: in the chunk that brings Firebase itself. */
export function createFirebaseAuthService(settings: AppConfig['firebase']): AuthService {
  const auth = fa.getAuth(firebaseApp(settings));
  if (settings.emulatorHost) {
    fa.connectAuthEmulator(auth, `http://${settings.emulatorHost}`, { disableWarnings: true });
  }
  const hosted = (p: HostedProvider) =>
    p === 'google'
      ? new fa.GoogleAuthProvider()
      : p === 'github'
        ? new fa.GithubAuthProvider()
        : new fa.OAuthProvider('microsoft.com');
  const toUser = (u: fa.User) => ({
    uid: u.uid,
    email: u.email,
    name: u.displayName,
    emailVerified: u.emailVerified,
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
