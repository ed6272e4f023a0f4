import { afterEach, describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../../../src/features/auth/error-messages';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

const failure = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

describe('sign-in failures in plain words', () => {
  it.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/invalid-credential', /do not match an account/],
    ['auth/user-not-found', /no account with that email/],
    ['auth/popup-closed-by-user', /window was closed/],
    ['auth/network-request-failed', /Check your connection/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/weak-password', /longer password/],
    ['auth/email-already-in-use', /already an account/],
    // Google and the like, then an emailed link, from an address Auth does not list (a preview).
    ['auth/unauthorized-domain', /not set up for this web address/],
    ['auth/unauthorized-continue-uri', /not set up for this web address/],
  ])('%s', (code, words) => {
    const message = authErrorMessage(failure(code));
    expect(message).toMatch(words);
    expect(message).not.toContain('auth/');
  });

  it('says something calm for a failure it does not know, never the raw code', () => {
    expect(authErrorMessage(failure('auth/internal-error'))).toBe(
      'Sign-in did not work this time. Try again in a moment.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).not.toMatch(/TypeError/);
  });
});

describe('sign-in failures in the language shown', () => {
  afterEach(() => showLanguage('en'));

  it('says them in French and Arabic, counting the password rule in their plural forms', async () => {
    await showLanguage('fr');
    expect(authErrorMessage(failure('auth/wrong-password'))).toBe(
      'Ce mot de passe n’est pas le bon. Réessayez, ou réinitialisez votre mot de passe.',
    );
    expect(authErrorMessage(failure('auth/weak-password'))).toBe(
      'Choisissez un mot de passe plus long : au moins 6 caractères.',
    );
    await showLanguage('ar');
    expect(authErrorMessage(failure('auth/weak-password'))).toBe(
      'اختر كلمة مرور أطول: 6 أحرف على الأقل.',
    );
  });
});
