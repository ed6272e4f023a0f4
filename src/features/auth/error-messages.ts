import '../../kernel/i18n/load-later-catalogue';
import { i18n } from '../../kernel/i18n/i18n';

/** Firebase Auth failure codes in words a person can act on (`auth.*` in the catalogues). */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'auth.wrongPassword',
  'auth/invalid-credential': 'auth.noMatch',
  'auth/invalid-login-credentials': 'auth.noMatch',
  'auth/user-not-found': 'auth.noAccount',
  'auth/invalid-email': 'auth.badEmail',
  'auth/missing-password': 'signIn.needPassword',
  'auth/email-already-in-use': 'auth.emailTaken',
  'auth/weak-password': 'auth.weakPassword',
  'auth/too-many-requests': 'auth.tooMany',
  'auth/network-request-failed': 'auth.network',
  'auth/popup-closed-by-user': 'auth.windowClosed',
  'auth/cancelled-popup-request': 'auth.windowClosed',
  'auth/user-cancelled': 'auth.cancelled',
  'auth/account-exists-with-different-credential': 'auth.otherWay',
  'auth/user-disabled': 'auth.disabled',
  'auth/operation-not-allowed': 'auth.methodOff',
  'auth/unauthorized-domain': 'auth.domain',
  // An emailed link sent from an address missing from Auth's authorized domains (a preview's).
  'auth/unauthorized-continue-uri': 'auth.domain',
  'auth/invalid-action-code': 'auth.linkUsed',
  'auth/expired-action-code': 'auth.linkUsed',
};

// Firebase's own rule for a password it takes.
const SHORTEST_PASSWORD = 6;

/** What went wrong, in the language shown; nothing they typed is blamed vaguely, no raw code. */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return i18n._(MESSAGES[code] ?? 'auth.fallback', { min: SHORTEST_PASSWORD });
}
