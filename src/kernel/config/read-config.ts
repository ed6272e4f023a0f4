/**
 * The rules of the app's configuration, pure so that Node tooling (the build,
 * `npm run check`) and tests apply the same ones as the app; only `env.ts`
 * reads the values the bundler provides. The README's Configuration table
 * lists every name and default.
 */

export type AuthProvider = 'google' | 'github' | 'microsoft' | 'password' | 'emailLink';

export type AppConfig = {
  emailjs: {
    /** `undefined` when unset: sending says it is not configured. */
    publicKey: string | undefined;
    serviceId: string;
    origin: string;
    /** Template variables (EmailJS: 50 KB), files not counted. */
    maxBytes: number;
    /** Attachments together (EmailJS: by subscription plan). */
    attachmentMaxBytes: number;
    /** How long a send may take before it counts as "no answer". */
    timeoutMs: number;
  };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    emulatorHost: string | undefined;
    /** The Firestore emulator (`127.0.0.1:8080`) the app keeps answers in, instead of the project's database. */
    firestoreEmulatorHost: string | undefined;
    /** App Check's reCAPTCHA v3 site key: Firestore's requests then prove they come from this site. */
    appCheckSiteKey: string | undefined;
  };
  authProviders: AuthProvider[];
  recaptchaSiteKey: string | undefined;
  /** Origins whose pages may show the app in an iframe (`PUBLIC_EMBED_ORIGINS`); none by default. */
  embedOrigins: string[];
};

const AUTH_PROVIDERS: readonly AuthProvider[] = [
  'google',
  'github',
  'microsoft',
  'password',
  'emailLink',
];

type RawEnv = Record<string, string | undefined>;

const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

// http:// only for this machine (a local test page); any other site is https://.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One entry of PUBLIC_EMBED_ORIGINS as the origin `frame-ancestors` and
 * `postMessage` compare: scheme, host and port, nothing else. A path, a
 * wildcard or 'self' would widen or blur who may frame the forms, so each is
 * refused with the form to write instead.
 */
function embedOrigin(entry: string): string {
  const refuse = (why: string) =>
    new Error(
      `PUBLIC_EMBED_ORIGINS: "${entry}" ${why}; write origins like https://www.example.org, separated by commas`,
    );
  if (!URL.canParse(entry)) throw refuse('is not an origin');
  const url = new URL(entry);
  if (url.origin === 'null' || entry.replace(/\/$/, '') !== url.origin) {
    throw refuse(`is not an origin alone (scheme, host and port only: ${url.origin})`);
  }
  if (url.hostname.includes('*')) throw refuse('has a wildcard: list each site by its own origin');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw refuse('is not https:// (http:// is allowed for localhost only)');
  }
  return url.origin;
}

/**
 * The studio kept in a built site (`PUBLIC_STUDIO=true`): where the author
 * uploads the file it downloads. Apart from AppConfig so that a build without
 * it carries not one byte more.
 */
export type StudioSite = { repositoryUrl: string; uploadUrl: string };

/**
 * PUBLIC_STUDIO (`true` or `false`, off when unset) and, with it,
 * PUBLIC_REPOSITORY_URL: the GitHub repository whose upload page
 * (`<repository>/upload/main/schemas`) takes the file the studio downloads.
 */
export function readStudioSite(env: RawEnv): StudioSite | undefined {
  const on = text(env.PUBLIC_STUDIO)?.toLowerCase() ?? 'false';
  if (on !== 'true' && on !== 'false') {
    throw new Error(
      `PUBLIC_STUDIO must be true or false (off when unset); it is "${env.PUBLIC_STUDIO}"`,
    );
  }
  const given = text(env.PUBLIC_REPOSITORY_URL);
  if (on === 'false') return undefined;
  const example = 'like https://github.com/your-team/forms';
  if (!given) {
    throw new Error(
      `PUBLIC_STUDIO=true needs PUBLIC_REPOSITORY_URL, the GitHub repository of the screen files, ${example}`,
    );
  }
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(given);
  if (!match) {
    throw new Error(
      `PUBLIC_REPOSITORY_URL: "${given}" is not the address of a repository on GitHub; write it ${example}`,
    );
  }
  const repositoryUrl = `https://github.com/${match[1]}/${match[2]}`;
  return { repositoryUrl, uploadUrl: `${repositoryUrl}/upload/main/schemas` };
}

