/** Firebase Auth failure codes in words a person can act on; nothing they typed is blamed vaguely. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'That password is not right. Try again, or reset your password.',
  'auth/invalid-credential':
    'That email and password do not match an account. Check both, or create an account.',
  'auth/invalid-login-credentials':
    'That email and password do not match an account. Check both, or create an account.',
  'auth/user-not-found': 'There is no account with that email. Check it, or create an account.',
  'auth/invalid-email': 'That email address does not look right. Check it and try again.',
  'auth/missing-password': 'Enter your password.',
  'auth/email-already-in-use':
    'There is already an account with that email. Sign in instead, or reset your password.',
  'auth/weak-password': 'Choose a longer password: at least 6 characters.',
  'auth/too-many-requests':
    'Too many attempts. Wait a few minutes, or reset your password, then try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished. Try again.',
  'auth/user-cancelled': 'Sign-in was cancelled. Try again when you are ready.',
  'auth/account-exists-with-different-credential':
    'You already have an account with that email, made another way. Sign in the way you did before.',
  'auth/user-disabled': 'This account has been turned off. Ask the people who run this site.',
  'auth/operation-not-allowed':
    'This way of signing in is not turned on for this site. Choose another one.',
  'auth/unauthorized-domain':
    'Sign-in is not set up for this web address yet. Ask the people who run this site.',
  'auth/invalid-action-code':
    'This sign-in link has expired or was already used. Ask for a new one.',
  'auth/expired-action-code':
    'This sign-in link has expired or was already used. Ask for a new one.',
};

const FALLBACK = 'Sign-in did not work this time. Try again in a moment.';

export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? FALLBACK;
}
