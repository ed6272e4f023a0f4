import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../kernel/config/env';

/**
 * The one Firebase app of the page, made by whichever service comes first
 * (sign-in, kept answers): Firestore sends the signed-in person's token only
 * when it shares the app Auth signed in on.
 */
export function firebaseApp(settings: AppConfig['firebase']): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
  });
}
