import { randomHex } from '../random-hex';

/**
 * `npm start`'s captcha, for a machine with no reCAPTCHA key of the site's
 * own: start.ts gives the app this site key, the app then renders a local
 * fake instead of Google's box (src/features/submit/captcha-fake.ts),
 * and the local sink accepts only the fake's tokens, each once, as
 * EmailJS checks Google's. A real site needs a real key: a build refuses this one.
 */
export const LOCAL_RECAPTCHA_SITE_KEY = 'local-captcha-fake';

const TOKEN_PREFIX = 'local-captcha-fake-token-';

/** A fresh token, as the fake hands one out when its box is ticked. */
export function localCaptchaToken(): string {
  return TOKEN_PREFIX + randomHex(16);
}

/** Whether `token` is one the fake could have handed out. */
export const isLocalCaptchaToken = (token: string): boolean =>
  new RegExp(`^${TOKEN_PREFIX}[0-9a-f]{32}$`).test(token);
