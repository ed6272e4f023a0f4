// The owners' side of Firestore. Reads go through Firestore Lite, plain requests: the emulator's
// listener stream gives up on a result of 10,000 documents, which a request returns
// (docs/decisions/charts.md, "Reading"). An opening reads the summary kept beside the responses
// and those since it, not every response (docs/decisions/responses.md, "The summary"); new
// responses then come live through the full SDK's listener, loaded after the page is rendered.
// Counts are aggregation queries: one read per 1,000.
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import type { AppConfig } from '../kernel/config/env';
import type { KeptSummary, ResponseReader } from './firestore';
import { coded, keptResponse } from './kept-documents';
import { database } from './firestore-writes';

export { appCheckReady } from './firebase-app';

/** What an aggregation query is billed: a read per 1,000 documents counted, at least one. */
const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));

/** Each failure as a StoreFailure. */
async function failingCoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw coded(error);
  }
}

export function createResponseReader(settings: AppConfig['firebase']): ResponseReader {
  return readerOn(database(settings), settings);
}

/** The owners' reads on `db` (the tests give one per person); `settings` for the live listener. */
export function readerOn(db: Firestore, settings: AppConfig['firebase']): ResponseReader {
  let reads = 0;
  const readListeners = new Set<(reads: number) => void>();
  const billed = (count: number) => {
    reads += count;
    for (const listener of readListeners) listener(reads);
  };
  const responses = (screen: string) => collection(db, 'screens', screen, 'responses');
  const summaryDoc = (screen: string) => doc(db, 'screens', screen, 'tallies', 'summary');
  const summaryData = (s: KeptSummary) => ({
    tallies: s.tallies,
    upTo: Timestamp.fromMillis(s.upTo),
    count: s.count,
  });
  const count = (target: Query) =>
    failingCoded(async () => {
      const n = (await getCount(target)).data().count;
      billed(countReads(n));
      return n;
    });
  return {
    count: (screen) => count(responses(screen)),
    summary: (screen) =>
      failingCoded(async () => {
        const kept = await getDoc(summaryDoc(screen));
        billed(1);
        const tallies: unknown = kept.get('tallies');
        const upTo: unknown = kept.get('upTo');
        const n: unknown = kept.get('count');
        if (typeof tallies !== 'string' || !(upTo instanceof Timestamp) || typeof n !== 'number') {
          return undefined;
        }
        return { tallies, upTo: upTo.toMillis(), count: n };
      }),
    keepSummary: (screen, summary) =>
      failingCoded(async () => {
        const batch = writeBatch(db);
        batch.set(summaryDoc(screen), summaryData(summary));
        await batch.commit();
      }),
    responses: (screen, only) =>
      failingCoded(async () => {
        const all = responses(screen);
        const at = (ms: number) => Timestamp.fromMillis(ms);
        const asked =
          only === undefined
            ? all
            : 'since' in only
              ? query(all, where('submittedAt', '>', at(only.since)))
              : 'latest' in only
                ? query(all, orderBy('submittedAt', 'desc'), limit(only.latest))
                : query(
                    all,
                    ...(only.from === undefined ? [] : [where('submittedAt', '>=', at(only.from))]),
                    ...(only.before === undefined
                      ? []
                      : [where('submittedAt', '<', at(only.before))]),
                  );
        const snapshot = await getDocs(asked);
        // A query that finds nothing is billed one read.
        billed(Math.max(1, snapshot.size));
        return snapshot.docs.map(keptResponse);
      }),
    follow: (screen, since, onChange, onError) => {
      let stopped = false;
      let stopLive = () => {};
      import(/* webpackChunkName: "firestore-live" */ './firestore-live')
        .then(({ listen }) => {
          if (stopped) return;
          stopLive = listen(settings, screen, since, {
            changed: (added, removed, billedNow) => {
              billed(billedNow);
              if (!stopped && (added.length > 0 || removed.length > 0)) onChange(added, removed);
            },
            failed: (error) => !stopped && onError(coded(error)),
          });
        })
        .catch((error: unknown) => !stopped && onError(coded(error)));
      return () => {
        stopped = true;
        stopLive();
      };
    },
    remove: (screen, id, summary) =>
      failingCoded(async () => {
        const batch = writeBatch(db);
        batch.delete(doc(db, 'screens', screen, 'responses', id));
        if (summary) batch.set(summaryDoc(screen), summaryData(summary));
        await batch.commit();
      }),
    reached: async (screen, steps) => {
      const visits = collection(db, 'screens', screen, 'visits');
      const [sent, ...reached] = await Promise.all([
        count(query(visits, where('sent', '==', true))),
        ...Array.from({ length: steps }, (_, step) =>
          count(query(visits, where('reached', '>=', step))),
        ),
      ]);
      return { reached, sent };
    },
    reads: () => reads,
    onReads: (listener) => {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
  };
}
