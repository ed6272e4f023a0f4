// The full SDK, for its listener alone (Firestore Lite has none): new responses appear on the
// responses page without reloading. Loaded after the page has read and rendered the others.
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { AppConfig } from '../kernel/config/env';
import type { KeptResponse } from '../screen/kept-response';
import { firebaseApp } from './firebase-app';
import { keptResponse } from './kept-documents';

let connected: Firestore | undefined;

/** The full SDK's database, on the emulator when the app uses one. */
function liveDatabase(settings: AppConfig['firebase']): Firestore {
  if (connected) return connected;
  const db = getFirestore(firebaseApp(settings));
  const host = settings.firestoreEmulatorHost;
  if (host) {
    const colon = host.lastIndexOf(':');
    connectFirestoreEmulator(db, host.slice(0, colon), Number(host.slice(colon + 1)));
  }
  return (connected = db);
}

/**
 * Follows a screen's responses kept from `since` (ms) on: each change as the
 * responses added (or changed) and the ids removed, with the reads it was
 * billed (every document it brings; one for a first answer of none).
 */
export function listen(
  settings: AppConfig['firebase'],
  screen: string,
  since: number,
  on: {
    changed: (added: KeptResponse[], removed: string[], billed: number) => void;
    failed: (error: unknown) => void;
  },
): () => void {
  const db = liveDatabase(settings);
  const after = query(
    collection(db, 'screens', screen, 'responses'),
    where('submittedAt', '>=', Timestamp.fromMillis(since)),
  );
  let first = true;
  return onSnapshot(
    after,
    (snapshot) => {
      const changes = snapshot.docChanges();
      const added = changes.filter((c) => c.type !== 'removed').map((c) => keptResponse(c.doc));
      const removed = changes.filter((c) => c.type === 'removed').map((c) => c.doc.id);
      on.changed(added, removed, first ? Math.max(1, added.length) : added.length);
      first = false;
    },
    on.failed,
  );
}
