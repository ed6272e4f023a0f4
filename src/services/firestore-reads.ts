// The owners' side of Firestore. Reads go through Firestore Lite, one query over a plain
// request: the emulator's listener stream gives up on a result of 10,000 documents, which a
// request returns (docs/decisions/charts.md, "Reading"). New responses then come live
// through the full SDK's listener, loaded after the page is drawn and asked only for what
// came after the newest one read. Counts are aggregation queries: one read per 1,000.
import {
  collection,
  deleteDoc,
  doc,
  getCount,
  getDocs,
  query,
  where,
  type Query,
} from 'firebase/firestore/lite';
import type { AppConfig } from '../kernel/config/env';
import type { KeptResponse } from '../screen/kept-response';
import type { ResponseReader } from './firestore';
import { coded, keptResponse } from './kept-documents';
import { database } from './firestore-writes';

export { appCheckReady } from './firebase-app';

/** What an aggregation query is billed: a read per 1,000 documents counted, at least one. */
const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));

export function createResponseReader(settings: AppConfig['firebase']): ResponseReader {
  const db = database(settings);
  let reads = 0;
  const readListeners = new Set<(reads: number) => void>();
  const billed = (count: number) => {
    reads += count;
    for (const listener of readListeners) listener(reads);
  };
  const responses = (screen: string) => collection(db, 'screens', screen, 'responses');
  // The lists being watched, by screen: a response deleted here leaves them at once.
  const watching = new Map<string, Set<(id: string) => void>>();
  const count = async (target: Query) => {
    try {
      const n = (await getCount(target)).data().count;
      billed(countReads(n));
      return n;
    } catch (error) {
      throw coded(error);
    }
  };
  return {
    count: (screen) => count(responses(screen)),
    watch: (screen, onResponses, onError) => {
      let stopped = false;
      let stopLive = () => {};
      const kept = new Map<string, KeptResponse>();
      const tell = () => !stopped && onResponses([...kept.values()]);
      const forget = (id: string) => kept.delete(id) && tell();
      const here = watching.get(screen) ?? new Set();
      watching.set(screen, here.add(forget));
      getDocs(responses(screen))
        .then(async (snapshot) => {
          // A query that finds nothing is billed one read.
          billed(Math.max(1, snapshot.size));
          for (const d of snapshot.docs) kept.set(d.id, keptResponse(d));
          tell();
          const newest = Math.max(0, ...[...kept.values()].map((r) => r.submittedAt));
          const { listen } = await import(
            /* webpackChunkName: "firestore-live" */ './firestore-live'
          );
          if (stopped) return;
          stopLive = listen(settings, screen, newest, {
            changed: (added, removed, billedNow) => {
              billed(billedNow);
              for (const r of added) kept.set(r.id, r);
              for (const id of removed) kept.delete(id);
              if (added.length > 0 || removed.length > 0) tell();
            },
            failed: (error) => !stopped && onError(coded(error)),
          });
        })
        .catch((error: unknown) => !stopped && onError(coded(error)));
      return () => {
        stopped = true;
        here.delete(forget);
        stopLive();
      };
    },
    remove: async (screen, id) => {
      try {
        await deleteDoc(doc(db, 'screens', screen, 'responses', id));
      } catch (error) {
        throw coded(error);
      }
      for (const forget of watching.get(screen) ?? []) forget(id);
    },
    reached: (screen, steps) => {
      const visits = collection(db, 'screens', screen, 'visits');
      return Promise.all(
        Array.from({ length: steps }, (_, step) =>
          count(query(visits, where('reached', '>=', step))),
        ),
      );
    },
    reads: () => reads,
    onReads: (listener) => {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
  };
}
