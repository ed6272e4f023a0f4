import { config } from '../kernel/config/env';
import { loadOnce } from '../kernel/load-once';
import { loadAuthService } from './firebase';
import type { KeptResponse } from '../screen/kept-response';

/**
 * The answers a screen keeps (`responses` in its file), in Firestore, behind
 * a small interface: the SDK comes in a chunk of its own on the first call, so
 * a screen that keeps nothing never downloads it. The data model and the
 * rules that guard it: docs/decisions/responses.md.
 */

/** One response, as the submit adapter hands it over. */
export type ResponseToKeep = {
  /** The screen's slug: `screens/{screen}/responses/{id}`. */
  screen: string;
  /** The submission id the email carries: a retry writes the same document, which the rules refuse. */
  id: string;
  /** The form's data as the form holds it (codes, not words), passwords left out. */
  answers: Record<string, unknown>;
  language: string;
  /** The screen file's version (its content hash). */
  version: string;
  /** The signed-in person, whose uid the rules compare with their token. */
  uid?: string;
  /** `responses.keepForDays`: the document's `expiresAt`, for the TTL policy. */
  keepForDays?: number;
  /** `responses.closeAfter`: the screen's counter goes up by one in the same write. */
  counted: boolean;
  /** `responses.onePerPerson`: `people/{uid}` is written in the same write. */
  onePerPerson: boolean;
};

/** A Firestore failure (`keep`, `counter`, ... reject with it), coded as the SDK codes it: `permission-denied`, `unavailable`, ... */
export type StoreFailure = Error & { code: string };

export interface ResponseStore {
  /** Writes the response (and its counter or person) in one batch; rejects with a StoreFailure. */
  keep(response: ResponseToKeep): Promise<void>;
  /**
   * The counter of a screen with `closeAfter`: how many responses it has taken (0 before the
   * first) and the id of the last one, which the rules let only that response's write set.
   */
  counter(screen: string): Promise<{ taken: number; last?: string }>;
  /** The response a person gave on a `onePerPerson` screen, read from their own `people` document. */
  givenBy(screen: string, uid: string): Promise<string | undefined>;
  /**
   * Drop-off: the furthest step (0-based) visit `visitId` reached, and `sent` once the visit
   * ended in a kept response; never an answer.
   */
  visit(
    screen: string,
    visitId: string,
    reached: number,
    keepForDays?: number,
    sent?: boolean,
  ): Promise<void>;
}

/**
 * The summary an owner's page keeps beside a screen's responses
 * (`screens/{screen}/tallies/summary`), so an opening reads it and the
 * responses since rather than every one: `tallies`, the page's counts as
 * text, of the `count` responses kept up to `upTo` (ms, their `submittedAt`).
 */
export type KeptSummary = { tallies: string; upTo: number; count: number };

/**
 * The owners' reads (the rules let only them): counts by aggregation query,
 * the kept summary, the responses since it or all of them, new ones live,
 * deleting one, and how far visits got. Each failure is a StoreFailure;
 * `reads` is how many documents the page has been billed for.
 */
export interface ResponseReader {
  /** How many responses a screen holds: one read per 1,000. */
  count(screen: string): Promise<number>;
  /** The screen's kept summary, if an owner's page has written one. */
  summary(screen: string): Promise<KeptSummary | undefined>;
  keepSummary(screen: string, summary: KeptSummary): Promise<void>;
  /**
   * Every response of a screen; or those kept after `since` (ms); or the `latest` newest ones;
   * or those kept `from` (ms, included) `before` another (ms), either end open.
   */
  responses(
    screen: string,
    only?: { since: number } | { latest: number } | { from?: number; before?: number },
  ): Promise<KeptResponse[]>;
  /**
   * Responses from `since` (ms) on as they come and go, until the returned
   * unsubscribe; `onError` when they cannot be read.
   */
  follow(
    screen: string,
    since: number,
    onChange: (added: KeptResponse[], removed: string[]) => void,
    onError: (error: StoreFailure) => void,
  ): () => void;
  /** Deletes a response, and writes `summary` (without it) in the same batch. */
  remove(screen: string, id: string, summary?: KeptSummary): Promise<void>;
  /**
   * Drop-off: how many visits reached each of `steps` steps, the first being every visit, and
   * how many of them ended in a sent response.
   */
  reached(screen: string, steps: number): Promise<{ reached: number[]; sent: number }>;
  reads(): number;
  onReads(listener: (reads: number) => void): () => void;
}

/**
 * The owners' reads: the full SDK and its live listener, in a chunk only the responses page
 * loads. Made once Firebase Auth is on the app, fetched beside it: Firestore sends the
 * signed-in owner's token only when Auth is there before its first request.
 */
export const loadResponseReader: () => Promise<ResponseReader> = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "firestore-reads" */ './firestore-reads'),
    loadAuthService(),
  ]).then(async ([m]) => {
    const reader = m.createResponseReader(config.firebase);
    await m.appCheckReady();
    return reader;
  }),
);

/** The respondent's writes: Firestore Lite, in a chunk only screens that keep responses load. */
export const loadResponseStore: () => Promise<ResponseStore> = loadOnce(() =>
  import(/* webpackChunkName: "firestore-writes" */ './firestore-writes').then(async (m) => {
    const store = m.createResponseStore(m.database(config.firebase));
    await m.appCheckReady();
    return store;
  }),
);
