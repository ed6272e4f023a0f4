import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../kernel/config/env';

let checked: Promise<void> | undefined;

/**
 * The one Firebase app of the page, made by whichever service comes first
 * (sign-in, kept answers): Firestore sends the signed-in person's token only
 * when it shares the app Auth signed in on. With an App Check key
 * (PUBLIC_APP_CHECK_SITE_KEY), App Check starts with it, its code fetched then,
 * so a page of a site without one never downloads it.
 */
export function firebaseApp(settings: AppConfig['firebase']): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
  });
  const key = settings.appCheckSiteKey;
  if (key) {
    checked = import('firebase/app-check').then(
      ({ initializeAppCheck, ReCaptchaV3Provider }) => {
        initializeAppCheck(app, {
          provider: new ReCaptchaV3Provider(key),
          isTokenAutoRefreshEnabled: true,
        });
      },
      // Its code did not come (offline): requests go without a token, and an enforcing
      // database refuses them, which the page words like any refusal.
      () => undefined,
    );
  }
  return app;
}

/** Settled once App Check is on (at once without a key): Firestore's first request waits for it. */
export const appCheckReady = (): Promise<void> => checked ?? Promise.resolve();
