import type { AppConfig } from '../kernel/config/read-config';

const OAUTH_PROVIDERS = ['google', 'github', 'microsoft'];

/**
 * The Content-Security-Policy of the production build, from the build's own
 * configuration so it names only the outside origins this deployment talks to.
 * Every source beyond 'self' is there for one reason, given beside it.
 * `forHeader`: the HTTP header form, which may also carry `frame-ancestors`
 * (browsers ignore that directive in a <meta> tag). `logo`: the theme's logo.
 * `keeps`: a screen keeps its responses, in the project's Firestore.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  forHeader = false,
  logo?: string,
  keeps = false,
): string {
  const { emailjs, firebase, authProviders, recaptchaSiteKey } = config;
  const emulator = firebase.emulatorHost ? `http://${firebase.emulatorHost}` : undefined;
  const firestoreEmulator = firebase.firestoreEmulatorHost
    ? `http://${firebase.firestoreEmulatorHost}`
    : undefined;
  const oauth = authProviders.some((p) => OAUTH_PROVIDERS.includes(p));
  // App Check's reCAPTCHA v3 loads from the same places as the captcha's v2.
  const recaptcha = recaptchaSiteKey !== undefined || firebase.appCheckSiteKey !== undefined;

  const directives: Record<string, (string | false | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      // Firebase Auth's popup and redirect sign-in load Google's gapi loader.
      oauth && 'https://apis.google.com',
      // reCAPTCHA v2 loads its widget script from these two paths.
      recaptcha && 'https://www.google.com/recaptcha/',
      recaptcha && 'https://www.gstatic.com/recaptcha/',
    ],
    // MUI's styling (emotion) writes computed styles into <style> elements at
    // run time; a static host cannot give them a fresh nonce per response and
    // their text is not known at build time for hashes. Styles only: scripts
    // stay 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the preview of a picked image file (format data-url).
    'img-src': [
      "'self'",
      'data:',
      recaptcha && 'https://www.gstatic.com/recaptcha/',
      // The logo of schemas/_theme.json, when it is an https:// address.
      logo?.startsWith('https://') && URL.canParse(logo) && new URL(logo).origin,
    ],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      // Sending: the EmailJS API (or the compatible sink it is pointed at).
      emailjs.origin,
      // Firebase Auth's REST endpoints: sign-in and token refresh.
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      emulator,
      // Kept answers (a screen's `responses`): Firestore's API, or the local emulator.
      keeps && !firestoreEmulator && 'https://firestore.googleapis.com',
      // App Check trades the reCAPTCHA v3 answer for its token here.
      firebase.appCheckSiteKey && 'https://content-firebaseappcheck.googleapis.com',
      firestoreEmulator,
    ],
    'frame-src': [
      // Firebase Auth's sign-in helper page on the project's auth domain.
      `https://${firebase.authDomain}`,
      emulator,
      recaptcha && 'https://www.google.com/recaptcha/',
      recaptcha && 'https://recaptcha.google.com/recaptcha/',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Which pages may show this app in a frame: the embedding sites the
    // settings list (PUBLIC_EMBED_ORIGINS), otherwise none.
    'frame-ancestors': forHeader
      ? config.embedOrigins.length > 0
        ? config.embedOrigins
        : ["'none'"]
      : [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, sources.filter(Boolean)] as const)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
