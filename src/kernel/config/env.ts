/**
 * The app's configuration, read in this one module: every other module takes
 * its settings from here, never from `import.meta.env`. The rules that check
 * the values are in `read-config.ts`.
 */
import { readConfig, readStudioSite, type AppConfig, type StudioSite } from './read-config';

export type { AppConfig, AuthProvider, StudioSite } from './read-config';

/**
 * The build checks the variables once as it starts (rsbuild.config.ts stops
 * on a mistake) and writes the result here, so no page carries the rules.
 */
declare const __APP_CONFIG__: AppConfig | undefined;
/** The studio kept in a built site, or `null`; the router tests it by the same name. */
declare const __STUDIO_SITE__: StudioSite | null | undefined;

// Outside a build (the unit tests), read here. Each variable is named in full
// so a bundler would inline it.
export const config: AppConfig =
  typeof __APP_CONFIG__ !== 'undefined'
    ? __APP_CONFIG__
    : readConfig({
        PUBLIC_EMAILJS_PUBLIC_KEY: import.meta.env.PUBLIC_EMAILJS_PUBLIC_KEY,
        PUBLIC_EMAILJS_SERVICE_ID: import.meta.env.PUBLIC_EMAILJS_SERVICE_ID,
        PUBLIC_EMAILJS_ORIGIN: import.meta.env.PUBLIC_EMAILJS_ORIGIN,
        PUBLIC_EMAILJS_MAX_BYTES: import.meta.env.PUBLIC_EMAILJS_MAX_BYTES,
        PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES: import.meta.env.PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES,
        PUBLIC_EMAILJS_TIMEOUT_MS: import.meta.env.PUBLIC_EMAILJS_TIMEOUT_MS,
        PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
        PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
        PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
        PUBLIC_FIREBASE_APP_ID: import.meta.env.PUBLIC_FIREBASE_APP_ID,
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
        PUBLIC_FIRESTORE_EMULATOR_HOST: import.meta.env.PUBLIC_FIRESTORE_EMULATOR_HOST,
        PUBLIC_APP_CHECK_SITE_KEY: import.meta.env.PUBLIC_APP_CHECK_SITE_KEY,
        PUBLIC_AUTH_PROVIDERS: import.meta.env.PUBLIC_AUTH_PROVIDERS,
        PUBLIC_RECAPTCHA_SITE_KEY: import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY,
        PUBLIC_EMBED_ORIGINS: import.meta.env.PUBLIC_EMBED_ORIGINS,
      });

/** The studio kept in the built site (`PUBLIC_STUDIO=true`): only the studio's own chunk reads it. */
export const studioSite: StudioSite | undefined =
  typeof __STUDIO_SITE__ !== 'undefined'
    ? (__STUDIO_SITE__ ?? undefined)
    : readStudioSite({
        PUBLIC_STUDIO: import.meta.env.PUBLIC_STUDIO,
        PUBLIC_REPOSITORY_URL: import.meta.env.PUBLIC_REPOSITORY_URL,
      });