/** `host:port` of an emulator on this machine, as the SDK's connect call takes it. */
function emulatorHost(value: string | undefined): string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  if (!/^(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/.test(given)) {
    throw new Error(
      `PUBLIC_FIRESTORE_EMULATOR_HOST must be an emulator on this machine, like 127.0.0.1:8080; it is "${value}"`,
    );
  }
  return given;
}

/** Pure, so every rule of it can be tested without a build. */
export function readConfig(env: RawEnv): AppConfig {
  const maxBytes = Number(text(env.PUBLIC_EMAILJS_MAX_BYTES) ?? 51200);
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(
      `PUBLIC_EMAILJS_MAX_BYTES must be a whole number of bytes, like 51200; it is "${env.PUBLIC_EMAILJS_MAX_BYTES}"`,
    );
  }
  const attachmentMaxBytes = Number(text(env.PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES) ?? 51200);
  if (!Number.isInteger(attachmentMaxBytes) || attachmentMaxBytes <= 0) {
    throw new Error(
      `PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES must be a whole number of bytes, like 2097152 for 2 MB; it is "${env.PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES}"`,
    );
  }
  const timeoutMs = Number(text(env.PUBLIC_EMAILJS_TIMEOUT_MS) ?? 20000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(
      `PUBLIC_EMAILJS_TIMEOUT_MS must be a whole number of milliseconds, like 20000; it is "${env.PUBLIC_EMAILJS_TIMEOUT_MS}"`,
    );
  }
  const providers = (text(env.PUBLIC_AUTH_PROVIDERS) ?? 'google,password')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const p of providers) {
    if (!AUTH_PROVIDERS.includes(p as AuthProvider)) {
      throw new Error(
        `PUBLIC_AUTH_PROVIDERS: "${p}" is not a sign-in method; use a comma list of ${AUTH_PROVIDERS.join(', ')}`,
      );
    }
  }
  const embedOrigins = (text(env.PUBLIC_EMBED_ORIGINS) ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(embedOrigin);
  return {
    emailjs: {
      publicKey: text(env.PUBLIC_EMAILJS_PUBLIC_KEY),
      serviceId: text(env.PUBLIC_EMAILJS_SERVICE_ID) ?? 'default_service',
      origin: (text(env.PUBLIC_EMAILJS_ORIGIN) ?? 'https://api.emailjs.com').replace(/\/+$/, ''),
      maxBytes,
      attachmentMaxBytes,
      timeoutMs,
    },
    firebase: {
      apiKey: text(env.PUBLIC_FIREBASE_API_KEY) ?? 'demo-api-key',
      authDomain: text(env.PUBLIC_FIREBASE_AUTH_DOMAIN) ?? 'demo-forms.firebaseapp.com',
      projectId: text(env.PUBLIC_FIREBASE_PROJECT_ID) ?? 'demo-forms',
      appId: text(env.PUBLIC_FIREBASE_APP_ID) ?? 'demo-app',
      emulatorHost: text(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST),
      firestoreEmulatorHost: emulatorHost(env.PUBLIC_FIRESTORE_EMULATOR_HOST),
      appCheckSiteKey: text(env.PUBLIC_APP_CHECK_SITE_KEY),
    },
    authProviders: providers as AuthProvider[],
    recaptchaSiteKey: text(env.PUBLIC_RECAPTCHA_SITE_KEY),
    embedOrigins: [...new Set(embedOrigins)],
  };
}
