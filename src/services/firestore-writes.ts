// The respondent's side of Firestore: Firestore Lite, which writes and reads
// single documents over plain requests (no live listeners, no offline queue),
// a third of the full SDK's size. A write either arrives or fails: nothing is
// left queued to arrive later behind the person's back.
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { AppConfig } from '../kernel/config/env';
import { firebaseApp } from './firebase-app';

export { appCheckReady } from './firebase-app';
import type { ResponseStore, StoreFailure } from './firestore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a document kept `days` days from now is deleted by the TTL policy on `expiresAt`. */
const expiresAt = (days: number | undefined) =>
  days === undefined ? {} : { expiresAt: Timestamp.fromMillis(Date.now() + days * DAY_MS) };

/** Every failure as a StoreFailure with Firestore's code (`permission-denied`), `unknown` for anything else. */
async function coded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // By its code, not its class: the SDK's builds do not all share one FirestoreError.
    const code = (error as { code?: unknown }).code;
    const failure: StoreFailure = Object.assign(new Error(String(error)), {
      code: typeof code === 'string' ? code : 'unknown',
    });
    throw failure;
  }
}

/** The database of `settings.projectId`, or the emulator of `firestoreEmulatorHost`. */
export function database(settings: AppConfig['firebase']): Firestore {
  const db = getFirestore(firebaseApp(settings));
  const host = settings.firestoreEmulatorHost;
  if (host) {
    const colon = host.lastIndexOf(':');
    connectFirestoreEmulator(db, host.slice(0, colon), Number(host.slice(colon + 1)));
  }
  return db;
}

/** The writes and reads a respondent's page makes, on `db` (the tests give one per person). */
export function createResponseStore(db: Firestore): ResponseStore {
  return {
    keep: (r) =>
      coded(async () => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'screens', r.screen, 'responses', r.id), {
          answers: r.answers,
          submittedAt: serverTimestamp(),
          language: r.language,
          version: r.version,
          ...(r.uid === undefined ? {} : { uid: r.uid }),
          ...expiresAt(r.keepForDays),
        });
        // The rules tie the +1 to this response by `last`: a counter cannot move alone.
        if (r.counted) {
          batch.set(
            doc(db, 'screens', r.screen),
            { count: increment(1), last: r.id },
            { merge: true },
          );
        }
        if (r.onePerPerson && r.uid !== undefined) {
          batch.set(doc(db, 'screens', r.screen, 'people', r.uid), { response: r.id });
        }
        await batch.commit();
      }),
    counter: (screen) =>
      coded(async () => {
        const counter = await getDoc(doc(db, 'screens', screen));
        const count: unknown = counter.get('count');
        const last: unknown = counter.get('last');
        return {
          taken: typeof count === 'number' ? count : 0,
          ...(typeof last === 'string' ? { last } : {}),
        };
      }),
    givenBy: (screen, uid) =>
      coded(async () => {
        const person = await getDoc(doc(db, 'screens', screen, 'people', uid));
        const response: unknown = person.get('response');
        return typeof response === 'string' ? response : undefined;
      }),
    visit: (screen, visitId, reached, keepForDays, sent) =>
      coded(() =>
        setDoc(doc(db, 'screens', screen, 'visits', visitId), {
          reached,
          at: serverTimestamp(),
          ...(sent ? { sent: true } : {}),
          ...expiresAt(keepForDays),
        }),
      ),
  };
}
